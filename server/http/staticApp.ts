import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';

/** A last path segment with a file extension names a file, never an app route (/package.json). */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]+$/;

/**
 * The app page's protections (issue 18): no type sniffing, no full address sent to other sites, and
 * no framing by other sites. (A full Content-Security-Policy, which the players, their workers and the
 * configured content and licence hosts must run under, is not set yet.)
 */
const PAGE_HEADERS = {
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': "frame-ancestors 'self'",
};

/**
 * The built app: files as they are (hashed assets cached for a year, source maps not served), and
 * index.html for every other GET so that deep links such as /m/{id}/{slug} open the app; a path
 * naming a file that is not there is a 404, not the app.
 */
export function staticApp(staticDir: string) {
  const app = new Hono<{ Variables: { asset: string } }>();
  // The build writes source maps for local debugging; the public server keeps them to itself.
  app.get('*', (c, next) => (c.req.path.endsWith('.map') ? c.text('Not found', 404) : next()));
  app.use(
    '/assets/*',
    // Set on the response serveStatic built: headers set in its onFound never reached it (issue 18).
    async (c, next) => {
      await next();
      if (c.get('asset')) c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
    },
    serveStatic({
      root: staticDir,
      // The build writes .br and .gz beside each asset (vite.config.ts, precompressAssets).
      precompressed: true,
      onFound: (path, c) => c.set('asset', path),
    }),
  );
  /** The app's page, with its protections: for '/' as for every deep link (the file server would send it bare). */
  const page = async (c: Context) => {
    const index = join(staticDir, 'index.html');
    if (!existsSync(index)) return c.text('The app is not built: run `npm run build`.', 503);
    return c.html(await readFile(index, 'utf8'), 200, PAGE_HEADERS);
  };
  app.get('/', page);
  app.get('/index.html', page);
  app.use('*', serveStatic({ root: staticDir, precompressed: true }));
  app.get('*', async (c) => {
    // A search's query is free text (/q/mr.robot): the one app route whose last segment may hold a dot.
    if (FILE_NAME.test(c.req.path) && !c.req.path.startsWith('/q/')) return c.text('Not found', 404);
    return page(c);
  });
  return app;
}
