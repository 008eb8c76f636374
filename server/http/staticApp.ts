import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { parse } from 'ini';
import { pageSecurityPolicy } from './pageSecurityPolicy.ts';

/** A last path segment with a file extension names a file, never an app route (/package.json). */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]+$/;

/**
 * Every address the served .webapp.ini names (content host, identity and provider hosts, a config
 * source given as a URL): the places the app talks to besides this origin. An unreadable file names
 * none; the app itself says what is wrong with it.
 */
async function settingsHosts(staticDir: string): Promise<string[]> {
  const text = await readFile(join(staticDir, '.webapp.ini'), 'utf8').catch(() => '');
  let values: unknown[];
  try {
    values = Object.values(parse(text));
  } catch {
    return [];
  }
  return values.flat().filter((value): value is string => typeof value === 'string' && URL.canParse(value));
}

const noCache: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.ok) c.res.headers.set('cache-control', 'no-cache');
};

export interface StaticAppOptions {
  /** More places the app reaches (licence servers, ad servers, a media CDN, the notification broker). */
  extraSources?: readonly string[];
}

/**
 * The built app: files as they are (hashed assets cached for a year, source maps not served), and
 * index.html for every other GET so that deep links such as /m/{id}/{slug} open the app; a path
 * naming a file that is not there is a 404, not the app.
 */
export function staticApp(staticDir: string, { extraSources = [] }: StaticAppOptions = {}) {
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
  /**
   * The app's page with its protections (issue 18), for '/' as for every deep link (the file server
   * would send it bare): not cached, no type sniffing, no full address sent to other sites, no framing
   * by other sites, and the Content-Security-Policy the app and its players run under.
   */
  const page = async (c: Context) => {
    const index = join(staticDir, 'index.html');
    if (!existsSync(index)) return c.text('The app is not built: run `npm run build`.', 503);
    const html = await readFile(index, 'utf8');
    const hosts = [...(await settingsHosts(staticDir)), ...extraSources];
    return c.html(html, 200, {
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': pageSecurityPolicy({ html, hosts }),
    });
  };
  /*
   * The service worker and the web app manifest (issue 20) keep their names across builds: a proxy or
   * browser cache holding an old one would hold back an update (or install it a day late).
   */
  app.use('/sw.js', noCache);
  app.use('/manifest.webmanifest', noCache);
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
