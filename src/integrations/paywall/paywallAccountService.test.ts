import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../net/http.ts';
import { AccountError } from '../accountError.ts';
import type { Registration } from '../accountService.ts';
import { providerStorage } from '../session/providerStorage.ts';
import { SignedOutError } from '../session/tokenSession.ts';
import { withReferenceBackEnd } from '../testing/referenceBackEnd.ts';
import { paywallAccountService } from './paywallAccountService.ts';

let backEnd: Awaited<ReturnType<typeof withReferenceBackEnd>>;
const onSignedOut = vi.fn();

/** A browser's local storage, as a map the test can read. */
function memoryStorage(): Storage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => items.delete(key),
    setItem: (key, value) => items.set(key, value),
  };
}

const service = (storage = memoryStorage()) => ({
  storage,
  accounts: paywallAccountService({
    host: `${backEnd.origin}/providers/paywall`,
    clientId: 'reference-paywall',
    merchantUuid: 'reference-merchant',
    referrer: 'http://localhost/',
    onSignedOut,
    now: () => backEnd.clock.now,
    storage: providerStorage(() => storage),
  }),
});
const keyOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) =>
      error instanceof AccountError ? `${error.key}${error.field ? `@${error.field}` : ''}` : String(error),
  );
const registration = (email: string, change: Partial<Registration> = {}): Registration => ({
  email,
  password: 'secret123',
  firstName: 'Pia',
  lastName: 'Paywall',
  consents: { terms: true, marketing: true },
  ...change,
});
const routeFetchToBackEnd = (onRequest = () => {}) =>
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    onRequest();
    return backEnd.app.request(String(input).replace(backEnd.origin, ''), init);
  });

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
    routeFetchToBackEnd(calls);
    const refused = await accounts.exportData('demo1234').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SignedOutError);
    expect(((refused as SignedOutError).cause as ApiError).message).toBe('The user is not authenticated.');
    expect(calls).not.toHaveBeenCalled();
    routeFetchToBackEnd();
  });
});
