import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountNotifications } from '../accountService.ts';
import { withReferenceBackEnd } from '../testing/referenceBackEnd.ts';
import { CREDENTIAL_CACHE_MS, IOT_STORAGE_KEY } from './paywallNotifications.ts';
import { paywallUnderTest, registration, routeFetchTo } from './paywallTestKit.ts';

/** Issue 17 — the account provider adapter's notification credentials against the reference back end. */
let backEnd: Awaited<ReturnType<typeof withReferenceBackEnd>>;
beforeAll(async () => {
  backEnd = await withReferenceBackEnd();
});
afterAll(() => backEnd.close());

describe('notification credentials (spec: payments 3, 4, 9)', () => {
  it('fetches once, reuses the stored set for 30 minutes, then fetches a new one; sign-out removes it', async () => {
    const calls: string[] = [];
    routeFetchTo(backEnd, (method, url) => calls.push(`${method} ${url}`));
    const tab = paywallUnderTest(backEnd);
    await tab.accounts.signUp(registration('adapter-iot@example.com'));
    const notifications = tab.accounts.notifications as AccountNotifications;
    const iotCalls = () => calls.filter((call) => call.endsWith('/iot/keys')).length;

    expect(await notifications.topic()).toMatch(/^[0-9a-f-]{36}$/);
    const first = await notifications.credentials();
    expect(first).toMatchObject({
      accessKey: expect.any(String),
      iotEndpoint: expect.stringMatching(/\/mqtt$/),
    });
    expect(await notifications.credentials()).toEqual(first);
    expect(iotCalls()).toBe(1);
    expect(tab.storage.getItem(IOT_STORAGE_KEY)).toContain(first.accessKey);

    backEnd.clock.now += CREDENTIAL_CACHE_MS;
    const second = await notifications.credentials();
    expect(second.accessKey).not.toBe(first.accessKey);
    expect(iotCalls()).toBe(2);

    await tab.accounts.signOut();
    expect(tab.storage.getItem(IOT_STORAGE_KEY)).toBeNull();
  });

  it('reads a stored record that does not parse as none', async () => {
    routeFetchTo(backEnd);
    const tab = paywallUnderTest(backEnd);
    await tab.accounts.signUp(registration('adapter-iot-bad@example.com'));
    tab.storage.setItem(IOT_STORAGE_KEY, '{"credentials":{"accessKey":""},"cachedAt":"soon"}');
    const credentials = await (tab.accounts.notifications as AccountNotifications).credentials();
    expect(credentials.accessKey).toMatch(/^OTT/);
  });
});
