import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestAccounts } from './testAccounts.ts';

let t: Awaited<ReturnType<typeof openTestAccounts>>;
beforeAll(async () => {
  t = await openTestAccounts();
});
afterAll(() => t.database.close());

/** Every table that holds rows of one customer, found from the schema rather than listed by hand. */
async function customerTables(): Promise<string[]> {
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where column_name = 'customer_id' and table_schema = 'public'`.execute(t.database.db);
  return result.rows.map((row) => row.table_name);
}

describe('export and deletion (spec: accounts 2.8, 4.9)', () => {
  it('exports every table that holds the customer, then deletion leaves no row behind', async () => {
    const customer = await t.accounts.customers.create({
      email: 'gone@example.com',
      password: 'secret12',
      firstName: 'Go',
      lastName: 'Ne',
      registerSource: 'test',
    });
    const pair = await t.accounts.sessions.start(customer, { integration: 'test' });
    await t.accounts.consents.save(customer.id, [{ name: 'terms', version: '1', state: 'accepted' }]);
    await t.accounts.capture.save(customer.id, { phoneNumber: '+1 555 0100' });
    await t.accounts.lists.put(customer.id, 'favorites', [{ mediaid: 'm001demo' }]);
    await t.accounts.lists.put(customer.id, 'history', [{ mediaid: 'm002demo', progress: 0.4 }]);
    await t.database.db
      .insertInto('profiles')
      .values({
        id: crypto.randomUUID(),
        customer_id: customer.id,
        name: 'Kids',
        adult: false,
        avatar_url: '',
        pin_hash: 'x',
        is_default: false,
        created_at: new Date(),
      })
      .execute();
    await t.database.db
      .insertInto('password_resets')
      .values({ token_hash: 'h', customer_id: customer.id, expires_at: new Date(), used_at: null })
      .execute();
    await t.accounts.resets.request('gone@example.com', new URL('http://localhost/?u=edit-password'));

    const exported = await t.accounts.data.export(customer);
    expect(exported).toMatchObject({
      customer: { email: 'gone@example.com' },
      sessions: [{ id: pair.sessionId }],
      consents: [{ name: 'terms', state: 'accepted' }],
      capture: { answers: { phoneNumber: '+1 555 0100' } },
      profiles: [{ name: 'Kids', has_pin: true }],
      favorites: [{ media_id: 'm001demo' }],
      history: [{ media_id: 'm002demo', progress: 0.4 }],
    });
    expect(JSON.stringify(exported)).not.toMatch(/argon2|pin_hash|token_hash/);

    const tables = await customerTables();
    expect(tables.length).toBeGreaterThanOrEqual(6);
    await t.accounts.data.erase(customer);
    for (const table of tables) {
      const rows = await sql<{
        n: number;
      }>`select count(*)::int as n from ${sql.table(table)} where customer_id = ${customer.id}`.execute(
        t.database.db,
      );
      expect(rows.rows[0]?.n, table).toBe(0);
    }
    const refresh = await t.database.db
      .selectFrom('refresh_tokens')
      .select('session_id')
      .where('session_id', '=', pair.sessionId)
      .execute();
    expect(refresh).toEqual([]);
    expect((await t.accounts.mail.latest()).some((mail) => mail.to === 'gone@example.com')).toBe(false);
    expect(await t.accounts.sessions.identify(pair.accessToken)).toBeUndefined();
  });
});

describe('watch lists (spec: accounts 9 — at most 48)', () => {
  it('keeps the newest 48, newest first, with progress for history', async () => {
    const customer = await t.accounts.customers.create({
      email: 'lists@example.com',
      password: 'secret12',
      firstName: 'Li',
      lastName: 'St',
      registerSource: 'test',
    });
    const entries = Array.from({ length: 50 }, (_, i) => ({
      mediaid: `item${String(i).padStart(4, '0')}`,
      updatedAt: 1_000 + i,
    }));
    await t.accounts.lists.put(customer.id, 'favorites', entries);
    const list = await t.accounts.lists.list(customer.id, 'favorites');
    expect(list).toHaveLength(48);
    expect(list[0]?.mediaid).toBe('item0049');
    expect(list.at(-1)?.mediaid).toBe('item0002');
    await t.accounts.lists.remove(customer.id, 'favorites', ['item0049']);
    expect((await t.accounts.lists.list(customer.id, 'favorites'))[0]?.mediaid).toBe('item0048');
    expect(await t.accounts.lists.list(customer.id, 'favorites', 'some-profile')).toEqual([]);
  });
});
