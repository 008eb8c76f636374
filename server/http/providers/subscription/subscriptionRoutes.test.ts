import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../shared/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const base = '/providers/subscription';
async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await t.app.request(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  return {
    status: response.status,
    json,
    headers: response.headers,
    data: json.responseData,
    errors: json.errors as string[],
  };
}

const newViewer = {
  email: 'new.viewer@example.com',
  password: 'secret12',
  firstName: 'New',
  lastName: 'Viewer',
  publisherId: 'reference-subscriptions',
};

describe('sign-up: POST /customers (spec: accounts 7.1, 8 Registration)', () => {
  it('creates the customer and signs in: the jwt carries the customer and the publisher', async () => {
    const { status, data, errors } = await call('POST', '/customers', newViewer);
    expect(status).toBe(201);
    expect(errors).toEqual([]);
    expect(decodeJwt(data.jwt)).toMatchObject({
      customerId: data.customerId,
      publisherId: 'reference-subscriptions',
    });
    expect(data.refreshToken).toHaveLength(43);
  });

  it.each([
    [{ email: 'NEW.viewer@example.com' }, 422, 'Customer already exists.'],
    [{ email: 'not-an-address' }, 422, 'Please enter a valid e-mail address.'],
    [{ email: 'weak@example.com', password: 'weakpass' }, 422, 'Invalid param password'],
    [{ email: 'short@example.com', firstName: 'N' }, 422, 'Missing firstName'],
    [{ email: 'long@example.com', lastName: 'x'.repeat(51) }, 422, 'lastName can have max 50 characters.'],
  ])('refuses %o: %s %s', async (change, status, message) => {
    const result = await call('POST', '/customers', { ...newViewer, ...change });
    expect(result.status).toBe(status);
    expect(result.json).toEqual({ responseData: {}, errors: [message] });
  });

  it('refuses a sign-up whose required consents are declined', async () => {
    const result = await call('POST', '/customers', {
      ...newViewer,
      email: 'consent@example.com',
      consents: [{ name: 'terms', version: '1', state: 'declined' }],
    });
    expect(result.errors[0]).toMatch(/^Consents error/);
  });
});

describe('sign-in and refresh: POST /auths, /auths/refresh_token', () => {
  it('answers a wrong password and an unknown address with the same words', async () => {
    const wrong = await call('POST', '/auths', { email: 'demo@example.com', password: 'wrong1234' });
    const unknown = await call('POST', '/auths', { email: 'nobody@example.com', password: 'wrong1234' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.errors).toEqual(['Wrong email/password combination']);
    expect((await call('POST', '/auths', { email: 'nope', password: 'x' })).errors).toEqual([
      'Invalid param email',
    ]);
    expect((await call('POST', '/auths', 'not an object')).json).toEqual({
      responseData: {},
      errors: ['Invalid request body: JSON expected'],
    });
  });

  it('refreshes twice; then the first refresh token fails, and so does the newest (reuse ends the session)', async () => {
    const signIn = await call('POST', '/auths', { email: 'demo@example.com', password: 'demo1234' });
    expect(signIn.status).toBe(200);
    const first = await call('POST', '/auths/refresh_token', { refreshToken: signIn.data.refreshToken });
    const second = await call('POST', '/auths/refresh_token', { refreshToken: first.data.refreshToken });
    expect(second.status).toBe(200);
    const replay = await call('POST', '/auths/refresh_token', { refreshToken: signIn.data.refreshToken });
    expect(replay).toMatchObject({ status: 401, errors: ['Refresh token expired or revoked'] });
    expect(
      (await call('POST', '/auths/refresh_token', { refreshToken: second.data.refreshToken })).status,
    ).toBe(401);
    expect(
      (await call('GET', `/customers/${signIn.data.customerId}`, undefined, second.data.jwt)).status,
    ).toBe(401);
  });

  it('rate-limits sign-in per account with 429 and Retry-After', async () => {
    let last = await call('POST', '/auths', { email: 'limited@example.com', password: 'wrong1234' });
    for (let i = 0; i < 10; i += 1)
      last = await call('POST', '/auths', { email: 'limited@example.com', password: 'wrong1234' });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.json).toEqual({ responseData: {}, errors: ['Too many requests'] });
  });
});

