import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestAccounts } from './testAccounts.ts';

let t: Awaited<ReturnType<typeof openTestAccounts>>;
beforeAll(async () => {
  t = await openTestAccounts();
});
afterAll(() => t.database.close());

describe('database-backed rate limiter', () => {
  const rule = { limit: 3, windowSeconds: 60 };

  it('lets the limit through, refuses the next with the seconds left, and opens again after the window', async () => {
    for (let i = 0; i < 3; i += 1) await t.accounts.limits.consume('ip:1.2.3.4', rule);
    await expect(t.accounts.limits.consume('ip:1.2.3.4', rule)).rejects.toMatchObject({
      code: 'rate_limited',
      retryAfterSeconds: 60,
    });
    t.clock.now += 45_000;
    await expect(t.accounts.limits.consume('ip:1.2.3.4', rule)).rejects.toMatchObject({
      retryAfterSeconds: 15,
    });
    t.clock.now += 15_000;
    await expect(t.accounts.limits.consume('ip:1.2.3.4', rule)).resolves.toBeUndefined();
  });

  it('counts keys apart and forgets a key on reset', async () => {
    for (let i = 0; i < 3; i += 1) await t.accounts.limits.consume('account:a', rule);
    await expect(t.accounts.limits.consume('account:b', rule)).resolves.toBeUndefined();
    await t.accounts.limits.reset('account:a');
    await expect(t.accounts.limits.consume('account:a', rule)).resolves.toBeUndefined();
  });

  it('stores no key in clear', async () => {
    await t.accounts.limits.consume('account:secret@example.com', rule);
    const rows = await t.database.db.selectFrom('rate_limits').select('key').execute();
    expect(rows.some((row) => row.key.includes('example.com'))).toBe(false);
  });
});
