import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { Database } from './db/database.ts';
import { createContentStore } from './domain/contentStore.ts';
import { errorResponse, HttpError } from './http/apiError.ts';
import { configRoutes } from './http/configs/configRoutes.ts';
import { contentRoutes } from './http/content/contentRoutes.ts';
import { posterRoutes } from './http/images/posterRoutes.ts';
import { staticApp } from './http/staticApp.ts';

export interface ServerAppOptions {
  database: Database;
  logger: Logger;
  staticDir: string;
  catalogDir: string;
  mediaDir: string;
}

/** Paths that belong to the API: an unknown one answers a JSON 404, never the app's HTML. */
const API_PREFIXES = ['/v1/', '/v2/', '/apps/', '/images/', '/legal/', '/media/'];

/** The whole HTTP surface of the reference back end, without listening: tests call it in-process. */
export function createServerApp({ database, logger, staticDir, catalogDir, mediaDir }: ServerAppOptions) {
  const store = createContentStore(database.db);
  const app = new Hono();

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });

  app.get('/healthz', (c) => c.json({ status: 'ok', database: database.kind }));
  app.route('/', contentRoutes(store));
  app.route('/', configRoutes(catalogDir));
  app.route('/', posterRoutes(store));
  app.use(
    '/media/*',
    serveStatic({ root: mediaDir, rewriteRequestPath: (path) => path.replace(/^\/media/, '') }),
  );
  app.all('*', async (c, next) => {
    if (API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) {
      return errorResponse(c, 404, { code: 'not_found', message: `No resource at ${c.req.path}` });
    }
    return next();
  });
  app.route('/', staticApp(staticDir));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      const issues =
        'issues' in error ? (error.issues as Array<{ path: string; message: string }>) : undefined;
      return errorResponse(c, error.status, { code: error.code, message: error.message, issues });
    }
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return errorResponse(c, 500, { code: 'internal', message: 'Internal server error' });
  });
  return app;
}
