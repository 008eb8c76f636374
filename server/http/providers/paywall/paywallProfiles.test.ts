import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../shared/testApp.ts';

/**
 * Viewer profiles at the account provider (spec: accounts 7.2 profile calls, 3.6, 4.11, 5.8, 8 Profiles,
 * 9): JSON bodies as the app sends them (adult a boolean), each refusal in the vendor's shape.
 */
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

async function call(method: string, path: string, token: string | undefined, body?: unknown) {
  const response = await t.app.request(`/providers/paywall${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined || method === 'GET' ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json(), headers: response.headers };
}

let serial = 0;
/** A fresh account (the demo ones are shared with other tests) and its bearer. */
async function newAccount(fullName = 'Olga Owner'): Promise<string> {
  serial += 1;
  return signedIn(`profiles-${serial}@example.com`, fullName);
}

/** A form call of the provider's anonymous ones (sign-up, authenticate); its tokens. */
async function tokensFrom(path: string, form: Record<string, string>) {
  const response = await t.app.request(`/providers/paywall${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'reference-paywall', ...form }).toString(),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

/** Signs up (with a name) or in (without); the bearer. */
async function signedIn(email: string, fullName?: string): Promise<string> {
  const credentials = { username: email, password: 'secret12' };
  const answer = fullName
    ? await tokensFrom('/accounts', {
        ...credentials,
        full_name: fullName,
        password_confirmation: 'secret12',
        'metadata[terms]': 'true',
      })
    : await tokensFrom('/accounts/authenticate', { ...credentials, grant_type: 'password' });
  return answer.access_token;
}

const kid = { name: 'Little One', adult: false, avatar_url: '/images/avatars/frog.svg' };

describe('profiles: list and create (spec: accounts 7.2, 3.6, 9)', () => {
  it('an account starts with its default profile, named after the holder, adult, without a PIN', async () => {
    const token = await newAccount();
    const { status, json } = await call('GET', '/v2/accounts/profiles', token);
    expect(status).toBe(200);
    expect(json).toEqual({
      canManageProfiles: true,
      collection: [
        { id: expect.any(String), name: 'Olga', adult: true, avatar_url: '', default: true, pin: false },
      ],
    });
    // Listing again does not make another.
    expect((await call('GET', '/v2/accounts/profiles', token)).json.collection).toHaveLength(1);
  });

  it('creates up to four; the fifth is refused; a duplicate name is 409 on the name', async () => {
    const token = await newAccount();
    const created = await call('POST', '/v2/accounts/profiles', token, { ...kid, pin: '1234' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'Little One', adult: false, default: false, pin: true });
    expect(created.json).not.toHaveProperty('pin_hash');
    const duplicate = await call('POST', '/v2/accounts/profiles', token, {
      name: ' little one ',
      adult: true,
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json).toEqual({
      code: 409,
      message: 'Profile name already exists',
      errors: { name: 'Profile name already exists' },
    });
    for (const name of ['Second', 'Third'])
      expect((await call('POST', '/v2/accounts/profiles', token, { name, adult: true })).status).toBe(201);
    const fifth = await call('POST', '/v2/accounts/profiles', token, { name: 'Fifth', adult: true });
    expect(fifth.status).toBe(422);
    expect(fifth.json.message).toBe('Maximum number of profiles reached');
    expect(
      (await call('GET', '/v2/accounts/profiles', token)).json.collection.map(
        (p: { name: string }) => p.name,
      ),
    ).toEqual(['Olga', 'Little One', 'Second', 'Third']);
  });

  it.each([
    [{ name: 'Al', adult: true }, 'name must be at least 3 characters', 'name'],
    [{ name: 'x'.repeat(31), adult: true }, 'name must be at most 30 characters', 'name'],
    [{ name: '   ', adult: true }, 'name is required', 'name'],
    [{ name: 'Bad<name>', adult: true }, 'name may only contain letters, digits and spaces', 'name'],
    [{ name: 'Pin Wrong', adult: true, pin: '12a4' }, 'pin must be 4 digits', 'pin'],
    [
      { name: 'Avatar Wrong', adult: true, avatar_url: 'javascript:alert(1)' },
      'avatar_url is not an image address',
      'avatar_url',
    ],
    [{ name: 'No Adult' }, 'Invalid param adult', 'adult'],
  ])('refuses %j: %s', async (body, message, field) => {
    const token = await newAccount();
    const { status, json } = await call('POST', '/v2/accounts/profiles', token, body);
    expect(status).toBe(422);
    expect(json).toEqual({ code: 422, message, errors: { [field]: message } });
  });

  it('accepts names in any script, and adult as a form field', async () => {
    const token = await newAccount();
    expect(
      (await call('POST', '/v2/accounts/profiles', token, { name: 'Niño José 2', adult: true })).status,
    ).toBe(201);
    const form = await t.app.request('/providers/paywall/v2/accounts/profiles', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      body: 'name=Formed&adult=false',
    });
    expect(await form.json()).toMatchObject({ name: 'Formed', adult: false });
  });

  it('every call needs a bearer', async () => {
    for (const [method, path] of [
      ['GET', '/v2/accounts/profiles'],
      ['POST', '/v2/accounts/profiles'],
      ['GET', '/v2/accounts/profiles/x'],
      ['PUT', '/v2/accounts/profiles/x'],
      ['DELETE', '/v2/accounts/profiles/x'],
      ['POST', '/v2/accounts/profiles/x/token'],
    ] as const)
      expect((await call(method, path, undefined, {})).status).toBe(401);
  });
});

describe('profiles: read, update, delete (spec: accounts 2.12, 4.11, 8)', () => {
  it('reads and updates one; an unknown id is 404; the default profile stays adult', async () => {
    const token = await newAccount();
    const { json: made } = await call('POST', '/v2/accounts/profiles', token, kid);
    expect((await call('GET', `/v2/accounts/profiles/${made.id}`, token)).json).toEqual(made);
    const updated = await call('PUT', `/v2/accounts/profiles/${made.id}`, token, {
      name: 'Grown Up',
      adult: true,
      avatar_url: '/images/avatars/bear.svg',
    });
    expect(updated.json).toMatchObject({
      name: 'Grown Up',
      adult: true,
      avatar_url: '/images/avatars/bear.svg',
    });
    expect(
      (await call('GET', '/v2/accounts/profiles/00000000-0000-4000-8000-000000000000', token)).status,
    ).toBe(404);
    expect((await call('GET', '/v2/accounts/profiles/not-a-uuid', token)).status).toBe(404);
    const main = (await call('GET', '/v2/accounts/profiles', token)).json.collection[0];
    const kidMain = await call('PUT', `/v2/accounts/profiles/${main.id}`, token, { adult: false });
    expect(kidMain.status).toBe(422);
    expect(kidMain.json.message).toBe('The default profile is an adult profile');
  });

  it("another account's profile does not exist for this one", async () => {
    const owner = await newAccount();
    const stranger = await newAccount();
    const { json: made } = await call('POST', '/v2/accounts/profiles', owner, kid);
    for (const [method, path] of [
      ['GET', `/v2/accounts/profiles/${made.id}`],
      ['PUT', `/v2/accounts/profiles/${made.id}`],
      ['DELETE', `/v2/accounts/profiles/${made.id}`],
      ['POST', `/v2/accounts/profiles/${made.id}/token`],
    ] as const)
      expect((await call(method, path, stranger, {})).status).toBe(404);
  });

  it("deletes one ('Profile deleted successfully'), with its lists; the default profile cannot be deleted", async () => {
    const token = await newAccount();
    const { json: made } = await call('POST', '/v2/accounts/profiles', token, kid);
    const entered = await call('POST', `/v2/accounts/profiles/${made.id}/token`, token, {});
    const kidToken = entered.json.credentials.access_token;
    await call('POST', '/v2/accounts/media/favorites', kidToken, { media_id: 'm001demo' });
    const deleted = await call('DELETE', `/v2/accounts/profiles/${made.id}`, token);
    expect(deleted.json).toEqual({ code: 200, message: 'Profile deleted successfully' });
    expect((await call('GET', '/v2/accounts/profiles', token)).json.collection).toHaveLength(1);
    const rows = await t.database.db
      .selectFrom('watch_list_items')
      .select('media_id')
      .where('profile_id', '=', made.id)
      .execute();
    expect(rows).toEqual([]);
    const main = (await call('GET', '/v2/accounts/profiles', token)).json.collection[0];
    const refused = await call('DELETE', `/v2/accounts/profiles/${main.id}`, token);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe('The default profile cannot be deleted');
  });
});

describe('entering a profile (spec: accounts 3.6, 4.11): the PIN, profile-scoped credentials', () => {
  it('gives credentials {access_token, expires}; the token keeps its own lists and is taken like the account token', async () => {
    const token = await newAccount();
    const { json: made } = await call('POST', '/v2/accounts/profiles', token, { ...kid, pin: '2468' });
    const entered = await call('POST', `/v2/accounts/profiles/${made.id}/token`, token, { pin: '2468' });
    expect(entered.status).toBe(200);
    expect(entered.json).toMatchObject({
      id: made.id,
      credentials: { access_token: expect.any(String), expires: Math.floor(t.clock.now / 1000) + 900 },
    });
    const kidToken = entered.json.credentials.access_token;
    expect((await call('GET', '/accounts', kidToken)).status).toBe(200);
    await call('POST', '/v2/accounts/media/favorites', kidToken, { media_id: 'm002demo' });
    await call('POST', '/v2/accounts/media/favorites', token, { media_id: 'm003demo' });
    const ids = async (bearer: string) =>
      (await call('GET', '/v2/accounts/media/favorites', bearer)).json.collection.map(
        (item: { media_id: string }) => item.media_id,
      );
    expect(await ids(kidToken)).toEqual(['m002demo']);
    expect(await ids(token)).toEqual(['m003demo']);
  });

  it('the default profile is the account: its credentials see the account lists', async () => {
    const token = await newAccount();
    await call('POST', '/v2/accounts/media/favorites', token, { media_id: 'm004demo' });
    const main = (await call('GET', '/v2/accounts/profiles', token)).json.collection[0];
    const entered = await call('POST', `/v2/accounts/profiles/${main.id}/token`, token, {});
    const favourites = await call(
      'GET',
      '/v2/accounts/media/favorites',
      entered.json.credentials.access_token,
    );
    expect(favourites.json.collection.map((item: { media_id: string }) => item.media_id)).toEqual([
      'm004demo',
    ]);
  });

  it('a wrong or missing PIN is 401 on the pin; five wrong ones a quarter hour, then 429 with Retry-After even for the right one', async () => {
    const token = await newAccount();
    const { json: made } = await call('POST', '/v2/accounts/profiles', token, {
      name: 'Locked',
      adult: true,
      pin: '1357',
    });
    const missing = await call('POST', `/v2/accounts/profiles/${made.id}/token`, token, {});
    expect(missing.status).toBe(401);
    expect(missing.json.errors).toEqual({ pin: 'Invalid PIN' });
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect(
        (await call('POST', `/v2/accounts/profiles/${made.id}/token`, token, { pin: '0000' })).status,
      ).toBe(401);
    const limited = await call('POST', `/v2/accounts/profiles/${made.id}/token`, token, { pin: '1357' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // A quarter hour later (the access token has lapsed too: the viewer signs in again).
    t.clock.now += 15 * 60_000;
    const later = await signedIn(`profiles-${serial}@example.com`);
    expect(
      (await call('POST', `/v2/accounts/profiles/${made.id}/token`, later, { pin: '1357' })).status,
    ).toBe(200);
  });

  it('a kids profile cannot manage profiles', async () => {
    const token = await newAccount();
    const { json: made } = await call('POST', '/v2/accounts/profiles', token, kid);
    const kidToken = (await call('POST', `/v2/accounts/profiles/${made.id}/token`, token, {})).json
      .credentials.access_token;
    const listed = await call('GET', '/v2/accounts/profiles', kidToken);
    expect(listed.json.canManageProfiles).toBe(false);
    const refused = await call('POST', '/v2/accounts/profiles', kidToken, { name: 'Sneaky', adult: true });
    expect(refused.status).toBe(403);
    expect((await call('PUT', `/v2/accounts/profiles/${made.id}`, kidToken, { adult: true })).status).toBe(
      403,
    );
    expect((await call('DELETE', `/v2/accounts/profiles/${made.id}`, kidToken)).status).toBe(403);
  });

  it('the session stays in the entered profile when its tokens are refreshed', async () => {
    serial += 1;
    const email = `profiles-${serial}@example.com`;
    await signedIn(email, 'Rita Refresh');
    const { access_token, refresh_token } = await tokensFrom('/accounts/authenticate', {
      grant_type: 'password',
      username: email,
      password: 'secret12',
    });
    const { json: made } = await call('POST', '/v2/accounts/profiles', access_token, kid);
    await call('POST', `/v2/accounts/profiles/${made.id}/token`, access_token, {});
    const next = (await tokensFrom('/accounts/authenticate', { grant_type: 'refresh_token', refresh_token }))
      .access_token;
    expect((await call('GET', '/v2/accounts/profiles', next)).json.canManageProfiles).toBe(false);
  });
});
