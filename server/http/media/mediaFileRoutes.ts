import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { mediaTypes } from '../../media/mediaTypes.ts';

/** A VOD file never changes under its name: cacheable for a day (live playlists are not files). */
const VOD_CACHE = 'public, max-age=86400';

/**
 * The media directory's files under /media/ (issue 18): byte ranges (206, and 416 for a range past the
 * end) and HEAD from serveStatic; the content types TV players go by, and cache headers, set here on
 * the response it built (its own table says application/octet-stream for playlists and manifests, and
 * headers set in its onFound never reach a response it has already made).
 */
export function mediaFileRoutes(mediaDir: string) {
  const typeOf = mediaTypes();
  const app = new Hono<{ Variables: { mediaFile: string } }>();
  app.use(
    '/media/*',
    async (c, next) => {
      await next();
      const file = c.get('mediaFile');
      if (!file) return;
      c.res.headers.set('content-type', await typeOf(file));
      c.res.headers.set('cache-control', VOD_CACHE);
    },
    serveStatic({
      root: mediaDir,
      rewriteRequestPath: (path) => path.replace(/^\/media/, ''),
      onFound: (path, c) => c.set('mediaFile', path),
    }),
  );
  return app;
}
