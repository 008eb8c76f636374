import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDeviceCodes } from '../../../domain/deviceCodes/index.ts';
import { openTestApp, type TestApp } from '../shared/testApp.ts';
import { deviceEventsRoute } from './deviceEventsRoute.ts';
import { authorize, codeOf, decide, phoneBearer, poll } from './deviceTestKit.ts';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await openTestApp();
});
afterEach(() => testApp.close());

/** Reads server-sent events off an in-process response, one `event:` name at a time. */
async function openEvents(deviceCode: string) {
  const response = await testApp.app.request(
    `/providers/device/events?device_code=${encodeURIComponent(deviceCode)}`,
  );
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<string | undefined> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          if (name) return name;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) return undefined;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe('the TV push channel (server-sent events)', () => {
  it('tells the TV of the approval at once, then closes; the TV then gets its tokens', async () => {
    const tv = await authorize(testApp.app);
    const events = await openEvents(tv.device_code);
    expect(await events.next()).toBe('pending');
    await decide(testApp.app, await phoneBearer(testApp), codeOf(tv));
    const approvedAt = performance.now();
    expect(await events.next()).toBe('approved');
    // Woken by the in-process event: waiting for the row read every 400 ms would take 0–400 ms.
    expect(performance.now() - approvedAt).toBeLessThan(150);
    expect(await events.next()).toBeUndefined();
    expect((await poll(testApp.app, tv.device_code)).status).toBe(200);
  });

  it('sees an approval made by another server instance on the same database', async () => {
    const tv = await authorize(testApp.app);
    const events = await openEvents(tv.device_code);
    expect(await events.next()).toBe('pending');
    const otherInstance = createDeviceCodes({
      db: testApp.database.db,
      accounts: testApp.accounts,
      now: () => testApp.clock.now,
    });
    const customer = await testApp.accounts.customers.findByEmail('demo@example.com');
    if (!customer) throw new Error('no demo account');
    await otherInstance.approve(codeOf(tv), { customer, ip: '192.0.2.7' });
    const started = performance.now();
    expect(await events.next()).toBe('approved');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('tells the TV of a denial, and of the expiry', async () => {
    const denied = await authorize(testApp.app);
    const deniedEvents = await openEvents(denied.device_code);
    expect(await deniedEvents.next()).toBe('pending');
    await decide(testApp.app, await phoneBearer(testApp), codeOf(denied), 'deny');
    expect(await deniedEvents.next()).toBe('denied');

    const expiring = await authorize(testApp.app);
    const expiringEvents = await openEvents(expiring.device_code);
    expect(await expiringEvents.next()).toBe('pending');
    testApp.clock.now += 600_000;
    expect(await expiringEvents.next()).toBe('expired');
    expect(await expiringEvents.next()).toBeUndefined();
  });

  it('answers an already decided code at once and refuses unknown codes', async () => {
    const tv = await authorize(testApp.app);
    await decide(testApp.app, await phoneBearer(testApp), codeOf(tv));
    const events = await openEvents(tv.device_code);
    expect(await events.next()).toBe('pending');
    expect(await events.next()).toBe('approved');
    const unknown = await testApp.app.request('/providers/device/events?device_code=nope');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('the push channel when the TV goes away', () => {
  it('lets go of its listener when the TV closes the stream', async () => {
    const deviceCodes = createDeviceCodes({
      db: testApp.database.db,
      accounts: testApp.accounts,
      now: () => testApp.clock.now,
    });
    const app = new Hono().route('/', deviceEventsRoute(deviceCodes));
    const tv = await deviceCodes.create({
      integration: 'custom',
      deviceName: 'TV',
      ip: '192.0.2.1',
      origin: 'http://localhost',
    });
    const response = await app.request(`/events?device_code=${tv.device_code}`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    expect(deviceCodes.listening()).toBe(1);
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(deviceCodes.listening()).toBe(0);
  });
});
