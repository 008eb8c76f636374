import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/**
 * The built app: files as they are (hashed assets cached for a year), and index.html for every other
 * GET so that deep links such as /m/{id}/{slug} open the app.
 */
export function staticApp(staticDir: string) {
  const app = new Hono();
  app.use(
    '/assets/*',
    serveStatic({
      root: staticDir,
      // The build writes .br and .gz beside each asset (vite.config.ts, precompressAssets).
      precompressed: true,
      onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root: staticDir, precompressed: true }));
  app.get('*', async (c) => {
    const index = join(staticDir, 'index.html');
    if (!existsSync(index)) return c.text('The app is not built: run `npm run build`.', 503);
    return c.html(await readFile(index, 'utf8'), 200, { 'cache-control': 'no-cache' });
  });
  return app;
}
