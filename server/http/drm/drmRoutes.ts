import { type Context, Hono } from 'hono';
import { z } from 'zod';
// One rule for both sides: the app lists by it, the reference back end signs by it.
import { notForChildren } from '../../../src/domain/kidsContent.ts';
import { drmPolicies, itemKeyIds } from '../../catalog/drmKeys.ts';
import { demoClearKey, drmLicencePaths } from '../../catalog/index.ts';
import type { Viewer } from '../../domain/accounts/index.ts';
import type { ContentStore } from '../../domain/contentStore.ts';
import { type AccessModel, isEntitled } from '../../domain/entitlement.ts';
import type { MediaTokens } from '../../domain/mediaTokens.ts';
import { HttpError, parseInput } from '../apiError.ts';
import { idSchema } from '../content/contentRoutes.ts';
import { readBody } from '../providers/shared/readBody.ts';
import type { ViewerAuth } from '../viewerAuth.ts';

/** The signing body (spec: browsing 7 leaves it open): the asking app's config, whose access model applies. */
const signRequestSchema = z
  .object({
    config: z
      .string()
      .regex(/^[a-z0-9]{8}$/)
      .optional(),
  })
  .catch({});

const licenceRequestSchema = z.object({
  kids: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'each kid is 16 bytes in base64url'))
    .min(1)
    .max(16),
  // EME session types (W3C ClearKey); a persistent licence only where the policy allows it.
  type: z.enum(['temporary', 'persistent-license']).default('temporary'),
});

const tokenQuerySchema = z.object({
  token: z.string().min(1, 'token is required').max(2000),
  user_id: z.string().max(100).optional(),
  profile_id: z.string().max(100).optional(),
});

/**
 * The user_id and profile_id the app adds to playback URLs (spec: browsing 7, Playback) must be the ones
 * the token was signed for: a token lent to someone else's URL does not play.
 */
function sameViewer(
  payload: { user?: string; profile?: string },
  userId?: string,
  profileId?: string,
): boolean {
  if (userId !== undefined && userId !== payload.user) return false;
  return profileId === undefined || profileId === payload.profile;
}

function hexToBase64url(hex: string): string {
  return Buffer.from(hex, 'hex').toString('base64url');
}

/**
 * Content signing (spec: browsing 7, Content signing), the DRM policy path of the media API, and the
 * licence servers: ClearKey answers; the vendor systems are configured in the items but need a DRM
 * vendor's service, so they say so.
 */
