import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../net/http.ts';
import { SignedOutError } from '../session/tokenSession.ts';
import { withReferenceBackEnd } from '../testing/referenceBackEnd.ts';
import { keyOf, paywallUnderTest, registration, routeFetchTo } from './paywallTestKit.ts';

let backEnd: Awaited<ReturnType<typeof withReferenceBackEnd>>;
const service = () => paywallUnderTest(backEnd);

beforeAll(async () => {
  backEnd = await withReferenceBackEnd();
});
afterAll(() => backEnd.close());

/** The adapter against the account provider façade of the reference back end (spec: accounts 7.2). */
describe('account provider (paywall) adapter', () => {
  it('signs up, keeps the provider token record under its own key, and signs out at the provider', async () => {
    const { accounts, storage } = service();
    const customer = await accounts.signUp(registration('pia@example.com'));
    expect(customer).toMatchObject({
      email: 'pia@example.com',
      firstName: 'Pia',
      lastName: 'Paywall',
      fullName: 'Pia Paywall',
      hasPassword: true,
      registeredHere: true,
    });
    // spec: accounts 3.5 — {token, refreshToken, expires} under the fixed provider key, no prefix.
    expect([...storage.items.keys()]).toEqual(['inplayer_token']);
    const record = JSON.parse(storage.items.get('inplayer_token') ?? '{}');
    expect(record).toEqual({
      token: expect.any(String),
      refreshToken: expect.any(String),
      expires: Math.floor(backEnd.clock.now / 1000) + 900,
    });
    expect(await accounts.currentCustomer()).toMatchObject({ id: customer.id });
    // spec: accounts 3.2 — the publisher consents went with the sign-up, each with its version.
    expect(await backEnd.accounts.consents.list(Number(customer.id))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'terms', version: '1', state: 'accepted' }),
        expect.objectContaining({ name: 'marketing', version: '2', state: 'accepted' }),
      ]),
    );
    await accounts.signOut();
    expect(storage.items.size).toBe(0);
    expect(await accounts.currentCustomer()).toBeNull();
    // The provider ended the session too: the old token no longer works.
    const old = await backEnd.app.request('/providers/paywall/accounts', {
      headers: { authorization: `Bearer ${record.token}` },
    });
    expect(old.status).toBe(401);
  });

  it('reads the publisher consents from the register fields', async () => {
    const consents = await service().accounts.publisherConsents();
    expect(consents.map((consent) => [consent.name, consent.required])).toEqual([
      ['terms', true],
      ['marketing', false],
    ]);
  });

  it('turns the server messages into catalogue keys', async () => {
    const { accounts } = service();
    expect(await keyOf(accounts.signIn({ email: 'paywall@example.com', password: 'wrong-pass1' }))).toBe(
      'login.wrong_combination',
    );
    expect(await keyOf(accounts.signUp(registration('paywall@example.com')))).toBe(
      'registration.user_exists',
    );
    expect(await keyOf(accounts.signUp(registration('weak@example.com', { password: 'weakpass' })))).toBe(
      'registration.invalid_password@password',
    );
    expect(await keyOf(accounts.signUp(registration('no-terms@example.com', { consents: {} })))).toBe(
      'registration.consents_error',
    );
    expect(await keyOf(accounts.signUp(registration('not-an-address')))).toBe(
      'registration.field_is_not_valid_email@email',
    );
  });

  it('tells accounts registered elsewhere from its own', async () => {
    const { accounts } = service();
    const elsewhere = await accounts.signIn({ email: 'demo@example.com', password: 'demo1234' });
    expect(elsewhere.registeredHere).toBe(false);
    const own = await accounts.signIn({ email: 'paywall@example.com', password: 'demo1234' });
    expect(own).toMatchObject({ registeredHere: true, firstName: 'Paula', lastName: 'Paywall' });
  });

  it('refuses account calls without a session before asking the provider (spec: accounts 6)', async () => {
    const { accounts } = service();
    const calls = vi.fn();
    routeFetchTo(backEnd, calls);
    const refused = await accounts.exportData('demo1234').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SignedOutError);
    expect(((refused as SignedOutError).cause as ApiError).message).toBe('The user is not authenticated.');
    expect(calls).not.toHaveBeenCalled();
    routeFetchTo(backEnd);
  });

  it('reads the customer consents from the account and saves changed answers (spec: accounts 2.9, 3.1)', async () => {
    const { accounts } = service();
    const customer = await accounts.signUp(
      registration('consenting@example.com', { consents: { terms: true, marketing: false } }),
    );
    const answers = async () =>
      (await accounts.customerConsents?.())?.map((consent) => [consent.name, consent.accepted]);
    expect(await answers()).toEqual([
      ['terms', true],
      ['marketing', false],
    ]);
    await accounts.saveConsents?.({ terms: true, marketing: true });
    expect(await answers()).toEqual([
      ['terms', true],
      ['marketing', true],
    ]);
    // The name stays as it was; the provider keeps the answers where sign-up put them.
    expect(await accounts.currentCustomer()).toMatchObject({ firstName: 'Pia', lastName: 'Paywall' });
    expect(await backEnd.accounts.consents.list(Number(customer.id))).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'marketing', state: 'accepted' })]),
    );
  });

  it('edits the name, and refuses a name the provider refuses', async () => {
    const { accounts } = service();
    const customer = await accounts.signUp(registration('name@example.com'));
    const renamed = await accounts.updateName(customer, ' Nora ', 'de la Vega ');
    expect(renamed).toMatchObject({ firstName: 'Nora', lastName: 'de la Vega', fullName: 'Nora de la Vega' });
    expect(await accounts.currentCustomer()).toMatchObject({ firstName: 'Nora', lastName: 'de la Vega' });
    expect(await keyOf(accounts.updateName(customer, 'x'.repeat(51), 'Vega'))).toBe(
      'account.errors.full_name_invalid',
    );
  });

  it('changes the password with the old one, and names a wrong old one', async () => {
    const { accounts } = service();
    const customer = await accounts.signUp(registration('change@example.com'));
    const change = { oldPassword: 'secret123', password: 'newpass123', passwordConfirmation: 'newpass123' };
    expect(await keyOf(accounts.changePassword(customer, { ...change, oldPassword: 'wrong-old1' }))).toBe(
      'reset.old_password_wrong@oldPassword',
    );
    expect(
      await keyOf(accounts.changePassword(customer, { ...change, passwordConfirmation: 'other1234' })),
    ).toBe('reset.passwords_do_not_match@passwordConfirmation');
    await accounts.changePassword(customer, change);
    // This device stays signed in; the new password signs in elsewhere.
    expect(await accounts.currentCustomer()).toMatchObject({ id: customer.id });
    await expect(
      service().accounts.signIn({ email: 'change@example.com', password: 'newpass123' }),
    ).resolves.toBeTruthy();
  });

  it('mails the export of the account data to its address, with the password', async () => {
    const { accounts } = service();
    await accounts.signUp(registration('export@example.com'));
    const requests: string[] = [];
    routeFetchTo(backEnd, (method, url) => requests.push(`${method} ${url}`));
    expect(await keyOf(accounts.exportData('wrong-pass1'))).toBe(
      'account.delete_account.invalid_credentials@password',
    );
    // Its 401 is a wrong password, not a stale token: no refresh, no second try.
    expect(requests).toEqual(['POST /providers/paywall/accounts/export']);
    routeFetchTo(backEnd);
    await accounts.exportData('secret123');
    const mails = await backEnd.mail();
    expect(mails.filter((mail) => mail.to === 'export@example.com').map((mail) => mail.subject)).toEqual([
      'Your account data',
    ]);
  });

  it('deletes the account with the password; then nobody signs in with it', async () => {
    const { accounts, storage } = service();
    await accounts.signUp(registration('leaving@example.com'));
    expect(await keyOf(accounts.deleteAccount('wrong-pass1'))).toBe(
      'account.delete_account.invalid_credentials@password',
    );
    await accounts.deleteAccount('secret123');
    expect(storage.items.size).toBe(0);
    expect(await keyOf(accounts.signIn({ email: 'leaving@example.com', password: 'secret123' }))).toBe(
      'login.wrong_combination',
    );
  });

  it('resets a password through the link the mail carries', async () => {
    const { accounts } = service();
    await accounts.requestPasswordReset('paywall@example.com', 'http://localhost/?u=edit-password');
    const mail = (await backEnd.mail()).find((sent) => sent.to === 'paywall@example.com');
    const link = new URL(mail?.links[0] ?? '');
    expect(link.searchParams.get('u')).toBe('edit-password');
    const token = link.searchParams.get('resetPasswordToken') ?? '';
    const reset = { email: 'paywall@example.com', resetPasswordToken: token, password: 'newpass123' };
    expect(await keyOf(accounts.resetPassword({ ...reset, passwordConfirmation: 'other1234' }))).toBe(
      'reset.passwords_do_not_match@passwordConfirmation',
    );
    expect(
      await keyOf(
        accounts.resetPassword({ ...reset, password: 'weakpass', passwordConfirmation: 'weakpass' }),
      ),
    ).toBe('reset.invalid_password@password');
    await accounts.resetPassword({ ...reset, passwordConfirmation: 'newpass123' });
    expect(await keyOf(accounts.resetPassword({ ...reset, passwordConfirmation: 'newpass123' }))).toBe(
      'reset.invalid_reset_link',
    );
    await expect(
      accounts.signIn({ email: 'paywall@example.com', password: 'newpass123' }),
    ).resolves.toBeTruthy();
    expect(await keyOf(accounts.requestPasswordReset('not-an-address'.repeat(30), 'http://localhost/'))).toBe(
      'reset.wrong_email@email',
    );
  });

  it('says the provider is unreachable when it does not answer', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(
      await keyOf(service().accounts.signIn({ email: 'paywall@example.com', password: 'demo1234' })),
    ).toBe('errors.unreachable');
    routeFetchTo(backEnd);
  });

  it('signs in through a social provider: its address, then the tokens the app finds in the URL hash', async () => {
    const { accounts } = service();
    const urls = await accounts.socialSignInUrls?.('http://localhost/');
    expect(urls?.map(({ provider }) => provider)).toEqual(['facebook', 'twitter', 'google']);
    const google = new URL(urls?.find(({ provider }) => provider === 'google')?.url ?? '');
    const answer = await backEnd.app.request(google.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      body: new URLSearchParams({
        state: google.searchParams.get('state') ?? '',
        email: 'sol@example.com',
        name: 'Sol Social',
      }).toString(),
    });
    const hash = new URL(answer.headers.get('location') ?? '').hash.slice(1);
    const customer = await accounts.signInWithTokens?.(new URLSearchParams(hash));
    expect(customer).toMatchObject({ email: 'sol@example.com', hasPassword: false });
    expect(
      await keyOf(accounts.signInWithTokens?.(new URLSearchParams('token=&expires=x')) ?? Promise.resolve()),
    ).toBe('login.unexpected_error');
  });
});
