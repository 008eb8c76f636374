import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export interface Rendered {
  body: string;
  gzip: Buffer;
  etag: string;
}

/**
 * Rendered text responses kept by key, least recently used out first: a catch-up window is the same
 * bytes for everyone who asks for the same programme, so it is rendered and compressed once (issue 22:
 * a 24 h window cost 4.9 MB per request and slowed every other route).
 */
export function renderedCache(maxEntries: number) {
  const entries = new Map<string, Rendered>();
  return {
    get(key: string, render: () => string): Rendered {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const body = render();
      const rendered = {
        body,
        gzip: gzipSync(body),
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      };
      entries.set(key, rendered);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return rendered;
    },
    get size() {
      return entries.size;
    },
  };
}

/** Answers a rendered response: 304 for a matching validator, gzip for a client that takes it. */
export function sendRendered(
  request: { header(name: string): string | undefined },
  rendered: Rendered,
  headers: Record<string, string>,
): Response {
  const common = { ...headers, etag: rendered.etag, vary: 'accept-encoding' };
  if (request.header('if-none-match') === rendered.etag)
    return new Response(null, { status: 304, headers: common });
  if (/\bgzip\b/.test(request.header('accept-encoding') ?? ''))
    return new Response(new Uint8Array(rendered.gzip), {
      headers: { ...common, 'content-encoding': 'gzip' },
    });
  return new Response(rendered.body, { headers: common });
}
