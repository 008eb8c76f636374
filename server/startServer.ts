import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import pino, { type Logger } from 'pino';
import { seedCatalog } from './catalog/seedCatalog.ts';
import { createServerApp } from './createServerApp.ts';
import type { Database } from './db/database.ts';
import { openWithRetry } from './db/openWithRetry.ts';
import { createAccounts, seedDemoAccounts } from './domain/accounts/index.ts';
import { smtpTransport } from './domain/accounts/smtpTransport.ts';
import { REDACTED_PATHS } from './http/requestLog.ts';
import { createEmbeddedBroker } from './notifications/embeddedBroker.ts';
import { connectExternalBroker } from './notifications/externalBroker.ts';
import type { NotificationPublisher } from './notifications/notificationMessage.ts';
import { notifySessionEnds } from './notifications/sessionNotifications.ts';
import { createPaymentsStack, type PaymentsStack } from './paymentsStack.ts';
import type { ServerSettings } from './serverSettings.ts';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  url: string;
  port: number;
  logger: Logger;
  /** Stops accepting, lets in-flight requests finish within SHUTDOWN_TIMEOUT_MS, then closes the rest. */
  close(): Promise<void>;
}

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

/**
 * JSON lines on stdout through an asynchronous, bounded buffer: a stalled stdout (a log collector that
 * stopped reading) drops lines past 16 MB instead of blocking requests or shutdown (issue 22).
 */
export function createLogger(level: ServerSettings['LOG_LEVEL']): Logger {
  return pino(
    { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    pino.destination({ dest: 1, sync: false, maxLength: 16 * 1024 * 1024 }),
  );
}

function starting(): Response {
  return Response.json(
    { status: 503, code: 'starting', message: 'The server is starting' },
    { status: 503, headers: { 'Retry-After': '1' } },
  );
}

/**
 * Listens first (a busy port fails here, before the database is touched: issue 22), then opens the
 * database, loads the sample catalogue and the demo accounts, and only then serves the app; requests in
 * between answer 503 'starting'. One process, one port.
 */
export async function startServer(
  settings: ServerSettings,
  options: { logger?: Logger } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(settings.LOG_LEVEL);
  let handler: Fetch | undefined;
  const server = serve({
    fetch: (request, env) => (handler ? handler(request, env) : starting()),
    port: settings.PORT,
    hostname: settings.HOST,
  }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.keepAliveTimeout = settings.KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = settings.KEEP_ALIVE_TIMEOUT_MS + 1_000;
  server.requestTimeout = settings.REQUEST_TIMEOUT_MS;
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;

  let database: Database | undefined;
  let notifications: NotificationPublisher | undefined;
  let payments: PaymentsStack | undefined;
  try {
    database = await openWithRetry(
      {
        url: settings.DATABASE_URL,
        dataDir: settings.PGLITE_DATA_DIR,
        connectTimeoutMs: settings.DB_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: settings.DB_STATEMENT_TIMEOUT_MS,
        onPoolError: (error) => logger.warn({ err: error }, 'database connection lost; the pool drops it'),
      },
      logger,
      settings.DB_START_TIMEOUT_MS,
    );
    await seedCatalog(database.db);
    const accounts = await createAccounts({
      db: database.db,
      logger,
      settings: {
        accessTokenSeconds: settings.ACCESS_TOKEN_SECONDS,
        sessionLimit: settings.SESSION_LIMIT,
        notificationKeySeconds: settings.NOTIFICATION_KEY_SECONDS,
        tokenSecret: settings.ACCOUNT_TOKEN_SECRET,
        mailTransport: settings.SMTP_URL ? smtpTransport(settings.SMTP_URL, settings.MAIL_FROM) : undefined,
      },
    });
    await seedDemoAccounts(accounts);
    // Issue 17: the embedded broker on this port at /mqtt, or the operator's broker by MQTT_URL.
    if (settings.MQTT_URL) {
      notifications = await connectExternalBroker(
        settings.MQTT_URL,
        logger,
        settings.MQTT_DYNAMIC_SECURITY ? accounts.notificationKeys : undefined,
      );
    } else {
      const broker = await createEmbeddedBroker({ connect: accounts.notificationKeys.connect, logger });
      broker.attach(server);
      notifications = broker;
    }
    notifySessionEnds(accounts.events, notifications, accounts.notificationKeys.keyOf, logger);
    const publicUrl = () => settings.PUBLIC_URL ?? url;
    payments = createPaymentsStack({ database, accounts, publisher: notifications, logger, publicUrl });
    const app = createServerApp({
      payments,
      demoClock: settings.PAYMENTS_DEMO_CLOCK,
      database,
      accounts,
      realMail: Boolean(settings.SMTP_URL),
      allowedOrigins: settings.ALLOWED_ORIGINS,
      packagedTvApps: settings.PACKAGED_TV_APPS,
      paywallClientSecret: settings.PAYWALL_CLIENT_SECRET,
      notifications: { endpoint: settings.MQTT_PUBLIC_ENDPOINT, broker: notifications },
      publicUrl,
      logger,
      staticDir: settings.STATIC_DIR,
      pageSources: settings.CSP_EXTRA_SOURCES,
      catalogDir: `${repositoryRoot}server/catalog`,
      mediaDir: `${repositoryRoot}media`,
      signingSecret: settings.SIGNING_SECRET ? Buffer.from(settings.SIGNING_SECRET) : undefined,
      analyticsSummaryKey: settings.ANALYTICS_SUMMARY_KEY,
    });
    handler = app.fetch as Fetch;
    payments.start();
  } catch (error) {
    await payments?.close().catch(() => {});
    server.closeAllConnections();
    await notifications?.close().catch(() => {});
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database?.close().catch(() => {});
    throw error;
  }
  logger.info({ url, database: database.kind }, 'server listening');
  const opened = database;
  const broker = notifications;
  const paymentsStack = payments;
  return {
    url,
    port,
    logger,
    async close() {
      logger.info('stopping');
      await paymentsStack
        ?.close()
        .catch((error: unknown) => logger.warn({ err: error }, 'payments did not stop'));
      // Open MQTT connections would hold the port: the broker closes them first.
      await broker?.close().catch((error: unknown) => logger.warn({ err: error }, 'broker did not close'));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = setTimeout(() => server.closeAllConnections(), settings.SHUTDOWN_TIMEOUT_MS);
      await closed;
      clearTimeout(deadline);
      await opened.close();
    },
  };
}
