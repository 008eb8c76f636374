import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import type { Logger } from 'pino';
import type { Database } from './db/database.ts';
import { isDatabaseUnavailable } from './db/databaseErrors.ts';
import type { Accounts, Viewer } from './domain/accounts/index.ts';
import { createBotCheck } from './domain/botCheck/botCheck.ts';
import { configAccessModels } from './domain/configAccessModel.ts';
import { createContentStore } from './domain/contentStore.ts';
import { createMediaTokens } from './domain/mediaTokens.ts';
import { adRoutes } from './http/ads/adRoutes.ts';
import { analyticsRoutes } from './http/analytics/analyticsRoutes.ts';
import { errorResponse, HttpError } from './http/apiError.ts';
import { bodyLimits } from './http/bodyLimits.ts';
import { configRoutes } from './http/configs/configRoutes.ts';
import { contentRoutes } from './http/content/contentRoutes.ts';
import { seriesRoutes } from './http/content/seriesRoutes.ts';
import { devMailRoutes } from './http/dev/devMailRoutes.ts';
import { paymentClockRoutes } from './http/dev/paymentClockRoutes.ts';
import { drmRoutes } from './http/drm/drmRoutes.ts';
import { handoffRoutes } from './http/handoffs/handoffRoutes.ts';
import { imageRoutes } from './http/images/imageRoutes.ts';
import { mediaFileRoutes } from './http/media/mediaFileRoutes.ts';
import { paidStreamRoutes } from './http/media/paidStreamRoutes.ts';
import { streamRoutes } from './http/media/streamRoutes.ts';
import { botCheckRoutes } from './http/providers/botCheck/botCheckRoutes.ts';
import { customRoutes } from './http/providers/custom/customRoutes.ts';
import { deviceRoutes } from './http/providers/device/deviceRoutes.ts';
import { identityHost } from './http/providers/identity/identityHost.ts';
import { identityRoutes } from './http/providers/identity/identityRoutes.ts';
import { merchantRoutes } from './http/providers/merchant/merchantRoutes.ts';
import { paywallRoutes } from './http/providers/paywall/paywallRoutes.ts';
import { paywallReceiptRoutes, subscriptionReceiptRoutes } from './http/providers/shared/receiptRoutes.ts';
import { subscriptionRoutes } from './http/providers/subscription/subscriptionRoutes.ts';
import { loggedPath, requestLog } from './http/requestLog.ts';
import { responseCache } from './http/responseCache.ts';
import { scheduleRoutes } from './http/schedules/scheduleRoutes.ts';
import { staticApp } from './http/staticApp.ts';
import { createViewerAuth } from './http/viewerAuth.ts';
import type { NotificationPublisher } from './notifications/notificationMessage.ts';
import { createPaymentsStack, type PaymentsStack } from './paymentsStack.ts';
import { PSP_MOUNT_PATH } from './psp/index.ts';

export interface ServerAppOptions {
  database: Database;
  /** The account domain every identity façade serves from (issue 13). */
  accounts: Accounts;
  /** True when SMTP_URL sends real mail: the /dev/mail outbox pages are then not served. */
  realMail?: boolean;
  /** Other origins the app is served from (ALLOWED_ORIGINS): they may call the façades cross-origin. */
  allowedOrigins?: string[];
  /** PACKAGED_TV_APPS: requests with `Origin: null` reach the façades too, without credentials. */
  packagedTvApps?: boolean;
  /** The server's public address (PUBLIC_URL or where it listens): the managed identity's issuer. */
  publicUrl?: () => string | undefined;
  /** The account provider's client_secret grant (PAYWALL_CLIENT_SECRET); unset refuses it. */
  paywallClientSecret?: string;
  /** Issue 17: the broker apps connect to (unset endpoint: this server's /mqtt) and what learns new sets. */
  notifications?: { endpoint?: string; broker?: NotificationPublisher };
  /** Issue 23: the payments domain and its local provider; made here (not started) when not given. */
  payments?: PaymentsStack;
  /** Serves POST /dev/payments/clock (PAYMENTS_DEMO_CLOCK; on unless production turns it off). */
  demoClock?: boolean;
  logger: Logger;
  staticDir: string;
  /** Places the app page may reach besides its origin and its .webapp.ini hosts (CSP_EXTRA_SOURCES). */
  pageSources?: readonly string[];
  catalogDir: string;
  mediaDir: string;
  /** The clock, replaceable in tests; live windows, events and schedules follow it. */
  now?: () => number;
  /** Signs media tokens; random per process unless given (tokens then survive a restart). */
  signingSecret?: Buffer;
  /** ANALYTICS_SUMMARY_KEY: the operator's key for GET /v1/analytics/summary; unset, it is open. */
  analyticsSummaryKey?: string;
}

