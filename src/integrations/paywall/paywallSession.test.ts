import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../net/http.ts';
import { withReferenceBackEnd } from '../testing/referenceBackEnd.ts';
import { keyOf, paywallUnderTest, registration, routeFetchTo } from './paywallTestKit.ts';

let backEnd: Awaited<ReturnType<typeof withReferenceBackEnd>>;
const requests: string[] = [];
const service = () => paywallUnderTest(backEnd);
const record = (storage: Storage) => JSON.parse(storage.getItem('inplayer_token') ?? 'null');
const PROVIDER = '/providers/paywall';

beforeAll(async () => {
  backEnd = await withReferenceBackEnd();
});
beforeEach(() => {
  requests.length = 0;
  // Each request a second later: the provider orders its lists by time.
  routeFetchTo(backEnd, (method, url) => {
    requests.push(`${method} ${url.replace(PROVIDER, '')}`);
    backEnd.clock.now += 1000;
  });
});
afterAll(() => backEnd.close());

/** spec: accounts 3.5, 4.2 — the provider's token record and its refresh, against the reference back end. */
describe('account provider session', () => {
  it('refreshes an expired token once for concurrent callers, with grant refresh_token', async () => {
    const { accounts, storage, onSignedOut } = service();
    const customer = await accounts.signUp(registration('refresh@example.com'));
    const before = record(storage);
    backEnd.clock.now += 16 * 60 * 1000;
    requests.length = 0;
    const [again] = await Promise.all([
      accounts.currentCustomer(),
      accounts.getList(customer, 'favorites'),
      accounts.getList(customer, 'history'),
    ]);
    expect(again?.id).toBe(customer.id);
    expect(requests.filter((request) => request === 'POST /accounts/authenticate')).toHaveLength(1);
    expect(record(storage).token).not.toBe(before.token);
    expect(record(storage).expires).toBeGreaterThan(before.expires);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('without a stored refresh token, an expired record signs out with the spec message', async () => {
    const { accounts, storage, onSignedOut } = service();
    storage.setItem('inplayer_token', JSON.stringify({ token: 'stale', expires: 0 }));
    const refused = await accounts.getList({} as never, 'favorites').catch((error: unknown) => error);
    expect(((refused as Error).cause as ApiError).message).toBe('The refresh token is not present');
    expect(((refused as Error).cause as ApiError).status).toBe(401);
    expect(requests).toEqual([]);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(storage.getItem('inplayer_token')).toBeNull();
  });

  it('a refresh the provider refuses clears the record and signs out', async () => {
    const { accounts, storage, onSignedOut } = service();
    storage.setItem('inplayer_token', JSON.stringify({ token: 'stale', refreshToken: 'forged', expires: 1 }));
    expect(await accounts.currentCustomer()).toBeNull();
    expect(requests).toEqual(['POST /accounts/authenticate']);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(storage.getItem('inplayer_token')).toBeNull();
  });

  it('a token refused before its time is refreshed once and the call retried', async () => {
    const { accounts, storage, onSignedOut } = service();
    await accounts.signIn({ email: 'refresh@example.com', password: 'secret123' });
    storage.setItem('inplayer_token', JSON.stringify({ ...record(storage), token: 'revoked' }));
    requests.length = 0;
    expect(await accounts.currentCustomer()).toMatchObject({ email: 'refresh@example.com' });
    expect(requests).toEqual(['GET /accounts', 'POST /accounts/authenticate', 'GET /accounts']);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('keeps the tokens when the provider does not answer the refresh, and refreshes later', async () => {
    const { accounts, storage, onSignedOut } = service();
    await accounts.signIn({ email: 'refresh@example.com', password: 'secret123' });
    const before = record(storage);
    backEnd.clock.now += 16 * 60 * 1000;
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await keyOf(accounts.currentCustomer())).toBe('errors.unreachable');
    expect(record(storage)).toEqual(before);
    routeFetchTo(backEnd);
    expect(await accounts.currentCustomer()).toMatchObject({ email: 'refresh@example.com' });
    expect(record(storage).token).not.toBe(before.token);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('reads a record without a token, or not the record at all, as signed out without a request', async () => {
    for (const stored of ['{"refreshToken":"r","expires":9999999999}', 'not json', '{"token":7}']) {
      const { accounts, storage } = service();
      storage.setItem('inplayer_token', stored);
      expect(await accounts.currentCustomer()).toBeNull();
    }
    expect(requests).toEqual([]);
  });
});

/** spec: accounts 9; browsing 5 — favourites and history kept by the provider, newest first. */
describe('account provider lists', () => {
  it('replaces a list with as few calls as its order allows, at most 48 items', async () => {
    const { accounts } = service();
    const customer = await accounts.signUp(registration('lists@example.com'));
    const many = Array.from({ length: 50 }, (_, i) => ({ mediaid: `m${String(i).padStart(3, '0')}list` }));
    await accounts.setList(customer, 'favorites', many);
    expect(await accounts.getList(customer, 'favorites')).toEqual(many.slice(0, 48));

    const a = { mediaid: 'aaaa0001', progress: 0.5 };
    const b = { mediaid: 'bbbb0001', progress: 0.2 };
    const c = { mediaid: 'cccc0001', progress: 0.1 };
    await accounts.setList(customer, 'history', [a, b]);
    expect(await accounts.getList(customer, 'history')).toEqual([a, b]);

    requests.length = 0;
    await accounts.setList(customer, 'history', [c, a, b]);
    expect(requests).toEqual([
      'GET /v2/accounts/media/watch-history',
      'POST /v2/accounts/media/watch-history',
    ]);
    expect(await accounts.getList(customer, 'history')).toEqual([c, a, b]);

    requests.length = 0;
    await accounts.setList(customer, 'history', [{ ...a, progress: 0.9 }, c, { mediaid: 'dddd0001' }]);
    expect(requests.filter((request) => !request.startsWith('GET'))).toEqual([
      'DELETE /v2/accounts/media/watch-history/bbbb0001',
      'POST /v2/accounts/media/watch-history',
      'POST /v2/accounts/media/watch-history',
      'POST /v2/accounts/media/watch-history',
    ]);
    expect(await accounts.getList(customer, 'history')).toEqual([
      { ...a, progress: 0.9 },
      c,
      { mediaid: 'dddd0001', progress: 0 },
    ]);
  });
});
