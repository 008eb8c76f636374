import { type Kysely, sql } from 'kysely';

/**
 * The local payment provider's state (server/psp): in the database, not in memory, because several
 * instances share one database and a 3-D Secure or wallet page may be served by another instance than
 * the one that created it. Never a card number or a security code (notes: payments).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('psp_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('reference', 'text', (column) => column.notNull())
    .addColumn('amount_minor', 'bigint', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('return_url', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('psp_payments')
    .addColumn('reference', 'text', (column) => column.primaryKey())
    .addColumn('psp_reference', 'text', (column) => column.notNull().unique())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('fingerprint', 'text', (column) => column.notNull())
    .addColumn('amount_minor', 'bigint')
    .addColumn('currency', 'text')
    .addColumn('shopper_reference', 'text', (column) => column.notNull())
    .addColumn('answer', 'jsonb', (column) => column.notNull())
    .addColumn('outcome', 'jsonb')
    .addColumn('card', 'jsonb')
    .addColumn('store_for_recurring', 'boolean', (column) => column.notNull())
    .addColumn('after_challenge', 'text')
    .addColumn('needs_shopper', 'boolean', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('psp_challenges')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('reference', 'text', (column) =>
      column.notNull().unique().references('psp_payments.reference'),
    )
    .addColumn('return_url', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('decision', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('expiry_event_id', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('psp_wallet_approvals')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('reference', 'text', (column) =>
      column.notNull().unique().references('psp_payments.reference'),
    )
    .addColumn('success_url', 'text', (column) => column.notNull())
    .addColumn('cancel_url', 'text', (column) => column.notNull())
    .addColumn('error_url', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('decision', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('expiry_event_id', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('psp_stored_tokens')
    .addColumn('token', 'text', (column) => column.primaryKey())
    .addColumn('shopper_reference', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('brand', 'text')
    .addColumn('last4', 'text')
    .addColumn('exp_month', 'integer')
    .addColumn('exp_year', 'integer')
    .addColumn('holder_name', 'text')
    .addColumn('payer_id', 'text')
    .addColumn('needs_shopper', 'boolean', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('psp_outbox')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('reference', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('deliver_after', 'timestamptz', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_status', 'integer')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('given_up_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  // The sweeper's question, several times a second: which undelivered rows are due?
  await sql`create index psp_outbox_due on psp_outbox (deliver_after) where delivered_at is null and given_up_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'psp_outbox',
    'psp_stored_tokens',
    'psp_wallet_approvals',
    'psp_challenges',
    'psp_payments',
    'psp_sessions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
