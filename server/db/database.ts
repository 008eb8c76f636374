import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from './databaseSchema.ts';
import { migrateToLatest } from './migrate.ts';

export interface Database {
  db: Kysely<DatabaseSchema>;
  /** 'pglite' for the embedded database, 'postgres' for a server reached by DATABASE_URL. */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * One SQL dialect from laptop to production: PGlite (Postgres in WASM) behind node-postgres's Pool by
 * default, a real PostgreSQL server by URL. Migrations run before anything else touches the data.
 */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<Database> {
  let pglite: PGlite | undefined;
  let pool: pg.Pool;
  if (options.url) {
    pool = new pg.Pool({ connectionString: options.url });
  } else {
    // PGlite creates its own folder but not the parents: a fresh clone has no data/ yet.
    if (!options.dataDir.includes('://')) mkdirSync(options.dataDir, { recursive: true });
    pglite = await PGlite.create(options.dataDir);
    pool = new pg.Pool(createPgConfig(pglite) as pg.PoolConfig);
  }
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  await migrateToLatest(db);
  return {
    db,
    kind: pglite ? 'pglite' : 'postgres',
    async close() {
      await db.destroy();
      await pglite?.close();
    },
  };
}
