import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../shared/testApp.ts';

let t: TestApp;
const SECRET = 'merchant-secret-0123456789abcdef';
beforeAll(async () => {
  t = await openTestApp({}, { paywallClientSecret: SECRET });
});
afterAll(() => t.close());

async function call(method: string, path: string, form?: Record<string, string>, token?: string) {
  const response = await t.app.request(`/providers/paywall${path}`, {
    method,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text.startsWith('{') ? JSON.parse(text) : text,
    headers: response.headers,
  };
}

const client = { client_id: 'reference-paywall', referrer: 'http://localhost/' };
const signUp = (change: Record<string, string> = {}) =>
  call('POST', '/accounts', {
    ...client,
    full_name: 'Paz Prueba',
    username: 'paz@example.com',
    password: 'secret12',
    password_confirmation: 'secret12',
    type: 'consumer',
    grant_type: 'password',
    'metadata[first_name]': 'Paz',
    'metadata[surname]': 'Prueba',
    'metadata[terms]': 'true',
    branding_id: '0',
    ...change,
  });
const signIn = (username: string, password: string) =>
  call('POST', '/accounts/authenticate', { ...client, grant_type: 'password', username, password });

describe('sign-up: POST /accounts (spec: accounts 7.2, 3.7, 8 Registration)', () => {
  it('creates the account from a form and answers tokens with expiry in unix seconds', async () => {
    const { status, json } = await signUp();
    expect(status).toBe(201);
    expect(json).toMatchObject({
      expires: expect.any(Number),
      account: {
        email: 'paz@example.com',
        full_name: 'Paz Prueba',
        metadata: { first_name: 'Paz', surname: 'Prueba', register_source: 'paywall', has_password: true },
      },
    });
    expect(json.expires).toBe(Math.floor(t.clock.now / 1000) + 900);
  });

  it.each([
    [{ username: 'PAZ@example.com' }, 409, 'Account already exists'],
    [{ username: 'not-an-address' }, 422, 'Please enter a valid e-mail address'],
    [
      { username: 'p2@example.com', password: 'weakpass', password_confirmation: 'weakpass' },
      422,
      'Invalid param password',
    ],
    [
      { username: 'p3@example.com', password_confirmation: 'other123' },
      422,
      'The password confirmation does not match.',
    ],
    [
      { username: 'p4@example.com', full_name: 'x'.repeat(251) },
      422,
      'The full_name must not be empty and not be greater than 250 characters.',
    ],
    [{ username: 'p5@example.com', client_id: 'someone-else' }, 400, 'Invalid client_id'],
    [
      { username: 'p6@example.com', 'metadata[terms]': 'false' },
      422,
      'consents error: the terms must be accepted',
    ],
  ])('refuses %o with %s %s', async (change, status, message) => {
    const { json } = await signUp(change);
    expect(json).toMatchObject({ code: status, message });
  });

  it('also answers at /v2/accounts', async () => {
    expect(
      (
        await call('POST', '/v2/accounts', {
          ...client,
          full_name: 'Vera Two',
          username: 'v2@example.com',
          password: 'secret12',
          password_confirmation: 'secret12',
        })
      ).status,
    ).toBe(201);
  });
});

describe('authenticate: password, refresh_token and client_secret grants', () => {
  it('signs in, and answers a wrong password like an unknown address', async () => {
    expect((await signIn('paywall@example.com', 'demo1234')).status).toBe(200);
    const wrong = await signIn('paywall@example.com', 'nope1234');
    expect(wrong.json).toEqual((await signIn('ghost@example.com', 'nope1234')).json);
    expect(wrong.json.message).toBe('Wrong email/password combination');
  });

  it('refreshes twice; then the first refresh token fails, and so does the newest', async () => {
    const first = (await signIn('paywall@example.com', 'demo1234')).json;
    const refresh = (token: string) =>
      call('POST', '/accounts/authenticate', {
        ...client,
        grant_type: 'refresh_token',
        refresh_token: token,
      });
    const second = (await refresh(first.refresh_token)).json;
    const third = (await refresh(second.refresh_token)).json;
    expect(third.account.email).toBe('paywall@example.com');
    expect((await refresh(first.refresh_token)).json).toMatchObject({
      code: 401,
      message: 'Invalid refresh token',
    });
    expect((await refresh(third.refresh_token)).status).toBe(401);
    expect(
      (await call('POST', '/accounts/authenticate', { ...client, grant_type: 'refresh_token' })).json,
    ).toMatchObject({ code: 401, message: 'The refresh token is not present' });
  });

  it('takes the client secret grant only with the configured secret, and not on /v2', async () => {
    const grant = (secret: string, path = '/accounts/authenticate') =>
      call('POST', path, {
        ...client,
        grant_type: 'client_secret',
        client_secret: secret,
        username: 'paywall@example.com',
      });
    expect((await grant(SECRET)).status).toBe(200);
    expect((await grant('wrong-secret-0123456789abcdef')).json.message).toBe('Invalid client_secret');
    expect((await grant(SECRET, '/v2/accounts/authenticate')).json.message).toBe('Unsupported grant_type');
  });

  it('rate-limits sign-in per account: 429 with Retry-After', async () => {
    let last = await signIn('flood@example.com', 'nope1234');
    for (let i = 0; i < 10; i += 1) last = await signIn('flood@example.com', 'nope1234');
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the account (bearer)', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signUp({ username: 'acc@example.com' })).json.access_token;
  });

  it('refuses without a bearer: The user is not authenticated.', async () => {
    expect((await call('GET', '/accounts')).json).toMatchObject({
      code: 401,
      message: 'The user is not authenticated.',
    });
  });

  it('reads and updates the account, splitting full_name', async () => {
    expect((await call('GET', '/accounts', undefined, token)).json.email).toBe('acc@example.com');
    const updated = await call('PUT', '/accounts', { full_name: 'Ana María López' }, token);
    expect(updated.json).toMatchObject({
      full_name: 'Ana María López',
      metadata: { first_name: 'Ana', surname: 'María López' },
    });
    expect((await call('PUT', '/accounts', { full_name: ' ' }, token)).json.message).toBe(
      'The full_name must not be empty and not be greater than 250 characters.',
    );
  });

  it('keeps favourites and watch history', async () => {
    await call('POST', '/v2/accounts/media/favorites', { media_id: 'm001demo' }, token);
    await call('POST', '/v2/accounts/media/watch-history', { media_id: 'm002demo', progress: '0.3' }, token);
    expect(
      (await call('GET', '/v2/accounts/media/favorites', undefined, token)).json.collection[0].media_id,
    ).toBe('m001demo');
    expect(
      (await call('GET', '/v2/accounts/media/watch-history', undefined, token)).json.collection[0],
    ).toMatchObject({ media_id: 'm002demo', progress: 0.3 });
    await call('DELETE', '/v2/accounts/media/favorites/m001demo', undefined, token);
    expect((await call('GET', '/v2/accounts/media/favorites', undefined, token)).json.collection).toEqual([]);
  });

  it('changes the password with the old one; other sessions end, this one stays', async () => {
    const other = (await signIn('acc@example.com', 'secret12')).json.access_token;
    const change = (old: string) =>
      call(
        'POST',
        '/accounts/change-password',
        { old_password: old, password: 'changed12', password_confirmation: 'changed12', branding_id: '0' },
        token,
      );
    expect((await change('wrong1234')).json.message).toBe('The old password does not match.');
    expect((await change('secret12')).json).toEqual({ code: 200, message: 'Password changed' });
    expect((await call('GET', '/accounts', undefined, token)).status).toBe(200);
    expect((await call('GET', '/accounts', undefined, other)).status).toBe(401);
  });

  it('mails the export after the password, then erases after the password, then signs out', async () => {
    expect((await call('POST', '/accounts/export', { password: 'wrong1234' }, token)).json.message).toBe(
      'invalid credentials',
    );
    expect((await call('POST', '/accounts/export', { password: 'changed12' }, token)).status).toBe(200);
    const [mail] = await t.accounts.mail.latest(1);
    expect(mail?.subject).toBe('Your account data');
    expect(mail?.text).toContain('"favorites"');
    expect(mail?.text).toContain('m002demo');
    expect((await call('DELETE', '/accounts/erase', { password: 'wrong1234' }, token)).json.message).toBe(
      'invalid credentials',
    );
    expect((await call('DELETE', '/accounts/erase', { password: 'changed12' }, token)).status).toBe(200);
    expect(await t.accounts.customers.findByEmail('acc@example.com')).toBeUndefined();
  });

  it('signs out: the token stops working', async () => {
    const fresh = (await signIn('paywall@example.com', 'demo1234')).json.access_token;
    expect((await call('GET', '/accounts/logout', undefined, fresh)).json).toEqual({
      code: 200,
      message: 'Logged out',
    });
    expect((await call('GET', '/accounts', undefined, fresh)).status).toBe(401);
  });
});

describe('password reset: POST /accounts/forgot-password, PUT /accounts/forgot-password/{token}', () => {
  it('answers the same for any address and sets the password through the mailed link once', async () => {
    const unknown = await call('POST', '/accounts/forgot-password', {
      email: 'ghost@example.com',
      merchant_uuid: 'reference-merchant',
      branding_id: '0',
    });
    const known = await call('POST', '/accounts/forgot-password', {
      email: 'paywall@example.com',
      merchant_uuid: 'reference-merchant',
      branding_id: '0',
    });
    expect(known.json).toEqual(unknown.json);
    const [mail] = await t.accounts.mail.latest(1);
    const link = new URL(mail?.links[0] ?? '');
    expect(link.searchParams.get('u')).toBe('edit-password');
    const token = link.searchParams.get('resetPasswordToken') ?? '';
    const reset = () =>
      call('PUT', `/accounts/forgot-password/${token}`, {
        password: 'reset1234',
        password_confirmation: 'reset1234',
        branding_id: '0',
      });
    expect((await reset()).json).toEqual({ code: 200, message: 'Password changed' });
    expect((await reset()).json.message).toBe('resetPasswordToken is not valid');
    expect((await signIn('paywall@example.com', 'reset1234')).status).toBe(200);
  });
});

describe('register fields, restrictions, features (anonymous)', () => {
  it('lists the built-in terms field first, then the consents', async () => {
    const { json } = await call('GET', '/accounts/register-fields/reference-merchant');
    expect(json.collection.map((field: { name: string }) => field.name)).toEqual(['terms', 'marketing']);
    expect(json.collection[0]).toMatchObject({
      type: 'checkbox',
      required: true,
      enabled_by_default: false,
      version: '1',
      isCustomRegisterField: true,
    });
    expect((await call('GET', '/v2/features')).json).toMatchObject({
      canChangePasswordWithOldPassword: true,
      hasSocialURLs: true,
      canUpdateEmail: false,
    });
    expect((await call('GET', '/restrictions/settings/reference-merchant')).status).toBe(200);
  });
});

describe('social sign-in through the local stand-ins (spec: accounts 2.3, 3.5)', () => {
  const state = Buffer.from(
    JSON.stringify({ client_id: 'reference-paywall', redirect: 'http://localhost/' }),
  ).toString('base64');

  it('lists one URL per provider, and refuses a state that returns elsewhere', async () => {
    const { json } = await call('GET', `/accounts/social?state=${encodeURIComponent(state)}`);
    expect(json.social_urls.map((entry: Record<string, string>) => Object.keys(entry)[0])).toEqual([
      'facebook',
      'twitter',
      'google',
    ]);
    const evil = Buffer.from(
      JSON.stringify({ client_id: 'reference-paywall', redirect: 'https://evil.example/' }),
    ).toString('base64');
    expect((await call('GET', `/accounts/social?state=${encodeURIComponent(evil)}`)).json.message).toBe(
      'Invalid param redirect',
    );
  });

  it('makes a password-less account and returns to the app with the tokens in the hash', async () => {
    const page = await call('GET', `/social/google?state=${encodeURIComponent(state)}`);
    expect(page.json).toContain('Sign in with Google');
    const response = await t.app.request('/providers/paywall/social/google', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, email: 'gina@example.com', name: 'Gina Google' }).toString(),
    });
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get('location') ?? '');
    expect(target.origin + target.pathname).toBe('http://localhost/');
    const hash = new URLSearchParams(target.hash.slice(1));
    const account = await call('GET', '/accounts', undefined, hash.get('token') ?? '');
    expect(account.json).toMatchObject({
      email: 'gina@example.com',
      metadata: { has_password: false, register_source: 'social:google' },
    });
    expect(Number(hash.get('expires'))).toBeGreaterThan(0);
  });

  it('will not sign into an account that has a password', async () => {
    const response = await t.app.request('/providers/paywall/social/facebook', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, email: 'paywall@example.com', name: 'Impostor' }).toString(),
    });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain('signs in another way');
  });
});

