import type { Kysely } from 'kysely';

/**
 * "Pay on your phone": a TV hands its order to a phone by a short code. In the database, not in a
 * process, because the TV's polls, the phone's pages and the provider's notification may each reach
 * another instance. Plain SQL both PGlite and PostgreSQL run; the code (HMAC) and the phone's session
 * secret (SHA-256) only as hashes, so a copy of the table opens no checkout.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_handoffs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('offer_id', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('session_hash', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('code_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('redeemed_at', 'timestamptz')
    .addColumn('session_expires_at', 'timestamptz')
    .execute();
  // Old hand-offs are deleted by age when new ones are made.
  await db.schema
    .createIndex('payment_handoffs_created')
    .on('payment_handoffs')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_handoffs').execute();
}