/** Paths that take credentials, or carry operators' HTML: cross-origin calls only from the app's own origins. */
const PRIVATE_PREFIXES = ['/providers/', '/dev/', '/legal/', '/payment-handoffs/'];

/**
 * What a page opened from a file (a packaged TV app) sends as its origin: `null`, or `file://` where the
 * runtime lets the app read its own files (Chromium with file access, as TV web runtimes grant it).
 */
const PACKAGED_APP_ORIGINS = ['null', 'file://'];

/** Paths that belong to the API: an unknown one answers a JSON 404, never the app's HTML. */
const API_PREFIXES = [
  '/v1/',
  '/v2/',
  '/apps/',
  '/legal/',
  '/media/',
  '/providers/',
  '/dev/',
  '/payment-handoffs/',
];

/** The whole HTTP surface of the reference back end, without listening: tests call it in-process. */
export function createServerApp({
  database,
  accounts,
  realMail = false,
  allowedOrigins = [],
  packagedTvApps = false,
  paywallClientSecret,
  notifications,
  payments: givenPayments,
  demoClock = true,
  publicUrl = () => undefined,
  logger,
  staticDir,
  pageSources = [],
  catalogDir,
  mediaDir,
  now = Date.now,
  signingSecret,
  analyticsSummaryKey,
}: ServerAppOptions) {
  const store = createContentStore(database.db, now);
  // Façades mount below and register their token verifiers; content signing asks it who the viewer is.
  const viewerAuth = createViewerAuth(accounts);
  const app = new Hono();

  app.use('*', requestLog(logger));
  // One limit for every body (issue 13: over 64 kB refused), answered before it is read. The managed
  // identity's provider reads its own bodies, with its own limits.
  app.use('*', async (c, next) =>
    c.req.path.startsWith('/providers/identity/') ? next() : bodyLimits(c, next),
  );

  // The app may be served from another origin than its content host (.webapp.ini contentHost): public
  // content answers any origin; the account and payment façades only the app's own (issue 13).
  for (const prefix of API_PREFIXES.filter((prefix) => !PRIVATE_PREFIXES.includes(prefix))) {
    app.use(
      `${prefix}*`,
      cors({ origin: '*', allowHeaders: ['API-KEY', 'Authorization', 'Content-Type'], maxAge: 600 }),
    );
  }
  const privateCors = {
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  };
  // A packaged TV app's page is a file: Origin null, answered without credentials (PACKAGED_TV_APPS).
  // Never the dev outbox, whose mails hold reset links.
  const packagedCors = cors({
    ...privateCors,
    origin: (origin) => (PACKAGED_APP_ORIGINS.includes(origin) ? origin : null),
  });
  for (const prefix of PRIVATE_PREFIXES) {
    const ownCors = cors({
      ...privateCors,
      origin: (origin) => (allowedOrigins.includes(origin) ? origin : null),
      credentials: true,
    });
    const packaged = packagedTvApps && prefix !== '/dev/';
    app.use(`${prefix}*`, (c, next) =>
      packaged && PACKAGED_APP_ORIGINS.includes(c.req.header('origin') ?? '')
        ? packagedCors(c, next)
        : ownCors(c, next),
    );
  }

  // Liveness stays cheap; readiness asks the database (issue 22) so a balancer stops sending it traffic.
  // Content answers are JSON and change rarely: compressed, and with a validator a client can revalidate by.
  const contentCache = responseCache({ ttlMs: 5_000, maxEntries: 1_000, now });
  for (const prefix of ['/v1/*', '/v2/*', '/apps/*']) {
    app.use(prefix, compress({ threshold: 1024 }));
    app.use(prefix, etag());
    app.use(prefix, contentCache);
  }
  app.get('/healthz', (c) => c.json({ status: 'ok', database: database.kind }));
  app.get('/readyz', async (c) => {
    const problem = await database.check(2_000);
    return problem
      ? c.json({ status: 'unavailable', database: database.kind, reason: problem }, 503)
      : c.json({ status: 'ready', database: database.kind });
  });
  const mediaTokens = createMediaTokens(signingSecret, now);
  app.route('/', contentRoutes(store, mediaTokens));
  app.route('/', configRoutes(catalogDir));
  app.route('/', seriesRoutes(store));
  const inKidsProfile = async ({ customer, profileId }: Viewer) =>
    profileId !== undefined &&
    (await accounts.profiles.get(customer.id, profileId).then(
      (profile) => !profile.adult,
      // A profile deleted since its token was issued: the session is back in the account.
      () => false,
    ));
  const paymentsStack =
    givenPayments ??
    createPaymentsStack({ database, accounts, publisher: notifications?.broker, logger, now, publicUrl });
  const { payments } = paymentsStack;
  const heldOffers = async ({ customer }: Viewer) =>
    new Set(
      (await payments.entitlements.held(customer.id, await payments.clock.now())).map((held) => held.offerId),
    );
  app.route(
    '/',
    drmRoutes(store, mediaTokens, viewerAuth, configAccessModels(catalogDir), inKidsProfile, heldOffers),
  );
  app.route('/', paidStreamRoutes(mediaDir, mediaTokens));
  app.route('/', scheduleRoutes(now));
  app.route('/', adRoutes(catalogDir));
  app.route(
    '/',
    analyticsRoutes({
      db: database.db,
      limits: accounts.limits,
      catalogDir,
      summaryKey: analyticsSummaryKey,
      now,
    }),
  );
  app.route('/', imageRoutes(mediaDir));
  app.route('/', streamRoutes(mediaDir, now));
  // TV sign-in by phone; also the subscription and custom façades' code calls, at their paths.
  const identity = identityHost({ db: database.db, accounts, allowedOrigins, publicUrl });
  app.route('/', deviceRoutes({ db: database.db, accounts, viewerAuth, identity, now }));
  paymentsStack.bind(app);
  // "Pay on your phone": the TV's /payment-handoffs calls and the phone's /pay pages.
  app.route('/', handoffRoutes({ db: database.db, accounts, payments, viewerAuth, notifications, now }));
  const facadeDeps = {
    accounts,
    payments,
    viewerAuth,
    logger,
    allowedOrigins,
    paywallClientSecret,
    notifications,
  };
  app.route('/providers/subscription', subscriptionRoutes(facadeDeps));
  app.route('/providers/subscription', subscriptionReceiptRoutes(facadeDeps));
  app.route('/providers/paywall', paywallReceiptRoutes(facadeDeps));
  app.route('/providers/custom', customRoutes(facadeDeps));
  app.route('/providers/paywall', paywallRoutes(facadeDeps));
  app.route(PSP_MOUNT_PATH, paymentsStack.psp.routes);
  app.route('/', merchantRoutes(payments, paymentsStack.psp.notificationSecret, now));
  app.route('/providers/identity', identityRoutes({ identity, accounts, viewerAuth }));
  // ALTCHA checks a challenge's expiry on the real clock, so the bot check keeps to it even in tests.
  app.route(
    '/providers/bot-check',
    botCheckRoutes(accounts, createBotCheck(database.db, accounts.secrets, Date.now)),
  );
  if (!realMail) app.route('/', devMailRoutes(accounts));
  if (demoClock) app.route('/', paymentClockRoutes(paymentsStack));
  app.route('/', mediaFileRoutes(mediaDir));
  app.all('*', async (c, next) => {
    if (API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) {
      return errorResponse(c, 404, { code: 'not_found', message: `No resource at ${c.req.path}` });
    }
    return next();
  });
  const brokerEndpoint = notifications?.endpoint ? [notifications.endpoint] : [];
  app.route('/', staticApp(staticDir, { extraSources: [...brokerEndpoint, ...pageSources] }));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      const issues =
        'issues' in error ? (error.issues as Array<{ path: string; message: string }>) : undefined;
      return errorResponse(c, error.status, { code: error.code, message: error.message, issues });
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, path: loggedPath(c.req.path) }, 'database unavailable');
      c.header('Retry-After', '5');
      return errorResponse(c, 503, {
        code: 'database_unavailable',
        message: 'The service is briefly unavailable: try again shortly',
      });
    }
    logger.error({ err: error, path: loggedPath(c.req.path) }, 'unhandled error');
    return errorResponse(c, 500, { code: 'internal', message: 'Internal server error' });
  });
  return app;
}
