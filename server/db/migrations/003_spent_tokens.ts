import type { Kysely } from 'kysely';

/**
 * Single-use proofs (the bot check's solved challenges): a proof is spent by inserting its hash, so a
 * replay on any server instance finds it. Rows past their expiry are worthless and are swept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('spent_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spent_tokens').execute();
}
