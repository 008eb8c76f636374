import type { Kysely } from 'kysely';

/**
 * Real-time notification credentials (issue 17; spec: payments 3, 'Notification credentials'): one set
 * per signed-in session, in the database so any instance's broker can check a CONNECT. The session
 * token is stored as a SHA-256 hash only; the access key is its public name (the MQTT username).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_keys')
    .addColumn('access_key', 'text', (column) => column.primaryKey())
    .addColumn('session_id', 'uuid', (column) =>
      column.notNull().unique().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_keys').execute();
}
