import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

const root = mkdtempSync(join(tmpdir(), 'ott-db-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('embedded database', () => {
  it('creates missing folders, migrates, and keeps data across a restart', async () => {
    const dataDir = join(root, 'nested', 'pglite');
    const first = await openDatabase({ dataDir });
    await first.db
      .insertInto('media')
      .values({ id: 'kept0001', data: JSON.stringify({ title: 'Kept' }) })
      .execute();
    await first.close();

    // Migrations run again on an existing database without touching its data.
    const second = await openDatabase({ dataDir });
    const row = await second.db
      .selectFrom('media')
      .select('data')
      .where('id', '=', 'kept0001')
      .executeTakeFirst();
    await second.close();
    expect(row?.data).toEqual({ title: 'Kept' });
  });
});
