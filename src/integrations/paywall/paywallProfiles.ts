import { z } from 'zod/mini';
import { AccountError } from '../accountError.ts';
import type { ProfileDraft, ViewerProfile, ViewerProfiles } from '../accountService.ts';
import type { PaywallClient } from './paywallClient.ts';
import { paywallErrorTables } from './paywallErrors.ts';

/** spec: accounts 3.6 — the provider's profile; `pin` says whether entering asks for one. */
const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  adult: z.boolean(),
  avatar_url: z._default(z.string(), ''),
  default: z._default(z.boolean(), false),
  pin: z._default(z.boolean(), false),
});
const listSchema = z.object({
  canManageProfiles: z._default(z.boolean(), false),
  collection: z.array(profileSchema),
});
const enteredSchema = z.object({
  ...profileSchema.shape,
  credentials: z.object({ access_token: z.string(), expires: z.number() }),
});

const toProfile = (answer: z.infer<typeof profileSchema>): ViewerProfile => ({
  id: answer.id,
  name: answer.name,
  adult: answer.adult,
  avatarUrl: answer.avatar_url,
  isDefault: answer.default,
  hasPin: answer.pin,
});

/**
 * spec: accounts 5.8 — the draft as the provider takes it: adult a boolean, an empty PIN left out (the
 * profile keeps its PIN), a removed one sent as null.
 */
const body = (draft: ProfileDraft) => ({
  name: draft.name.trim(),
  adult: draft.adult,
  avatar_url: draft.avatarUrl,
  ...(draft.pin || draft.pin === null ? { pin: draft.pin } : {}),
});

/**
 * The account provider's viewer profiles (spec: accounts 7.2): JSON calls with the bearer. Entering
 * scopes the session to the profile: its token is the profile-scoped one, and the provider's refreshes
 * keep the profile.
 */
export function paywallProfiles({ call, session }: PaywallClient): ViewerProfiles {
  const path = (id: string) => {
    // spec: accounts 5.8 — 'Profile id is required.'
    if (!id)
      throw new AccountError('profiles.form_error', undefined, {
        cause: new Error('Profile id is required.'),
      });
    return `/v2/accounts/profiles/${encodeURIComponent(id)}`;
  };
  return {
    async list() {
      const answer = await call('GET', '/v2/accounts/profiles', {
        schema: listSchema,
        table: paywallErrorTables.profile,
        bearer: true,
      });
      return { canManage: answer.canManageProfiles, profiles: answer.collection.map(toProfile) };
    },
    get: async (id) =>
      toProfile(
        await call('GET', path(id), {
          schema: profileSchema,
          table: paywallErrorTables.profile,
          bearer: true,
        }),
      ),
    create: async (draft) =>
      toProfile(
        await call('POST', '/v2/accounts/profiles', {
          json: body(draft),
          schema: profileSchema,
          table: paywallErrorTables.profile,
          bearer: true,
        }),
      ),
    update: async (id, draft) =>
      toProfile(
        await call('PUT', path(id), {
          json: body(draft),
          schema: profileSchema,
          table: paywallErrorTables.profile,
          bearer: true,
        }),
      ),
    async remove(id) {
      await call('DELETE', path(id), {
        schema: z.unknown(),
        table: paywallErrorTables.profile,
        bearer: true,
      });
    },
    async enter(id, pin) {
      const answer = await call('POST', `${path(id)}/token`, {
        json: pin ? { pin } : {},
        schema: enteredSchema,
        table: paywallErrorTables.enterProfile,
        bearer: true,
      });
      session.scope(answer.credentials.access_token, answer.credentials.expires);
      return {
        id: answer.id,
        name: answer.name,
        adult: answer.adult,
        avatarUrl: answer.avatar_url,
        credentials: answer.credentials,
      };
    },
  };
}
