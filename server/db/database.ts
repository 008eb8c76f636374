import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from './databaseSchema.ts';
import { lockDataDir } from './dataDirLock.ts';
import { migrateToLatest } from './migrate.ts';

export interface Database {
  db: Kysely<DatabaseSchema>;
  /** 'pglite' for the embedded database, 'postgres' for a server reached by DATABASE_URL. */
  kind: 'pglite' | 'postgres';
  /** Runs `select 1` within the time limit: undefined when the database answers, else why not. */
  check(timeoutMs?: number): Promise<string | undefined>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url?: string;
  dataDir: string;
  /** A PostgreSQL server that does not answer within this long fails the connection (ms). */
  connectTimeoutMs?: number;
  /** Statements running longer are cancelled by the server, and the client gives up a little later (ms). */
  statementTimeoutMs?: number;
  /**
   * PGlite only: start from a copy of another database's files (a `dumpDataDir` tarball) instead of a new
   * cluster. The tests' migrated template (server/db/testDatabaseTemplate.ts): a new cluster's initdb
   * costs seconds of CPU in WASM, and the server tests open one per file or per test.
   */
  loadDataDir?: Blob;
  /** Told about errors of idle pooled connections (a restart, a failover): the pool drops them and goes on. */
  onPoolError?: (error: Error) => void;
}

/**
 * One SQL dialect from laptop to production: PGlite (Postgres in WASM) behind node-postgres's Pool by
 * default, a real PostgreSQL server by URL. Migrations run before anything else touches the data.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let pglite: PGlite | undefined;
  let release = () => {};
  let pool: pg.Pool;
  if (options.url) {
    const statementTimeout = options.statementTimeoutMs ?? 10_000;
    pool = new pg.Pool({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      statement_timeout: statementTimeout,
      query_timeout: statementTimeout + 2_000,
      idle_in_transaction_session_timeout: statementTimeout * 3,
    });
  } else {
    // One server per folder, locked before PGlite opens it; memory:// has no folder to share.
    if (!options.dataDir.includes('://')) release = lockDataDir(options.dataDir);
    try {
      pglite = await PGlite.create(options.dataDir, { loadDataDir: options.loadDataDir });
    } catch (error) {
      release();
      throw error;
    }
    pool = new pg.Pool(createPgConfig(pglite) as pg.PoolConfig);
  }
  // Without a listener an idle client's error (57P01 on a restart) is an unhandled 'error' event that ends the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy().catch(() => {});
    await pglite?.close().catch(() => {});
    release();
    throw error;
  }
  return {
    db,
    kind: pglite ? 'pglite' : 'postgres',
    async check(timeoutMs = 2_000) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(`the database did not answer within ${timeoutMs} ms`), timeoutMs);
      });
      const answer = sql`select 1`
        .execute(db)
        .then(() => undefined)
        .catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
      try {
        return await Promise.race([answer, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await db.destroy();
      await pglite?.close();
      release();
    },
  };
}
