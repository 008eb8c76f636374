import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../shared/testApp.ts';
import { authorize, codeOf, decide, phoneBearer, poll } from './deviceTestKit.ts';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await openTestApp();
});
afterEach(() => testApp.close());

const advance = (seconds: number) => {
  testApp.clock.now += seconds * 1000;
};

describe('TV sign-in by phone (RFC 8628)', () => {
  it('answers the device authorization with a 6-character code shown in two groups', async () => {
    const answer = await authorize(testApp.app);
    expect(answer.user_code).toMatch(/^[BCDFGHJKMNPQRSTVWXZ]{3} [BCDFGHJKMNPQRSTVWXZ]{3}$/);
    expect(answer.device_code.length).toBeGreaterThanOrEqual(43);
    expect(answer.verification_uri).toBe('http://localhost/activate');
    expect(answer.verification_uri_complete).toBe(`http://localhost/activate?code=${codeOf(answer)}`);
    expect(answer).toMatchObject({ expires_in: 600, interval: 5 });
  });

  it('runs the whole flow: pending, approved by the demo account, tokens once, then refused', async () => {
    const tv = await authorize(testApp.app);
    expect((await poll(testApp.app, tv.device_code)).body).toEqual({ error: 'authorization_pending' });
    const bearer = await phoneBearer(testApp);
    const approved = await decide(testApp.app, bearer, codeOf(tv).toLowerCase());
    expect(approved).toMatchObject({
      status: 200,
      body: { status: 'approved', deviceName: 'Living-room TV · Tizen' },
    });

    advance(5);
    const success = await poll(testApp.app, tv.device_code);
    expect(success.status).toBe(200);
    expect(success.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 900,
      integration: 'subscription',
      name: 'Demo Viewer',
    });
    // The subscription provider's adapter reads {jwt, refreshToken} (spec: accounts 7.1).
    expect(success.body.jwt).toBe(success.body.access_token);
    expect(success.body.refreshToken).toBe(success.body.refresh_token);
    const viewer = await testApp.accounts.sessions.identify(String(success.body.access_token));
    expect(viewer).toMatchObject({ customer: { email: 'demo@example.com' }, integration: 'subscription' });

    expect(await poll(testApp.app, tv.device_code)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('gives tokens to one of two polls at once, and approves for one of two phones at once', async () => {
    const tv = await authorize(testApp.app);
    const [demo, paywall] = [await phoneBearer(testApp), await phoneBearer(testApp, 'paywall@example.com')];
    const approvals = await Promise.all([
      decide(testApp.app, demo, codeOf(tv)),
      decide(testApp.app, paywall, codeOf(tv)),
    ]);
    expect(approvals.map((approval) => approval.status).sort()).toEqual([200, 400]);
    const polls = await Promise.all([poll(testApp.app, tv.device_code), poll(testApp.app, tv.device_code)]);
    expect(polls.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(polls.find((answer) => answer.status === 400)?.body.error).toBe('invalid_grant');
  });

  it('gives the account provider its own token shape', async () => {
    const tv = await authorize(testApp.app, { client_id: 'paywall' });
    await decide(testApp.app, await phoneBearer(testApp), codeOf(tv));
    const { body } = await poll(testApp.app, tv.device_code);
    expect(body.integration).toBe('paywall');
    expect(body.expires).toBe(Math.floor(testApp.clock.now / 1000) + 900);
    expect(body.jwt).toBeUndefined();
  });

  it('never throttles the first poll, answers slow_down when polled too soon, and keeps the longer interval', async () => {
    const tv = await authorize(testApp.app);
    expect((await poll(testApp.app, tv.device_code)).body.error).toBe('authorization_pending');
    advance(1);
    expect((await poll(testApp.app, tv.device_code)).body).toEqual({ error: 'slow_down', interval: 10 });
    advance(6);
    // 6 s after the previous poll is enough for the old 5 s interval, not for the new 10 s.
    expect((await poll(testApp.app, tv.device_code)).body).toEqual({ error: 'slow_down', interval: 15 });
    advance(15);
    expect((await poll(testApp.app, tv.device_code)).body.error).toBe('authorization_pending');
    advance(14);
    expect((await poll(testApp.app, tv.device_code)).body).toEqual({ error: 'slow_down', interval: 20 });
  });

  it('answers a decision at once, even right after a poll', async () => {
    const tv = await authorize(testApp.app);
    await poll(testApp.app, tv.device_code);
    await decide(testApp.app, await phoneBearer(testApp), codeOf(tv));
    expect((await poll(testApp.app, tv.device_code)).status).toBe(200);
  });

  it('tells the TV access_denied when the phone denies, and the code is dead', async () => {
    const tv = await authorize(testApp.app);
    const bearer = await phoneBearer(testApp);
    expect(await decide(testApp.app, bearer, codeOf(tv), 'deny')).toMatchObject({
      status: 200,
      body: { status: 'denied' },
    });
    expect(await poll(testApp.app, tv.device_code)).toMatchObject({
      status: 400,
      body: { error: 'access_denied' },
    });
    expect(await decide(testApp.app, bearer, codeOf(tv))).toMatchObject({
      status: 400,
      body: { code: 'invalid_code', message: 'Invalid or expired code' },
    });
  });

  it('expires after 10 minutes: expired_token to the TV, and the phone can no longer approve', async () => {
    const tv = await authorize(testApp.app);
    advance(600);
    expect(await poll(testApp.app, tv.device_code)).toMatchObject({
      status: 400,
      body: { error: 'expired_token' },
    });
    expect((await decide(testApp.app, await phoneBearer(testApp), codeOf(tv))).body.code).toBe(
      'invalid_code',
    );
  });

  it('refuses unknown device codes and other grants', async () => {
    expect(await poll(testApp.app, 'not-a-code')).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    const response = await testApp.app.request('/providers/device/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', device_code: 'x' }),
    });
    expect(await response.json()).toEqual({ error: 'unsupported_grant_type' });
    const bad = await testApp.app.request('/providers/device/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ integration: 'nobody' }),
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('invalid_request');
  });

  it('stores device codes and user codes only as hashes', async () => {
    const tv = await authorize(testApp.app);
    const rows = await testApp.database.db.selectFrom('device_codes').selectAll().execute();
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(tv.device_code);
    expect(stored).not.toContain(codeOf(tv));
    expect(rows[0]?.device_code_hash).toMatch(/^[\w-]{43}$/);
    expect(rows[0]?.user_code_hash).toMatch(/^[\w-]{43}$/);
  });
});