describe('PIN codes: POST /v2/accounts/pin-codes/send and /validate (spec: accounts 7.2)', () => {
  it('mails a 4-digit code that works once, and refuses a wrong one', async () => {
    const token = (await signUp({ username: 'pin@example.com' })).json.access_token;
    expect((await call('POST', '/v2/accounts/pin-codes/send', { branding_id: '0' }, token)).status).toBe(200);
    const [mail] = await t.accounts.mail.latest(1);
    const code = /\b(\d{4})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    const wrong = code === '0000' ? '1111' : '0000';
    expect(
      (await call('POST', '/v2/accounts/pin-codes/validate', { pin_code: wrong }, token)).json.message,
    ).toBe('Invalid pin code');
    expect((await call('POST', '/v2/accounts/pin-codes/validate', { pin_code: code }, token)).status).toBe(
      200,
    );
    expect((await call('POST', '/v2/accounts/pin-codes/validate', { pin_code: code }, token)).status).toBe(
      401,
    );
    expect(
      (await call('POST', '/v2/accounts/pin-codes/validate', { pin_code: '12345' }, token)).json.message,
    ).toBe('Invalid param pin_code');
    const stored = await t.database.db.selectFrom('pin_codes').select('code_hash').execute();
    expect(stored.every((row) => row.code_hash.startsWith('$argon2id$'))).toBe(true);
  });
});
