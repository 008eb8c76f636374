import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../shared/testApp.ts';
import { authorize, codeOf, decide, phoneBearer, poll } from './deviceTestKit.ts';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await openTestApp();
});
afterEach(() => testApp.close());

const describeCode = (bearer: string | undefined, code: string) =>
  testApp.app.request(`/providers/device/describe?code=${encodeURIComponent(code)}`, {
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });

describe('code entry on the phone (RFC 8628 section 5)', () => {
  it('shows the device that asked, so the viewer knows what they approve', async () => {
    const tv = await authorize(testApp.app);
    const response = await describeCode(await phoneBearer(testApp), tv.user_code.toLowerCase());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      code: tv.user_code,
      deviceName: 'Living-room TV · Tizen',
      integration: 'subscription',
      expiresAt: new Date(testApp.clock.now + 600_000).toISOString(),
    });
  });

  it('needs a signed-in phone', async () => {
    const tv = await authorize(testApp.app);
    const response = await describeCode(undefined, codeOf(tv));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unauthorized' });
    expect((await decide(testApp.app, 'forged.token.here', codeOf(tv))).status).toBe(401);
    expect((await decide(testApp.app, await phoneBearer(testApp), '')).status).toBe(400);
  });

  it('refuses a second approval of the same code', async () => {
    const tv = await authorize(testApp.app);
    const bearer = await phoneBearer(testApp);
    expect((await decide(testApp.app, bearer, codeOf(tv))).status).toBe(200);
    expect(await decide(testApp.app, bearer, codeOf(tv))).toMatchObject({
      status: 400,
      body: { code: 'invalid_code' },
    });
    expect(
      (await decide(testApp.app, await phoneBearer(testApp, 'paywall@example.com'), codeOf(tv))).status,
    ).toBe(400);
    expect((await poll(testApp.app, tv.device_code)).body.integration).toBe('subscription');
  });

  it('limits wrong codes per account: 429 with Retry-After after 10 entries in 5 minutes', async () => {
    const bearer = await phoneBearer(testApp);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await decide(testApp.app, bearer, 'BCDFGH')).status).toBe(400);
    }
    const limited = await decide(testApp.app, bearer, 'BCDFGH');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ code: 'rate_limited' });
    // Even the right code is refused until the window passes: a guesser learns nothing meanwhile.
    const tv = await authorize(testApp.app);
    expect((await decide(testApp.app, bearer, codeOf(tv))).status).toBe(429);
    testApp.clock.now += 300_000;
    expect((await decide(testApp.app, bearer, codeOf(tv))).status).toBe(200);
  });

  it('limits entries per address across accounts: 20 in 5 minutes', async () => {
    const accounts = ['demo@example.com', 'paywall@example.com', 'identity@example.com'];
    const bearers = await Promise.all(accounts.map((email) => phoneBearer(testApp, email)));
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await decide(testApp.app, bearers[attempt % 3], 'BCDFGH')).status).toBe(400);
    }
    expect((await decide(testApp.app, bearers[2], 'BCDFGH')).status).toBe(429);
  });

  it('kills a code entered more than 5 times: the TV is told it expired', async () => {
    const tv = await authorize(testApp.app);
    const bearers = await Promise.all(
      ['demo@example.com', 'paywall@example.com', 'identity@example.com'].map((email) =>
        phoneBearer(testApp, email),
      ),
    );
    for (let entry = 0; entry < 5; entry += 1) {
      expect((await describeCode(bearers[entry % 3], codeOf(tv))).status).toBe(200);
    }
    expect((await describeCode(bearers[2], codeOf(tv))).status).toBe(400);
    expect((await decide(testApp.app, bearers[0], codeOf(tv))).body.code).toBe('invalid_code');
    expect((await poll(testApp.app, tv.device_code)).body.error).toBe('expired_token');
  });
});
