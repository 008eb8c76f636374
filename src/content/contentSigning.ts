import { z } from 'zod/mini';
import { ApiError, request } from '../net/http.ts';
import { mediaItemSchema, playlistSchema } from './contentSchemas.ts';

const signatureSchema = z.object({ entitled: z.boolean(), token: z.optional(z.string()) });

export class NotEntitledError extends Error {
  constructor() {
    // spec: browsing 8 — signing says not entitled: 'Unauthorized'.
    super('Unauthorized');
    this.name = 'NotEntitledError';
  }
}

function join(host: string, path: string): string {
  return `${host.replace(/\/$/, '')}${path}`;
}

/**
 * spec: browsing 7, Content signing — POST /media/{id}/sign/drm/{policyId} for a token, then the DRM
 * policy path of the media API for sources whose licence URLs carry it.
 */
export async function signedDrmItem(
  signingHost: string,
  contentHost: string,
  mediaId: string,
  policyId: string,
  bearer?: string,
) {
  const url = join(
    signingHost,
    `/media/${encodeURIComponent(mediaId)}/sign/drm/${encodeURIComponent(policyId)}`,
  );
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: '{}',
  }).catch((cause: unknown) => {
    throw new ApiError(`Request '${url}' failed`, 0, url, 'network', { cause });
  });
  if (response.status === 401) throw new NotEntitledError();
  if (!response.ok)
    throw new ApiError(`Request '${url}' failed with ${response.status}`, response.status, url);
  const signature = signatureSchema.parse(await response.json());
  if (!signature.entitled || !signature.token) throw new NotEntitledError();
  const mediaUrl = join(
    contentHost,
    `/v2/media/${encodeURIComponent(mediaId)}/drm/${encodeURIComponent(policyId)}?token=${encodeURIComponent(signature.token)}`,
  );
  const media = await request(mediaUrl);
  if (!media.ok)
    throw new ApiError(`Request '${mediaUrl}' failed with ${media.status}`, media.status, mediaUrl);
  const item = playlistSchema.parse(await media.json()).playlist[0];
  return mediaItemSchema.parse(item);
}
