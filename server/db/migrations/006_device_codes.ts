import type { Kysely } from 'kysely';

/**
 * TV sign-in by phone (RFC 8628, device authorization grant). One row per code the TV asked for, in the
 * database so every server instance sees the same state: the phone's approval may land on one instance
 * while the TV polls another. Both codes are stored as hashes only (RFC 8628 section 5.1, 5.2): the
 * device code is a long random secret (SHA-256), the user code a short one (HMAC with a server secret,
 * since 20^6 values are too few for a plain hash to hide).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_codes')
    .addColumn('device_code_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_code_hash', 'text', (column) => column.notNull().unique())
    .addColumn('integration', 'text', (column) => column.notNull())
    .addColumn('device_name', 'text', (column) => column.notNull())
    .addColumn('ip', 'text')
    // pending → approved → consumed; pending → denied | locked. Only pending codes can be entered.
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('customer_id', 'integer', (column) => column.references('customers.id').onDelete('cascade'))
    .addColumn('uses', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('interval_seconds', 'integer', (column) => column.notNull())
    .addColumn('last_polled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('device_codes_expires').on('device_codes').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_codes').execute();
}
