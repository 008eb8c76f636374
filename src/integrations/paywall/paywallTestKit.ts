import { vi } from 'vitest';
import type { Registration } from '../accountService.ts';
import type { CardDetails, Order, PaymentService } from '../payments/paymentService.ts';
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

export { keyOf } from '../testing/keyOf.ts';

export const registration = (email: string, change: Partial<Registration> = {}): Registration => ({
  email,
  password: 'secret123',
  firstName: 'Pia',
  lastName: 'Paywall',
  consents: { terms: true, marketing: true },
  ...change,
});

let viewers = 0;
/** A new viewer, signed up and signed in: the adapter's payments, its storage, and the viewer's id. */
export async function paywallBuyer(backEnd: BackEnd) {
  const { accounts, storage } = paywallUnderTest(backEnd);
  viewers += 1;
  const customer = await accounts.signUp(registration(`buyer${viewers}@example.com`));
  const payments = accounts.payments as PaymentService;
  return { payments, storage, customerId: Number(customer.id) };
}

/** A card typed into the app's form (this provider takes no hosted component). */
export const card = (number: string): CardDetails => ({
  number,
  holderName: 'Pia Payer',
  expMonth: 3,
  expYear: 2030,
  cvc: '737',
});

/** An order for the offer, its asset's offers read first (as the choose-offer screen does). */
export async function orderFor(payments: PaymentService, assetId: string, offerId: string): Promise<Order> {
  await payments.offers([assetId]);
  return payments.createOrder(offerId);
}
