import { expect, vi } from 'vitest';
import type { HostedCardFields, PaymentService } from '../payments/paymentService.ts';
import type { withReferenceBackEnd } from '../testing/referenceBackEnd.ts';
import { subscriptionAccountService } from './subscriptionAccountService.ts';

type BackEnd = Awaited<ReturnType<typeof withReferenceBackEnd>>;

/** The hosted component's fields for a test card (sandbox: `test_`-prefixed). */
export const card = (number: string, cvc = '737'): HostedCardFields => ({
  type: 'scheme',
  holderName: 'Bea Buyer',
  encryptedCardNumber: `test_${number}`,
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: `test_${cvc}`,
});

export const returnUrl = 'http://localhost/?u=finalize-payment';

/**
 * The subscription adapter against the reference back end (spec: payments 7.1), on its test clock: new
 * customers (signed up in the US, USD) and their payments, and the shopper's browser on provider pages.
 */
export function subscriptionUnderTest(backEnd: () => BackEnd) {
  const accounts = () =>
    subscriptionAccountService({
      host: `${backEnd().origin}/providers/subscription`,
      publisherId: 'reference-subscriptions',
      deviceHost: `${backEnd().origin}/providers/device`,
      onSignedOut: vi.fn(),
      now: () => backEnd().clock.now,
    });
  const paymentsOf = (service: ReturnType<typeof accounts>): PaymentService => {
    if (!service.payments) throw new Error('the subscription adapter sells access');
    return service.payments;
  };

  let buyers = 0;
  /** A new customer and their payments. */
  async function buyer(): Promise<PaymentService> {
    const service = accounts();
    buyers += 1;
    await service.signUp({
      email: `buyer${buyers}@example.com`,
      password: 'secret123',
      firstName: 'Bea',
      lastName: 'Buyer',
      consents: { terms: true },
    });
    return paymentsOf(service);
  }

  /** Presses a button of a provider page (3-D Secure or wallet) as the shopper's browser does. */
  async function press(pageUrl: string, action: string) {
    const path = new URL(pageUrl).pathname;
    expect((await backEnd().app.request(path)).status).toBe(200);
    const answer = await backEnd().app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `action=${action}`,
    });
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location') ?? '', 'http://localhost');
  }

  /** `fetch` to the back end in process (the origin stripped). */
  const toBackEnd = (input: RequestInfo | URL, init?: RequestInit) =>
    backEnd().app.request(String(input).replace(backEnd().origin, ''), init);

  return { accounts, paymentsOf, buyer, press, toBackEnd };
}
