import type { Kysely } from 'kysely';

/**
 * The managed identity's state (sessions, grants, codes, tokens, interactions of the OpenID Connect
 * provider), in the database so that any server instance can continue a sign-in another one started.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oidc_payloads')
    .addColumn('model', 'text', (column) => column.notNull())
    .addColumn('id', 'text', (column) => column.notNull())
    .addColumn('payload', 'jsonb', (column) => column.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_payloads_grant').on('oidc_payloads').column('grant_id').execute();
  await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').columns(['model', 'uid']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oidc_payloads').execute();
}
