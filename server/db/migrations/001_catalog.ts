import { type Kysely, sql } from 'kysely';

/** The content catalogue: media items, playlists and their ordered items. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('data', 'jsonb', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('playlists')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('data', 'jsonb', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('playlist_items')
    .addColumn('playlist_id', 'text', (column) =>
      column.notNull().references('playlists.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('media_id', 'text', (column) => column.notNull().references('media.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('playlist_items_pk', ['playlist_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('playlist_items').execute();
  await db.schema.dropTable('playlists').execute();
  await db.schema.dropTable('media').execute();
}
