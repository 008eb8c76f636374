import type { Kysely } from 'kysely';

/** One-time PIN codes the account provider mails to confirm a protected action (spec: accounts 7.2). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pin_codes')
    .addColumn('customer_id', 'integer', (column) =>
      column.primaryKey().references('customers.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pin_codes').execute();
}
