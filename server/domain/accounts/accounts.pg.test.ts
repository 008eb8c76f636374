import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database.ts';
import { type Accounts, createAccounts } from './createAccounts.ts';

/**
 * The account domain on a real PostgreSQL server (issue 13: PGlite stays the default, but operators run
 * on PostgreSQL). Runs in the PostgreSQL step of the test script, which sets DATABASE_URL; skipped
 * otherwise. Two account domains on one database stand for two server instances.
 */
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('accounts on PostgreSQL', () => {
  let database: Database;
  let second: Database;
  let one: Accounts;
  let two: Accounts;
  const run = randomUUID().slice(0, 8);

  beforeAll(async () => {
    database = await openDatabase({ url, dataDir: '' });
    second = await openDatabase({ url, dataDir: '' });
    const logger = pino({ level: 'silent' });
    one = await createAccounts({ db: database.db, logger });
    two = await createAccounts({ db: second.db, logger });
  });
  afterAll(async () => {
    await database?.close();
    await second?.close();
  });

  it('shares the token secret, so a token from one instance works on the other', async () => {
    const customer = await one.customers.create({
      email: `Shared-${run}@Example.com`,
      password: 'secret12',
      firstName: 'Pat',
      lastName: 'Gres',
      registerSource: 'test',
    });
    const pair = await one.sessions.start(customer, { integration: 'test' });
    expect((await two.sessions.identify(pair.accessToken))?.customer.id).toBe(customer.id);
    await expect(
      two.customers.create({
        email: `shared-${run}@example.COM`,
        password: 'secret12',
        firstName: 'Pat',
        lastName: 'G',
        registerSource: 'test',
      }),
    ).rejects.toMatchObject({ code: 'customer_exists' });
  });

  it('rotates refresh tokens across instances and catches reuse on either', async () => {
    const customer = await one.customers.authenticate(`shared-${run}@example.com`, 'secret12');
    const first = await one.sessions.start(customer, { integration: 'test' });
    const second = await two.sessions.refresh(first.refreshToken);
    const racing = await Promise.allSettled([
      one.sessions.refresh(second.refreshToken),
      two.sessions.refresh(second.refreshToken),
    ]);
    expect(racing.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    await expect(one.sessions.refresh(first.refreshToken)).rejects.toMatchObject({ code: 'token_reused' });
  });

  it('counts rate-limit hits from both instances together', async () => {
    const rule = { limit: 4, windowSeconds: 60 };
    const key = `pg-test:${run}`;
    for (const accounts of [one, two, one, two]) await accounts.limits.consume(key, rule);
    await expect(two.limits.consume(key, rule)).rejects.toMatchObject({ code: 'rate_limited' });
  });

  it('holds the four-profile limit and unique names when two instances create at once (issue 16)', async () => {
    const customer = await one.customers.create({
      email: `profiles-${run}@example.com`,
      password: 'secret12',
      firstName: 'Paula',
      lastName: 'Race',
      registerSource: 'test',
    });
    const racing = await Promise.allSettled(
      ['Ana', 'Ben', 'Cai', 'Dee', 'Eli', 'Ana'].map((name, index) =>
        (index % 2 ? two : one).profiles.create(customer, { name, adult: true }),
      ),
    );
    expect(racing.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const names = (await two.profiles.list(customer)).map((profile) => profile.name);
    expect(names).toHaveLength(4);
    expect(new Set(names).size).toBe(4);
    expect(names[0]).toBe('Paula');
  });

  it('erases the customer with every row that hangs off it', async () => {
    const customer = await one.customers.findByEmail(`shared-${run}@example.com`);
    if (!customer) throw new Error('customer missing');
    await one.lists.put(customer.id, 'favorites', [{ mediaid: 'm001demo' }]);
    await one.data.erase(customer);
    expect(await two.customers.findById(customer.id)).toBeUndefined();
    const left = await database.db
      .selectFrom('watch_list_items')
      .select('media_id')
      .where('customer_id', '=', customer.id)
      .execute();
    expect(left).toEqual([]);
  });
});
