import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { seedCatalog } from './catalog/seedCatalog.ts';
import { createServerApp } from './createServerApp.ts';
import { openDatabase } from './db/database.ts';
import { createAccounts, seedDemoAccounts } from './domain/accounts/index.ts';
import { smtpTransport } from './domain/accounts/smtpTransport.ts';
import { REDACTED_PATHS } from './http/requestLog.ts';
import type { ServerSettings } from './serverSettings.ts';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Opens the database, loads the sample catalogue and listens: one process, one port. */
export async function startServer(settings: ServerSettings): Promise<RunningServer> {
  const logger = pino({ level: settings.LOG_LEVEL, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } });
  const database = await openDatabase({ url: settings.DATABASE_URL, dataDir: settings.PGLITE_DATA_DIR });
  await seedCatalog(database.db);
  const accounts = await createAccounts({
    db: database.db,
    logger,
    settings: {
      accessTokenSeconds: settings.ACCESS_TOKEN_SECONDS,
      sessionLimit: settings.SESSION_LIMIT,
      tokenSecret: settings.ACCOUNT_TOKEN_SECRET,
      mailTransport: settings.SMTP_URL ? smtpTransport(settings.SMTP_URL, settings.MAIL_FROM) : undefined,
    },
  });
  await seedDemoAccounts(accounts);
  let listeningUrl: string | undefined;
  const app = createServerApp({
    database,
    accounts,
    realMail: Boolean(settings.SMTP_URL),
    allowedOrigins: settings.ALLOWED_ORIGINS,
    paywallClientSecret: settings.PAYWALL_CLIENT_SECRET,
    publicUrl: () => settings.PUBLIC_URL ?? listeningUrl,
    logger,
    staticDir: settings.STATIC_DIR,
    catalogDir: `${repositoryRoot}server/catalog`,
    mediaDir: `${repositoryRoot}media`,
    signingSecret: settings.SIGNING_SECRET ? Buffer.from(settings.SIGNING_SECRET) : undefined,
  });
  const server = serve({ fetch: app.fetch, port: settings.PORT, hostname: settings.HOST });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  listeningUrl = url;
  logger.info({ url, database: database.kind }, 'server listening');
  return {
    url,
    port,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
