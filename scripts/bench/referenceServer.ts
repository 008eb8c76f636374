import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { seedCatalog } from '../../server/catalog/seedCatalog.ts';
import { createServerApp } from '../../server/createServerApp.ts';
import { openDatabase } from '../../server/db/database.ts';
import {
  type AccountSettings,
  createAccounts,
  seedDemoAccounts,
} from '../../server/domain/accounts/index.ts';
import { createPaymentsStack } from '../../server/paymentsStack.ts';

/**
 * The reference back end for a benchmark: one in-memory database with the catalogue and the demo
 * accounts, and as many server instances on it as the benchmark listens (each on a free loopback port).
 */
export async function openReferenceServer(settings: Partial<AccountSettings> = {}) {
  const logger = pino({ level: 'silent' });
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedCatalog(database.db);
  const accounts = await createAccounts({ db: database.db, logger, settings });
  await seedDemoAccounts(accounts);
  // One payments stack for every instance: its provider sweeps its outbox to the first app bound.
  const payments = createPaymentsStack({ database, accounts, logger });

  async function listen(staticDir: string) {
    const app = createServerApp({
      database,
      accounts,
      payments,
      logger,
      staticDir,
      catalogDir: 'server/catalog',
      mediaDir: 'media',
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  return {
    database,
    accounts,
    payments,
    listen,
    close: async () => {
      await payments.close();
      await database.close();
    },
  };
}
