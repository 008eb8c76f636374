import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../shared/testApp.ts';
import { authorize, codeOf, phoneBearer, poll } from './deviceTestKit.ts';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await openTestApp();
});
afterEach(() => testApp.close());

const subscriptionAuthorize = (bearer: string | undefined, body: unknown) =>
  testApp.app.request('/providers/subscription/v1/codes/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });

const customActivate = (bearer: string | undefined, code: string) =>
  testApp.app.request(`/providers/custom/activate/${code}`, {
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });

describe("the integrations' own code calls (spec: accounts 4.6, 7.1, 7.3)", () => {
  it('subscription provider: {responseData, errors} and the TV gets {jwt, refreshToken}', async () => {
    const tv = await authorize(testApp.app);
    const response = await subscriptionAuthorize(await phoneBearer(testApp), {
      code: codeOf(tv).toLowerCase(),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      responseData: { status: 'approved', deviceName: 'Living-room TV · Tizen' },
      errors: [],
    });
    const { body } = await poll(testApp.app, tv.device_code);
    expect(body.jwt).toEqual(expect.any(String));
  });

  it('subscription provider: refuses without a valid bearer, a bad body, and a wrong code', async () => {
    const tv = await authorize(testApp.app);
    const anonymous = await subscriptionAuthorize(undefined, { code: codeOf(tv) });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ responseData: {}, errors: ['Invalid JWT token'] });
    expect((await subscriptionAuthorize('forged', { code: codeOf(tv) })).status).toBe(401);
    const bearer = await phoneBearer(testApp);
    const bad = await subscriptionAuthorize(bearer, { kode: 1 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ responseData: {}, errors: ['invalid param code'] });
    const wrong = await subscriptionAuthorize(bearer, { code: 'ZZZZZZ' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ responseData: {}, errors: ['Invalid or expired code'] });
    expect((await poll(testApp.app, tv.device_code)).body.error).toBe('authorization_pending');
  });

  it('custom back end: {ok, error}, with and without a valid bearer', async () => {
    const tv = await authorize(testApp.app, { integration: 'custom', device_name: 'Bedroom' });
    const anonymous = await customActivate(undefined, codeOf(tv));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ ok: false, error: 'Token is invalid or missing.' });
    const bearer = await phoneBearer(testApp, 'identity@example.com');
    const ok = await customActivate(bearer, codeOf(tv));
    expect(await ok.json()).toEqual({ ok: true, error: null });
    const again = await customActivate(bearer, codeOf(tv));
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ ok: false, error: 'Invalid or expired code' });
    const { body } = await poll(testApp.app, tv.device_code);
    expect(body).toMatchObject({ integration: 'custom', token_type: 'Bearer' });
  });

  it('custom back end: 429 with Retry-After once the account passes the limit', async () => {
    const bearer = await phoneBearer(testApp);
    for (let attempt = 0; attempt < 10; attempt += 1) await customActivate(bearer, 'BCDFGH');
    const limited = await customActivate(bearer, 'BCDFGH');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({ ok: false, error: 'Too many attempts' });
  });
});
