import pino, { type Logger } from 'pino';
import { seedCatalog } from '../../../catalog/seedCatalog.ts';
import { createServerApp } from '../../../createServerApp.ts';
import { openTestDatabase } from '../../../db/testDatabase.ts';
import { type AccountSettings, createAccounts, seedDemoAccounts } from '../../../domain/accounts/index.ts';
import type { NotificationPublisher } from '../../../notifications/notificationMessage.ts';
import { createPaymentsStack } from '../../../paymentsStack.ts';
import { serverSettingsSchema } from '../../../serverSettings.ts';
import { type RunningServer, startServer } from '../../../startServer.ts';

/**
 * The whole server app on a fresh in-memory database with the demo accounts, on a clock the test moves:
 * façade tests send real HTTP requests in-process (`app.request`).
 */
export async function openTestApp(
  settings: Partial<AccountSettings> = {},
  options: {
    allowedOrigins?: string[];
    packagedTvApps?: boolean;
    paywallClientSecret?: string;
    logger?: Logger;
    signingSecret?: Buffer;
    /** Where payment notifications go (issue 23); unset: nowhere. */
    publisher?: NotificationPublisher;
    analyticsSummaryKey?: string;
  } = {},
) {
  const database = await openTestDatabase();
  await seedCatalog(database.db);
  const clock = { now: Date.UTC(2026, 10, 24, 12, 0, 0) };
  const now = () => clock.now;
  const logger = options.logger ?? pino({ level: 'silent' });
  const accounts = await createAccounts({ db: database.db, logger, now, settings });
  await seedDemoAccounts(accounts);
  const payments = createPaymentsStack({ database, accounts, publisher: options.publisher, logger, now });
  const app = createServerApp({
    database,
    accounts,
    payments,
    logger,
    staticDir: 'public',
    catalogDir: 'server/catalog',
    mediaDir: 'media',
    now,
    allowedOrigins: options.allowedOrigins,
    packagedTvApps: options.packagedTvApps,
    paywallClientSecret: options.paywallClientSecret,
    signingSecret: options.signingSecret,
    analyticsSummaryKey: options.analyticsSummaryKey,
  });
  return {
    app,
    accounts,
    database,
    clock,
    payments,
    close: async () => {
      await payments.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof openTestApp>>;

/**
 * The whole server listening on a free local port, silent, on an in-memory database unless the
 * settings say otherwise: for what answers on the Node request only (the managed identity).
 */
export function startTestServer(settings: Record<string, string> = {}): Promise<RunningServer> {
  return startServer(
    serverSettingsSchema.parse({
      PORT: '0',
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: 'memory://',
      STATIC_DIR: 'public',
      LOG_LEVEL: 'silent',
      ...settings,
    }),
  );
}
