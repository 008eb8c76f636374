import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../shared/testApp.ts';
import { authorize, poll } from './deviceTestKit.ts';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await openTestApp();
});
afterEach(() => testApp.close());

const authorizeStatus = async () =>
  testApp.app.request('/providers/device/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ integration: 'custom' }),
  });

describe("the TV side's limits per address (RFC 8628 section 5.1)", () => {
  it('gives 30 codes in 5 minutes, then 429 with Retry-After', async () => {
    for (let index = 0; index < 30; index += 1) expect((await authorizeStatus()).status).toBe(200);
    const limited = await authorizeStatus();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      error: 'too_many_requests',
      error_description: 'Too many attempts',
    });
    testApp.clock.now += 300_000;
    expect((await authorizeStatus()).status).toBe(200);
  });

  it('answers 300 polls in 5 minutes, then 429 with Retry-After', async () => {
    for (let index = 0; index < 300; index += 1) {
      expect((await poll(testApp.app, 'guessed-device-code')).body.error).toBe('invalid_grant');
    }
    expect(await poll(testApp.app, 'guessed-device-code')).toMatchObject({
      status: 429,
      body: { error: 'too_many_requests' },
    });
  });

  it('opens 60 push streams in 5 minutes, then 429', async () => {
    const tv = await authorize(testApp.app);
    for (let index = 0; index < 60; index += 1) {
      expect((await testApp.app.request('/providers/device/events?device_code=nope')).status).toBe(400);
    }
    const limited = await testApp.app.request(`/providers/device/events?device_code=${tv.device_code}`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
