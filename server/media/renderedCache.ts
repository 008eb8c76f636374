import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

export interface Rendered {
  body: string;
  gzip: Buffer;
  etag: string;
}

/**
 * Rendered text responses kept by key, least recently used out first: a catch-up window is the same
 * bytes for everyone who asks for the same programme, so it is rendered and compressed once (issue 22:
 * a 24 h window cost 4.9 MB per request and slowed every other route).
 *
 * Misses are rendered one at a time, each in a macrotask of its own, and compressed on libuv's thread
 * pool: a flood of distinct windows then waits in this queue instead of in the event loop, and a probe
 * or a playlist request arriving meanwhile is answered between two renders (`npm run loadtest`:
 * /healthz p99 during a flood of random catch-up windows went from 58x its p99 alone to the figure in
 * the README). Concurrent misses of one key share one render.
 */
export function renderedCache(maxEntries: number) {
  const entries = new Map<string, Rendered>();
  const pending = new Map<string, Promise<Rendered>>();
  let queue: Promise<unknown> = Promise.resolve();
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  const renderInTurn = (render: () => string): Promise<Rendered> => {
    const turn = queue.then(async () => {
      await nextTurn();
      const body = render();
      return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    });
    queue = turn.catch(() => undefined);
    return turn.then(async ({ body, etag }) => ({ body, etag, gzip: await gzipAsync(body) }));
  };

  return {
    async get(key: string, render: () => string): Promise<Rendered> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const rendering = renderInTurn(render).then((rendered) => {
        entries.set(key, rendered);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        return rendered;
      });
      pending.set(key, rendering);
      try {
        return await rendering;
      } finally {
        pending.delete(key);
      }
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
