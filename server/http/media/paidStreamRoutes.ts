import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { MediaTokens } from '../../domain/mediaTokens.ts';
import { HttpError, parseInput } from '../apiError.ts';
import { idSchema } from '../content/contentRoutes.ts';

const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  mpd: 'application/dash+xml',
  m4s: 'video/mp4',
  mp4: 'video/mp4',
  vtt: 'text/vtt',
  ts: 'video/mp2t',
};

/**
 * A token is checked as issued for manifests; segments of a film that started with a valid token keep
 * playing for a few hours after it expires (tokens live 20 minutes, films run longer).
 */
const SEGMENT_GRACE_SECONDS = 6 * 3600;

/** The item with its paid streams' addresses carrying a content-signing token. */
export function withStreamToken(item: Record<string, unknown>, token: string): Record<string, unknown> {
  if (!Array.isArray(item.sources)) return item;
  const prefix = `/media/paid/${String(item.mediaid)}/`;
  const sources = (item.sources as Array<Record<string, unknown>>).map((source) =>
    typeof source.file === 'string' && source.file.startsWith(prefix)
      ? { ...source, file: `${prefix}t/${encodeURIComponent(token)}/${source.file.slice(prefix.length)}` }
      : source,
  );
  return { ...item, sources };
}

/**
 * Sold items' streams (issue 22: a paid item's stream was served to anyone): `/media/paid/{id}/…` with no
 * token answers 403; `/media/paid/{id}/t/{token}/{path}` serves `media/{path}` when the token was signed
 * for that item (spec: browsing 7, Content signing). Tokens bind the item, an expiry, and the signed-in
 * viewer (customer and profile) they were signed for.
 */
export function paidStreamRoutes(mediaDir: string, tokens: MediaTokens) {
  return new Hono()
    .get('/media/paid/:id/t/:token/*', async (c) => {
      const id = parseInput(idSchema, c.req.param('id'));
      const token = c.req.param('token');
      const path = c.req.path.split(`/t/${token}/`)[1] ?? '';
      if (!/^[\w-]+(\/[\w.-]+)*$/.test(path) || path.includes('..'))
        throw new HttpError(400, 'invalid_request', 'Bad media path');
      const extension = path.split('.').pop() ?? '';
      const manifest = extension === 'm3u8' || extension === 'mpd';
      if (!tokens.verify(decodeURIComponent(token), id, undefined, manifest ? 0 : SEGMENT_GRACE_SECONDS))
        throw new HttpError(403, 'unauthorized', 'Unauthorized');
      try {
        const body = await readFile(join(mediaDir, path));
        return c.body(body, 200, {
          'content-type': TYPES[extension] ?? 'application/octet-stream',
          'cache-control': 'private, no-store',
        });
      } catch {
        throw new HttpError(404, 'not_found', 'No such media file');
      }
    })
    .get('/media/paid/:id/*', () => {
      throw new HttpError(403, 'signature_required', 'This stream needs a token from content signing');
    });
}
