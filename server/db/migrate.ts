import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DatabaseSchema } from './databaseSchema.ts';
import * as catalog from './migrations/001_catalog.ts';
import * as accounts from './migrations/002_accounts.ts';
import * as spentTokens from './migrations/003_spent_tokens.ts';
import * as identity from './migrations/004_identity.ts';
import * as pinCodes from './migrations/005_pin_codes.ts';
import * as deviceCodes from './migrations/006_device_codes.ts';
import * as notificationKeys from './migrations/007_notification_keys.ts';
import * as payments from './migrations/008_payments.ts';
import * as psp from './migrations/009_psp.ts';
import * as paymentHandoffs from './migrations/010_payment_handoffs.ts';
import * as analytics from './migrations/011_analytics.ts';

/** Migrations listed in code (not read from disk), so they run the same from source and in tests. */
const migrations: Record<string, Migration> = {
  '001_catalog': catalog,
  '002_accounts': accounts,
  '003_spent_tokens': spentTokens,
  '004_identity': identity,
  '005_pin_codes': pinCodes,
  '006_device_codes': deviceCodes,
  '007_notification_keys': notificationKeys,
  '008_payments': payments,
  '009_psp': psp,
  '010_payment_handoffs': paymentHandoffs,
  '011_analytics': analytics,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<DatabaseSchema>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