describe('the customer: GET/PATCH /customers/{id}, consents, capture', () => {
  let jwt: string;
  let id: number;
  beforeAll(async () => {
    const { data } = await call('POST', '/customers', { ...newViewer, email: 'own@example.com' });
    jwt = data.jwt;
    id = data.customerId;
  });

  it('reads only the own customer: no bearer 401, another id 404', async () => {
    expect((await call('GET', `/customers/${id}`, undefined, jwt)).data).toMatchObject({
      id,
      email: 'own@example.com',
      firstName: 'New',
    });
    expect((await call('GET', `/customers/${id}`)).errors).toEqual(['Invalid JWT token']);
    expect((await call('GET', `/customers/${id + 1000}`, undefined, jwt)).status).toBe(404);
  });

  it('edits names, and the e-mail only with the right password', async () => {
    expect((await call('PATCH', `/customers/${id}`, { id, firstName: 'Renamed' }, jwt)).data.firstName).toBe(
      'Renamed',
    );
    expect((await call('PATCH', `/customers/${id}`, { firstName: '' }, jwt)).errors).toEqual([
      'Missing firstName',
    ]);
    expect((await call('PATCH', `/customers/${id}`, { email: 'x@example.com' }, jwt)).errors).toEqual([
      'Wrong email/password combination',
    ]);
    expect(
      (
        await call(
          'PATCH',
          `/customers/${id}`,
          { email: 'x@example.com', confirmationPassword: 'bad12345' },
          jwt,
        )
      ).errors,
    ).toEqual(['Invalid confirmationPassword']);
    expect(
      (
        await call(
          'PATCH',
          `/customers/${id}`,
          { email: 'demo@example.com', confirmationPassword: 'secret12' },
          jwt,
        )
      ).errors,
    ).toEqual(['Customer email already exists']);
    expect(
      (
        await call(
          'PATCH',
          `/customers/${id}`,
          { email: 'own2@example.com', confirmationPassword: 'secret12' },
          jwt,
        )
      ).data.email,
    ).toBe('own2@example.com');
  });

  it('keeps favourites and history in externalData, at most 48', async () => {
    const favorites = Array.from({ length: 50 }, (_, i) => ({
      mediaid: `m${String(i).padStart(3, '0')}demo`,
    }));
    const result = await call(
      'PATCH',
      `/customers/${id}`,
      { externalData: { favorites, history: [{ mediaid: 'm001demo', progress: 0.5 }] } },
      jwt,
    );
    expect(result.data.externalData.favorites).toHaveLength(48);
    expect(result.data.externalData.favorites[0]).toEqual({ mediaid: 'm000demo' });
    expect(result.data.externalData.history).toEqual([{ mediaid: 'm001demo', progress: 0.5 }]);
  });

  it('lists the publisher consents and saves the customer states', async () => {
    const publisher = await call('GET', '/publishers/reference-subscriptions/consents');
    expect(publisher.data.consents.map((consent: { name: string }) => consent.name)).toEqual([
      'terms',
      'marketing',
    ]);
    const saved = await call(
      'PUT',
      `/customers/${id}/consents`,
      { id, consents: [{ name: 'marketing', version: '2', state: 'accepted' }] },
      jwt,
    );
    expect(saved.data.consents).toContainEqual(
      expect.objectContaining({ name: 'marketing', state: 'accepted', needsUpdate: false }),
    );
  });

  it('reports capture status and takes the answers, custom questions by id', async () => {
    const before = await call('GET', `/customers/${id}/capture/status`, undefined, jwt);
    expect(before.data).toMatchObject({ isCaptureEnabled: true, shouldCaptureBeDisplayed: true });
    await call(
      'PUT',
      `/customers/${id}/capture`,
      {
        customerId: id,
        phoneNumber: '+1 555 0100',
        customAnswers: [{ question: 'How do you watch most often?', questionId: 'custom_1', value: 'tv' }],
      },
      jwt,
    );
    const after = await call('GET', `/customers/${id}/capture/status`, undefined, jwt);
    expect(after.data.shouldCaptureBeDisplayed).toBe(false);
    expect((await call('PUT', `/customers/${id}/capture`, { birthDate: '1.1.2000' }, jwt)).errors).toEqual([
      'Invalid param birthDate',
    ]);
  });
});

describe('password reset: PUT and PATCH /customers/passwords (spec: accounts 4.8)', () => {
  it('mails a link to the app; the link sets a new password once and ends the old sessions', async () => {
    const old = await call('POST', '/auths', { email: 'demo@example.com', password: 'demo1234' });
    const request = await call('PUT', '/customers/passwords', {
      customerEmail: 'demo@example.com',
      resetUrl: 'http://localhost/?u=edit-password',
    });
    expect(request.data).toEqual({ success: true });
    const mails = await (await t.app.request('/dev/mail.json')).json();
    const token = new URL(mails[0].links[0]).searchParams.get('resetPasswordToken');
    const reset = {
      customerEmail: 'demo@example.com',
      newPassword: 'newpass12',
      newPasswordConfirmation: 'newpass12',
      resetPasswordToken: token,
    };
    expect((await call('PATCH', '/customers/passwords', reset)).data).toEqual({ success: true });
    expect((await call('PATCH', '/customers/passwords', reset)).errors).toEqual([
      'resetPasswordToken is not valid',
    ]);
    expect((await call('GET', `/customers/${old.data.customerId}`, undefined, old.data.jwt)).status).toBe(
      401,
    );
    expect((await call('POST', '/auths', { email: 'demo@example.com', password: 'newpass12' })).status).toBe(
      200,
    );
  });

  it('answers an unknown address the same, and refuses a link to another site', async () => {
    expect((await call('PUT', '/customers/passwords', { customerEmail: 'ghost@example.com' })).data).toEqual({
      success: true,
    });
    const foreign = await call('PUT', '/customers/passwords', {
      customerEmail: 'demo@example.com',
      resetUrl: 'https://evil.example/steal',
    });
    expect(foreign.errors).toEqual(['Invalid param resetUrl']);
  });
});

describe('deletion: POST /customers/delete', () => {
  it('erases the own customer only', async () => {
    const { data } = await call('POST', '/customers', { ...newViewer, email: 'leaving@example.com' });
    expect(
      (await call('POST', '/customers/delete', { customerID: data.customerId + 1 }, data.jwt)).errors,
    ).toEqual(['Failed to delete customer']);
    expect((await call('POST', '/customers/delete', { customerID: data.customerId }, data.jwt)).data).toEqual(
      { data: { success: true } },
    );
    expect(await t.accounts.customers.findById(data.customerId)).toBeUndefined();
    expect((await call('GET', `/customers/${data.customerId}`, undefined, data.jwt)).status).toBe(401);
  });
});
