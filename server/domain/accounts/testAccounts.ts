import pino from 'pino';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../db/testDatabase.ts';
import { type AccountSettings, createAccounts } from './createAccounts.ts';

/** A fresh in-memory database and account domain for one test file, on a clock the test moves. */
export async function openTestAccounts(settings: Partial<AccountSettings> = {}) {
  const database: Database = await openTestDatabase();
  const clock = { now: Date.UTC(2026, 10, 24, 12, 0, 0) };
  const accounts = await createAccounts({
    db: database.db,
    logger: pino({ level: 'silent' }),
    now: () => clock.now,
    settings,
  });
  return { database, accounts, clock };
}
