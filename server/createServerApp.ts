import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Logger } from 'pino';
import type { Database } from './db/database.ts';
import type { Accounts } from './domain/accounts/index.ts';
import { configAccessModels } from './domain/configAccessModel.ts';
import { createContentStore } from './domain/contentStore.ts';
import { createMediaTokens } from './domain/mediaTokens.ts';
import { adRoutes } from './http/ads/adRoutes.ts';
import { errorResponse, HttpError } from './http/apiError.ts';
import { configRoutes } from './http/configs/configRoutes.ts';
import { contentRoutes } from './http/content/contentRoutes.ts';
import { seriesRoutes } from './http/content/seriesRoutes.ts';
import { devMailRoutes } from './http/dev/devMailRoutes.ts';
import { drmRoutes } from './http/drm/drmRoutes.ts';
import { imageRoutes } from './http/images/imageRoutes.ts';
import { streamRoutes } from './http/media/streamRoutes.ts';
import { deviceRoutes } from './http/providers/device/deviceRoutes.ts';
import { scheduleRoutes } from './http/schedules/scheduleRoutes.ts';
import { staticApp } from './http/staticApp.ts';
import { createViewerAuth } from './http/viewerAuth.ts';

export interface ServerAppOptions {
  database: Database;
  /** The account domain every identity façade serves from (issue 13). */
  accounts: Accounts;
  /** True when SMTP_URL sends real mail: the /dev/mail outbox pages are then not served. */
  realMail?: boolean;
  logger: Logger;
  staticDir: string;
  catalogDir: string;
  mediaDir: string;
  /** The clock, replaceable in tests; live windows, events and schedules follow it. */
  now?: () => number;
  /** Signs media tokens; random per process unless given (tokens then survive a restart). */
  signingSecret?: Buffer;
}

/** Paths that belong to the API: an unknown one answers a JSON 404, never the app's HTML. */
const API_PREFIXES = ['/v1/', '/v2/', '/apps/', '/legal/', '/media/', '/providers/', '/dev/'];

/** The whole HTTP surface of the reference back end, without listening: tests call it in-process. */
export function createServerApp({
  database,
  accounts,
  realMail = false,
  logger,
  staticDir,
  catalogDir,
  mediaDir,
  now = Date.now,
  signingSecret,
}: ServerAppOptions) {
  const store = createContentStore(database.db, now);
  // Façades mount below and register their token verifiers; content signing asks it who the viewer is.
  const viewerAuth = createViewerAuth(accounts);
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

  // The app may be served from another origin than its content host (.webapp.ini contentHost).
  for (const prefix of API_PREFIXES) {
    app.use(
      `${prefix}*`,
      cors({ origin: '*', allowHeaders: ['API-KEY', 'Authorization', 'Content-Type'], maxAge: 600 }),
    );
  }

  app.get('/healthz', (c) => c.json({ status: 'ok', database: database.kind }));
  app.route('/', contentRoutes(store));
  app.route('/', configRoutes(catalogDir));
  app.route('/', seriesRoutes(store));
  app.route(
    '/',
    drmRoutes(store, createMediaTokens(signingSecret, now), viewerAuth, configAccessModels(catalogDir)),
  );
  app.route('/', scheduleRoutes(now));
  app.route('/', adRoutes());
  app.route('/', imageRoutes(mediaDir));
  app.route('/', streamRoutes(mediaDir, now));
  app.route('/', deviceRoutes({ db: database.db, accounts, viewerAuth, now }));
  if (!realMail) app.route('/', devMailRoutes(accounts));
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