export function drmRoutes(
  store: ContentStore,
  tokens: MediaTokens,
  viewerAuth: ViewerAuth,
  accessModelOf: (configId: string | undefined) => Promise<AccessModel>,
  /** Whether the viewer is in a kids profile (issue 16). */
  inKidsProfile: (viewer: Viewer) => Promise<boolean>,
  /** The offers the viewer holds now (issue 23: the payments domain's entitlements). */
  heldOffers: (viewer: Viewer) => Promise<ReadonlySet<string>>,
) {
  const signed = async (c: Context, mediaId: string, policyId?: string) => {
    const item = await store.media(mediaId);
    if (!item) throw new HttpError(404, 'not_found', 'MediaItem not found');
    // No body asks with no config; a body that does not parse is refused, not taken as none (issue 18).
    const body = await readBody(c);
    if (!body) throw new HttpError(400, 'invalid_request', 'The body must be a JSON object');
    const model = await accessModelOf(parseInput(signRequestSchema, body).config);
    // A bearer of any integration says who asks; a token that no longer works counts as a guest.
    const viewer = await viewerAuth.identify(c);
    const held = viewer ? await heldOffers(viewer) : undefined;
    if (!isEntitled(item, model, viewer, held)) throw new HttpError(401, 'unauthorized', 'Unauthorized');
    if (viewer && notForChildren(item) && (await inKidsProfile(viewer)))
      throw new HttpError(403, 'kids_profile', 'This title is not available in a kids profile');
    const bound = viewer
      ? { user: viewer.customer.uuid, ...(viewer.profileId ? { profile: viewer.profileId } : {}) }
      : undefined;
    return { entitled: true, token: tokens.issue(mediaId, policyId, bound) };
  };

  const app = new Hono()
    .post('/media/:id/sign', async (c) => c.json(await signed(c, parseInput(idSchema, c.req.param('id')))))
    .post('/media/:id/sign/drm/:policyId', async (c) => {
      const policyId = parseInput(idSchema, c.req.param('policyId'));
      if (!drmPolicies[policyId])
        throw new HttpError(404, 'unknown_policy', `Unknown DRM policy '${policyId}'`);
      return c.json(await signed(c, parseInput(idSchema, c.req.param('id')), policyId));
    })
    .get('/v2/media/:id/drm/:policyId', async (c) => {
      const id = parseInput(idSchema, c.req.param('id'));
      const policyId = parseInput(idSchema, c.req.param('policyId'));
      const { token, user_id, profile_id } = parseInput(tokenQuerySchema, c.req.query());
      const payload = tokens.verify(token, id, policyId);
      if (!payload || !sameViewer(payload, user_id, profile_id))
        throw new HttpError(403, 'unauthorized', 'Unauthorized');
      const item = await store.media(id);
      if (!item) throw new HttpError(404, 'not_found', 'MediaItem not found');
      const withToken = (url: string) => `${url}?token=${encodeURIComponent(token)}`;
      const sources = (item.sources as Array<{ drm?: Record<string, Record<string, string>> }>).map(
        (source) => ({
          ...source,
          ...(source.drm
            ? {
                drm: Object.fromEntries(
                  Object.entries(source.drm).map(([system, urls]) => [
                    system,
                    Object.fromEntries(Object.entries(urls).map(([name, url]) => [name, withToken(url)])),
                  ]),
                ),
              }
            : {}),
        }),
      );
      return c.json({ feedid: id, title: String(item.title ?? ''), playlist: [{ ...item, sources }] });
    })
    .post(drmLicencePaths.clearkey, async (c) => {
      const { token, user_id, profile_id } = parseInput(tokenQuerySchema, c.req.query());
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw new HttpError(
          400,
          'invalid_request',
          'The licence request must be JSON: {"kids": [...], "type": "temporary"}',
        );
      }
      const request = parseInput(licenceRequestSchema, body);
      const mediaId = token.split('.').length === 2 ? tokenMedia(token) : undefined;
      const payload = mediaId ? tokens.verify(token, mediaId) : undefined;
      if (!payload || !sameViewer(payload, user_id, profile_id))
        throw new HttpError(403, 'unauthorized', 'Unauthorized');
      // The token must name a known policy, and the item must be protected by keys it asks for, all of them.
      const policy = payload.policy ? drmPolicies[payload.policy] : undefined;
      if (!policy) throw new HttpError(403, 'unauthorized', 'The token was not signed for a DRM policy');
      const item = await store.media(payload.media);
      const itemKids = itemKeyIds(item ?? {});
      if (itemKids.length === 0) throw new HttpError(403, 'unauthorized', 'This media is not DRM-protected');
      if (!request.kids.every((kid) => itemKids.includes(kid)))
        throw new HttpError(404, 'key_not_found', 'No key for the requested key id');
      if (request.type === 'persistent-license' && !policy.persistentLicences)
        throw new HttpError(400, 'invalid_request', 'This policy gives temporary licences only');
      return c.json({
        keys: [{ kty: 'oct', kid: itemKids[0], k: hexToBase64url(demoClearKey.keyHex) }],
        type: request.type,
      });
    });

  for (const system of ['widevine', 'playready', 'fairplay'] as const) {
    app.all(`${drmLicencePaths[system]}/*`, (c) => c.json(unavailable(system), 501));
    app.all(drmLicencePaths[system], (c) => c.json(unavailable(system), 501));
  }
  return app;
}

function unavailable(system: string) {
  return {
    status: 501,
    code: 'drm_system_unavailable',
    message: `${system} licences need a DRM vendor's licence service; this reference back end serves ClearKey`,
  };
}

/** The media a token names, read before its signature is checked (the check follows). */
function tokenMedia(token: string): string | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8'));
    return typeof payload === 'object' &&
      payload !== null &&
      'media' in payload &&
      typeof payload.media === 'string'
      ? payload.media
      : undefined;
  } catch {
    return undefined;
  }
}
