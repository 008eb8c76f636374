import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from './customer.ts';
import { RATE_RULES } from './rateLimiter.ts';
import { openTestAccounts } from './testAccounts.ts';

let t: Awaited<ReturnType<typeof openTestAccounts>>;
let customer: Customer;

beforeAll(async () => {
  t = await openTestAccounts({ notificationKeySeconds: 3_600 });
  customer = await t.accounts.customers.create({
    email: 'keys@example.com',
    password: 'secret12',
    firstName: 'Kim',
    lastName: 'Keys',
    registerSource: 'test',
  });
});
afterAll(() => t.database.close());

async function signedIn() {
  const pair = await t.accounts.sessions.start(customer, { integration: 'test' });
  const viewer = await t.accounts.sessions.identify(pair.accessToken);
  if (!viewer) throw new Error('no viewer');
  return viewer;
}

describe('notification credentials (issue 17)', () => {
  it('work until they expire, then the CONNECT is refused', async () => {
    const viewer = await signedIn();
    const set = await t.accounts.notificationKeys.issue(viewer, 'ws://test/mqtt');
    expect(set.expiresAt).toBe(t.clock.now / 1000 + 3_600);
    expect(await t.accounts.notificationKeys.connect(set.accessKey, set.sessionToken, 'a')).toEqual({
      customerUuid: customer.uuid,
      sessionId: viewer.sessionId,
    });
    t.clock.now += 3_600_000;
    expect(await t.accounts.notificationKeys.connect(set.accessKey, set.sessionToken, 'a')).toBeUndefined();
    t.clock.now += 1_000_000;
  });

  it('stop working when their session ends', async () => {
    const viewer = await signedIn();
    const set = await t.accounts.notificationKeys.issue(viewer, 'ws://test/mqtt');
    await t.accounts.sessions.end(viewer.sessionId);
    expect(await t.accounts.notificationKeys.connect(set.accessKey, set.sessionToken, 'b')).toBeUndefined();
  });

  it('keep only the session token hash in the database', async () => {
    const viewer = await signedIn();
    const set = await t.accounts.notificationKeys.issue(viewer, 'ws://test/mqtt');
    const rows = await t.database.db.selectFrom('notification_keys').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(set.sessionToken);
  });

  it('limit failed CONNECTs per address: past the limit even good credentials wait', async () => {
    const viewer = await signedIn();
    const set = await t.accounts.notificationKeys.issue(viewer, 'ws://test/mqtt');
    const { limit } = RATE_RULES.notificationConnectFailuresPerIp;
    for (let attempt = 0; attempt < limit; attempt += 1)
      expect(await t.accounts.notificationKeys.connect(set.accessKey, 'guess', 'flood')).toBeUndefined();
    expect(
      await t.accounts.notificationKeys.connect(set.accessKey, set.sessionToken, 'flood'),
    ).toBeUndefined();
    // Another address is not held back.
    expect(await t.accounts.notificationKeys.connect(set.accessKey, set.sessionToken, 'calm')).toBeDefined();
  });
});
