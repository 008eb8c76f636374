import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Viewer } from '../../../domain/accounts/index.ts';
import type { Profile } from '../../../domain/accounts/profiles.ts';
import type { FacadeDeps } from '../shared/facadeContext.ts';
import { paywallBody } from './paywallInput.ts';
import { done, handlePaywall, PaywallError, paywallViewer } from './paywallResponse.ts';

/** 'adult' is a boolean in JSON (spec: accounts 5.8) and 'true'/'false' in a form. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);
const newProfileSchema = z.object({
  name: z.string().max(200),
  adult: flag,
  avatar_url: z.string().max(500).optional(),
  pin: z.string().max(20).optional(),
});
const profileChangeSchema = z.object({
  name: z.string().max(200).optional(),
  adult: flag.optional(),
  avatar_url: z.string().max(500).optional(),
  pin: z.string().max(20).nullable().optional(),
});
const pinSchema = z.object({ pin: z.string().max(20).optional() });

/** spec: accounts 3.6 — the profile as the app reads it; `pin` says whether entering asks for one. */
const presentProfile = (profile: Profile) => ({
  id: profile.id,
  name: profile.name,
  adult: profile.adult,
  avatar_url: profile.avatarUrl,
  default: profile.isDefault,
  pin: profile.hasPin,
});

/**
 * The account provider's viewer profiles (spec: accounts 7.2, 2.12, 4.11): list, create, read, update,
 * delete, and enter with the PIN for profile-scoped credentials. A viewer in a kids profile may list
 * and enter profiles but not manage them (canManageProfiles false), so a child cannot make or unlock
 * an adult profile.
 */
export function paywallProfileRoutes(deps: FacadeDeps) {
  const { accounts } = deps;
  const viewerIn = async (c: Context) => {
    const viewer = await paywallViewer(c, deps);
    const profile = viewer.profileId
      ? await accounts.profiles.get(viewer.customer.id, viewer.profileId).catch(() => undefined)
      : undefined;
    return { viewer, canManage: profile?.adult !== false };
  };
  const manager = async (c: Context): Promise<Viewer> => {
    const { viewer, canManage } = await viewerIn(c);
    if (!canManage) throw new PaywallError(403, 'A kids profile cannot manage profiles');
    return viewer;
  };
  const id = (c: Context) => {
    const value = c.req.param('id');
    // spec: accounts 5.8 — 'Profile id is required.'
    if (!value) throw new PaywallError(422, 'Profile id is required.', 'id');
    return value;
  };

  return new Hono()
    .get(
      '/v2/accounts/profiles',
      handlePaywall(async (c) => {
        const { viewer, canManage } = await viewerIn(c);
        const profiles = await accounts.profiles.list(viewer.customer);
        return c.json({ canManageProfiles: canManage, collection: profiles.map(presentProfile) });
      }),
    )
    .post(
      '/v2/accounts/profiles',
      handlePaywall(async (c) => {
        const viewer = await manager(c);
        const input = await paywallBody(c, newProfileSchema);
        const profile = await accounts.profiles.create(viewer.customer, {
          name: input.name,
          adult: input.adult,
          avatarUrl: input.avatar_url,
          pin: input.pin,
        });
        return c.json(presentProfile(profile), 201);
      }),
    )
    .get(
      '/v2/accounts/profiles/:id',
      handlePaywall(async (c) => {
        const { viewer } = await viewerIn(c);
        return c.json(presentProfile(await accounts.profiles.get(viewer.customer.id, id(c))));
      }),
    )
    .put(
      '/v2/accounts/profiles/:id',
      handlePaywall(async (c) => {
        const viewer = await manager(c);
        const input = await paywallBody(c, profileChangeSchema);
        const profile = await accounts.profiles.update(viewer.customer.id, id(c), {
          name: input.name,
          adult: input.adult,
          avatarUrl: input.avatar_url,
          pin: input.pin,
        });
        return c.json(presentProfile(profile));
      }),
    )
    .delete(
      '/v2/accounts/profiles/:id',
      handlePaywall(async (c) => {
        const viewer = await manager(c);
        await accounts.profiles.remove(viewer.customer.id, id(c));
        return done(c, 'Profile deleted successfully');
      }),
    )
    .post(
      '/v2/accounts/profiles/:id/token',
      handlePaywall(async (c) => {
        const { viewer } = await viewerIn(c);
        const { pin } = await paywallBody(c, pinSchema);
        const profile = await accounts.profiles.enter(viewer.customer.id, id(c), pin);
        const { accessToken, expiresAt } = await accounts.sessions.forProfile(
          viewer,
          profile.isDefault ? undefined : profile.id,
        );
        return c.json({
          ...presentProfile(profile),
          credentials: { access_token: accessToken, expires: expiresAt },
        });
      }),
    );
}
