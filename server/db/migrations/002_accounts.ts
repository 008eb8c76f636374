import { type Kysely, sql } from 'kysely';

/**
 * The account domain (spec: accounts 3): customers and everything that hangs off them, each table
 * deleted with its customer (account deletion, accounts 4.9), plus the state that several server
 * instances must share: sessions and refresh-token families, rate-limit counters, the mail outbox and
 * generated secrets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('customers')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('uuid', 'uuid', (column) => column.notNull().unique())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('country', 'text', (column) => column.notNull().defaultTo('US'))
    .addColumn('locale', 'text', (column) => column.notNull().defaultTo('en_US'))
    .addColumn('currency', 'text', (column) => column.notNull().defaultTo('USD'))
    .addColumn('password_hash', 'text')
    .addColumn('register_source', 'text', (column) => column.notNull())
    .addColumn('metadata', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('reg_date', 'timestamptz', (column) => column.notNull())
    .addColumn('last_user_ip', 'text')
    .execute();
  // spec: accounts 3.1 — one account per address, compared case-insensitively.
  await sql`create unique index customers_email_key on customers (lower(email))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('customer_id', 'integer', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('integration', 'text', (column) => column.notNull())
    .addColumn('profile_id', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_used_at', 'timestamptz', (column) => column.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('sessions_customer').on('sessions').column('customer_id').execute();
  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('session_id', 'uuid', (column) =>
      column.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('refresh_tokens_session').on('refresh_tokens').column('session_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'integer', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('customer_consents')
    .addColumn('customer_id', 'integer', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('version', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('customer_consents_pk', ['customer_id', 'name'])
    .execute();
  await db.schema
    .createTable('capture_answers')
    .addColumn('customer_id', 'integer', (column) =>
      column.primaryKey().references('customers.id').onDelete('cascade'),
    )
    .addColumn('answers', 'jsonb', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('customer_id', 'integer', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('adult', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('avatar_url', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('pin_hash', 'text')
    .addColumn('is_default', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('profiles_customer').on('profiles').column('customer_id').execute();

  // Favourites and watch history (spec: accounts 9, browsing 5): '' is the account's own list.
  await db.schema
    .createTable('watch_list_items')
    .addColumn('customer_id', 'integer', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('profile_id', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('media_id', 'text', (column) => column.notNull())
    .addColumn('progress', 'real')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('watch_list_items_pk', ['customer_id', 'profile_id', 'kind', 'media_id'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('window_start', 'timestamptz', (column) => column.notNull())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('to_address', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('links', 'jsonb', (column) => column.notNull())
    .addColumn('sent_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'mail_outbox',
    'rate_limits',
    'watch_list_items',
    'profiles',
    'capture_answers',
    'customer_consents',
    'password_resets',
    'refresh_tokens',
    'sessions',
    'customers',
    'server_secrets',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
