import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from './providers/shared/testApp.ts';
import { loggedPath, REDACTED_PATHS } from './requestLog.ts';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp(
    {},
    { logger: pino({ level: 'debug', redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink) },
  );
});
afterAll(() => t.close());

const json = (method: string, path: string, body: unknown, token?: string) =>
  t.app.request(path, {
    method,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('logs keep no secrets (issue 13, issue 22)', () => {
  it('after a sign-in, a refresh, a bearer call and a reset link, the log holds none of them', async () => {
    const signIn = await (
      await json('POST', '/providers/subscription/auths', { email: 'demo@example.com', password: 'demo1234' })
    ).json();
    const { jwt, refreshToken, customerId } = signIn.responseData;
    await json('POST', '/providers/subscription/auths/refresh_token', { refreshToken });
    await t.app.request(`/providers/subscription/customers/${customerId}`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    await t.app.request('/providers/paywall/accounts/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=paywall%40example.com',
    });
    const [mail] = await t.accounts.mail.latest(1);
    const resetToken = new URL(mail?.links[0] ?? '').searchParams.get('resetPasswordToken') ?? '';
    await t.app.request(`/providers/paywall/accounts/forgot-password/${resetToken}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'password=reset1234&password_confirmation=reset1234',
    });
    const log = lines.join('');
    expect(log).toContain('/providers/subscription/auths');
    expect(log).toContain('/providers/paywall/accounts/forgot-password/:secret');
    for (const secret of ['demo1234', 'reset1234', jwt, refreshToken, resetToken])
      expect(log).not.toContain(secret);
  });

  it('redacts passwords and tokens in any object a handler might log', () => {
    const captured: string[] = [];
    const logger = pino(
      { redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
      new Writable({
        write: (chunk, _e, done) => {
          captured.push(String(chunk));
          done();
        },
      }),
    );
    logger.info({
      body: { password: 'hunter22', refresh_token: 'rt-secret' },
      req: { headers: { authorization: 'Bearer abc' } },
      credentials: { accessKey: 'OTTKEY', sessionToken: 'mqtt-secret', secretKey: 'aws-like-secret' },
    });
    expect(captured.join('')).not.toMatch(/hunter22|rt-secret|Bearer abc|mqtt-secret|aws-like-secret/);
  });

  it('masks long random path segments only', () => {
    expect(loggedPath('/v2/media/m001demo')).toBe('/v2/media/m001demo');
    expect(loggedPath(`/accounts/forgot-password/${'a'.repeat(43)}`)).toBe(
      '/accounts/forgot-password/:secret',
    );
    expect(loggedPath('/providers/custom/activate/BCDFGH')).toBe('/providers/custom/activate/:code');
    expect(loggedPath('/pay/K7QFM2XP')).toBe('/pay/:code');
    expect(loggedPath('/pay/order/return')).toBe('/pay/order/return');
    expect(loggedPath('/pay')).toBe('/pay');
  });
});

describe('body limits (issue 13: bodies over 64 kB refused)', () => {
  it('answers 413 in the error shape before reading a big body; a licence request far sooner', async () => {
    const big = await json('POST', '/providers/subscription/auths', { email: 'x'.repeat(70 * 1024) });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 'body_too_large' });
    const licence = await json('POST', '/v2/drm/clearkey/licence?token=x', { kids: ['a'.repeat(9 * 1024)] });
    expect(licence.status).toBe(413);
  });
});
