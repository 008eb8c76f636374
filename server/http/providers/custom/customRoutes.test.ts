import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../shared/testApp.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await openTestApp();
  const customer = await t.accounts.customers.create({
    email: 'custom@example.com',
    password: 'secret12',
    firstName: 'Cus',
    lastName: 'Tom',
    registerSource: 'identity',
  });
  token = (await t.accounts.sessions.start(customer, { integration: 'custom' })).accessToken;
});
afterAll(() => t.close());

async function call(
  method: string,
  path: string,
  body?: unknown,
  bearer: string | null = token,
  form = false,
) {
  const response = await t.app.request(`/providers/custom${path}`, {
    method,
    headers: {
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body:
      body === undefined
        ? undefined
        : form
          ? new URLSearchParams(body as Record<string, string>).toString()
          : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json(), headers: response.headers };
}

describe('custom back end (spec: accounts 7.3, 4.5)', () => {
  it('asks for a bearer: Token is invalid or missing.', async () => {
    expect(await call('GET', '/user/profile', undefined, null)).toMatchObject({
      status: 401,
      json: { ok: false, error: 'Token is invalid or missing.' },
    });
    expect((await call('GET', '/user/profile', undefined, 'forged.token.here')).status).toBe(401);
  });

  it('has no user profile until one is created (ok false opens personal details), then has it', async () => {
    expect((await call('GET', '/user/profile')).json).toEqual({
      ok: false,
      error: 'Failed to fetch user profile.',
    });
    const created = await call('POST', '/user/profile', {
      firstname: 'Cusie',
      lastname: 'Tomas',
      phoneNumber: '+34 600 000 000',
      birthDate: '1990-04-01',
    });
    expect(created).toMatchObject({
      status: 201,
      json: { ok: true, firstname: 'Cusie', phoneNumber: '+34 600 000 000', birthDate: '1990-04-01' },
    });
    expect((await call('GET', '/user/profile')).json).toMatchObject({
      ok: true,
      firstname: 'Cusie',
      lastname: 'Tomas',
      email: 'custom@example.com',
    });
  });

  it.each([
    [{ firstname: 'Ana', birthDate: '01/04/1990' }, 'birthDate: birth date not valid'],
    [{ firstname: '' }, 'firstname: This field is required'],
    [{ firstname: 'Ana', unknown: 'x' }, /unrecognized|Unrecognized/],
  ])('refuses the profile %o', async (body, message) => {
    const result = await call('POST', '/user/profile', body);
    expect(result.status).toBe(422);
    expect(result.json.error).toMatch(message);
  });

  it('updates the names', async () => {
    expect((await call('PUT', '/user', { firstname: 'Renamed', lastname: 'Person' })).json).toMatchObject({
      ok: true,
      firstname: 'Renamed',
    });
  });

  it("keeps favourites and history by the spec's calls: GET the collection, POST media_id, DELETE by id", async () => {
    for (const media_id of ['m001demo', 'm002demo'])
      expect((await call('POST', '/user/favorites', { media_id }, token, true)).status).toBe(201);
    expect((await call('DELETE', '/user/favorites/m001demo')).status).toBe(200);
    const favorites = await call('GET', '/user/favorites');
    expect(favorites.json.collection.map((item: { media_id: string }) => item.media_id)).toEqual([
      'm002demo',
    ]);
    expect(favorites.json.cursor).toBeNull();
    await call('POST', '/user/history', { media_id: 'm003demo', progress: '0.25' }, token, true);
    expect((await call('GET', '/user/history')).json.collection[0]).toMatchObject({
      media_id: 'm003demo',
      progress: 0.25,
    });
    expect((await call('POST', '/user/history', { media_id: '../etc' }, token, true)).status).toBe(422);
    expect(
      (await call('POST', '/user/history', { media_id: 'm003demo', progress: '7' }, token, true)).status,
    ).toBe(422);
    expect((await call('DELETE', '/user/favorites/..%2Fetc')).status).toBe(422);
  });

  it('changes the password with the old one (form fields) and ends the sessions', async () => {
    const form = (old: string, next: string, confirm = next) =>
      call(
        'POST',
        '/user/change-password',
        { old_password: old, password: next, password_confirmation: confirm },
        token,
        true,
      );
    expect((await form('wrong1234', 'newpass12')).json).toMatchObject({
      ok: false,
      message: 'The old password does not match.',
    });
    expect((await form('secret12', 'weak')).json.message).toBe('Invalid param password');
    expect((await form('secret12', 'newpass12', 'other123')).json.message).toBe(
      'The password confirmation does not match.',
    );
    expect((await form('secret12', 'newpass12')).json).toEqual({ ok: true, message: 'Password changed' });
    expect((await call('GET', '/user/profile')).status).toBe(401);
  });

  it('deletes the account', async () => {
    const customer = await t.accounts.customers.create({
      email: 'bye@example.com',
      password: 'secret12',
      firstName: 'By',
      lastName: 'E',
      registerSource: 'identity',
    });
    const bearer = (await t.accounts.sessions.start(customer, { integration: 'custom' })).accessToken;
    expect((await call('DELETE', '/user', undefined, bearer)).json).toEqual({ ok: true });
    expect(await t.accounts.customers.findById(customer.id)).toBeUndefined();
  });
});
