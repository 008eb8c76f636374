import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from './database.ts';

let template: Promise<Blob | undefined> | undefined;

/** The migrated template the global setup made (testDatabaseTemplate.ts), read once per test process. */
function migratedTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  template ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return template;
}

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, started from the migrated
 * template when the global setup made one; with DATABASE_URL set (the PostgreSQL step of the test script)
 * a new database on that server, dropped again on close, so the same tests prove the same behaviour on a
 * real PostgreSQL.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedTemplate() });
  const name = `ott_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = await openDatabase({ url: own.toString(), dataDir: '' });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
