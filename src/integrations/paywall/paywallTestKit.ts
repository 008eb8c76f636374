import { vi } from 'vitest';
import { AccountError } from '../accountError.ts';
import type { Registration } from '../accountService.ts';
import { providerStorage } from '../session/providerStorage.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';
import type { withReferenceBackEnd } from '../testing/referenceBackEnd.ts';
import { paywallAccountService } from './paywallAccountService.ts';

type BackEnd = Awaited<ReturnType<typeof withReferenceBackEnd>>;

/**
 * The adapter as the demo config (server/catalog/configs/ottauth1.json) sets it up, on the test clock,
 * with storage and a sign-out callback of its own: instances are like tabs of different browsers, and
 * hear each other's refresh messages over the shared BroadcastChannel.
 */
export function paywallUnderTest(backEnd: BackEnd) {
  const storage = memoryStorage();
  const onSignedOut = vi.fn();
  const accounts = paywallAccountService({
    host: `${backEnd.origin}/providers/paywall`,
    clientId: 'reference-paywall',
    deviceHost: `${backEnd.origin}/providers/device`,
    merchantUuid: 'reference-merchant',
    referrer: 'http://localhost/',
    onSignedOut,
    now: () => backEnd.clock.now,
    storage: providerStorage(() => storage),
  });
  return { accounts, storage, onSignedOut };
}

/** Sends the adapter's requests to the back end in process; `onRequest` sees each one first. */
export function routeFetchTo(backEnd: BackEnd, onRequest: (method: string, url: string) => void = () => {}) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    onRequest(init?.method ?? 'GET', String(input).replace(backEnd.origin, ''));
    return backEnd.app.request(String(input).replace(backEnd.origin, ''), init);
  });
}

/** What the viewer would read: the catalogue key and its field, or how the call ended otherwise. */
export const keyOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) =>
      error instanceof AccountError ? `${error.key}${error.field ? `@${error.field}` : ''}` : String(error),
  );

export const registration = (email: string, change: Partial<Registration> = {}): Registration => ({
  email,
  password: 'secret123',
  firstName: 'Pia',
  lastName: 'Paywall',
  consents: { terms: true, marketing: true },
  ...change,
});
