import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../db/testDatabase.ts';
import { createIdempotency, IDEMPOTENCY_TTL_MS, IdempotencyConflict } from './idempotency.ts';

let database: Database;
let customerId: number;
const clock = { now: Date.UTC(2026, 10, 24) };
beforeAll(async () => {
  database = await openTestDatabase();
  const row = await database.db
    .insertInto('customers')
    .values({
      uuid: '00000000-0000-4000-8000-000000000001',
      email: 'keys@example.com',
      first_name: 'K',
      last_name: 'Eys',
      country: 'US',
      locale: 'en_US',
      currency: 'USD',
      password_hash: null,
      register_source: 'test',
      metadata: '{}',
      reg_date: new Date(clock.now),
      last_user_ip: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  customerId = row.id;
});
afterAll(() => database.close());

describe('idempotency keys (issue 23; notes: payments, Idempotency keys)', () => {
  const keys = () => createIdempotency(database.db, () => clock.now);

  it('runs once and replays the first answer, a refusal included', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      return { status: 402, body: '{"errors":["Your card was declined"]}' };
    };
    const first = await keys().run(customerId, 'a', 'hash-1', work);
    const second = await keys().run(customerId, 'a', 'hash-1', work);
    expect(runs).toBe(1);
    expect(first).toEqual({ status: 402, body: '{"errors":["Your card was declined"]}', replayed: false });
    expect(second).toEqual({ ...first, replayed: true });
  });

  it('refuses the same key with other parameters', async () => {
    await keys().run(customerId, 'b', 'hash-1', async () => ({ status: 200, body: '{}' }));
    await expect(
      keys().run(customerId, 'b', 'hash-2', async () => ({ status: 200, body: '{}' })),
    ).rejects.toEqual(new IdempotencyConflict('mismatch'));
  });

  it('answers a duplicate racing the first with a conflict, and the first still completes', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = keys().run(customerId, 'c', 'hash-1', async () => {
      await held;
      return { status: 200, body: '{"paid":true}' };
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(
      keys().run(customerId, 'c', 'hash-1', async () => ({ status: 200, body: '{}' })),
    ).rejects.toEqual(new IdempotencyConflict('in_progress'));
    release();
    expect((await first).body).toBe('{"paid":true}');
  });

  it('frees the key when the work fails unexpectedly, and after 24 h', async () => {
    await expect(
      keys().run(customerId, 'd', 'hash-1', async () => {
        throw new Error('crash');
      }),
    ).rejects.toThrow('crash');
    expect(
      (await keys().run(customerId, 'd', 'hash-1', async () => ({ status: 200, body: '1' }))).replayed,
    ).toBe(false);
    clock.now += IDEMPOTENCY_TTL_MS + 1;
    const later = await keys().run(customerId, 'd', 'hash-2', async () => ({ status: 200, body: '2' }));
    expect(later).toEqual({ status: 200, body: '2', replayed: false });
  });
});
