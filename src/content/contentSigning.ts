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

/** POST a signing URL; the token, or NotEntitledError when the viewer may not watch. */
async function signingToken(url: string, bearer: string | undefined): Promise<string> {
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
  return signature.token;
}

async function signedMediaItem(mediaUrl: string) {
  const media = await request(mediaUrl);
  if (!media.ok)
    throw new ApiError(`Request '${mediaUrl}' failed with ${media.status}`, media.status, mediaUrl);
  const item = playlistSchema.parse(await media.json()).playlist[0];
  return mediaItemSchema.parse(item);
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
  const id = encodeURIComponent(mediaId);
  const policy = encodeURIComponent(policyId);
  const token = await signingToken(join(signingHost, `/media/${id}/sign/drm/${policy}`), bearer);
  return signedMediaItem(
    join(contentHost, `/v2/media/${id}/drm/${policy}?token=${encodeURIComponent(token)}`),
  );
}

/**
 * spec: browsing 7, Content signing — a sold item's clear streams: POST /media/{id}/sign for a token,
 * then the media API with it, whose sources carry the token in their addresses.
 */
export async function signedItem(signingHost: string, contentHost: string, mediaId: string, bearer?: string) {
  const id = encodeURIComponent(mediaId);
  const token = await signingToken(join(signingHost, `/media/${id}/sign`), bearer);
  return signedMediaItem(join(contentHost, `/v2/media/${id}?token=${encodeURIComponent(token)}`));
}
