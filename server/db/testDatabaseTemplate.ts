import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { DatabaseSchema } from './databaseSchema.ts';
import { migrateToLatest } from './migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite database's files (a tarball), for openTestDatabase to start from. */
    pgliteTemplate?: string;
  }
}

/**
 * Vitest's global setup: one migrated, empty PGlite database made once per run, which every in-memory
 * test database then starts from (server/db/testDatabase.ts). A new cluster's initdb costs seconds of CPU
 * in WASM (5-10 s on these 2-core machines under the suite's load, 1-1.4 s from the copy), and the
 * server tests open about 75. Not needed when the tests run on a PostgreSQL server (DATABASE_URL).
 */
export default async function setup({ provide }: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) return async () => {};
  const pglite = await PGlite.create('memory://');
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite) as pg.PoolConfig) }),
  });
  await migrateToLatest(db);
  await db.destroy();
  const file = join(tmpdir(), `ott-pglite-template-${process.pid}.tar`);
  await writeFile(file, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}
