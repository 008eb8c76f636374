import { expect } from 'vitest';
import type { TestApp } from '../shared/testApp.ts';

/**
 * The subscription provider's payment calls as the app makes them (spec: payments 7.1), for the
 * payment tests: JSON bodies, the customer's jwt as bearer, answers in the vendor's envelope.
 */
export function paymentKit(t: () => TestApp) {
  const base = '/providers/subscription';
  async function call(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ) {
    const response = await t().app.request(
      path.startsWith('/providers') || path.startsWith('/dev') || path.startsWith('/media')
        ? path
        : `${base}${path}`,
      {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
    );
    const json = await response.json();
    return {
      status: response.status,
      json,
      data: json.responseData,
      errors: json.errors as string[],
      headers: response.headers,
    };
  }

  let counter = 0;
  /** A new customer in a country, signed in. */
  async function customer(country = 'US') {
    counter += 1;
    const { data } = await call('POST', '/customers', {
      email: `buyer${counter}.${Date.now()}@example.com`,
      password: 'Secret123',
      firstName: 'Bea',
      lastName: 'Buyer',
      country,
      publisherId: 'reference-subscriptions',
    });
    return { token: data.jwt as string, id: data.customerId as number };
  }

  const card = (number: string, cvc = '737') => ({
    type: 'scheme',
    holderName: 'Bea Buyer',
    encryptedCardNumber: `test_${number}`,
    encryptedExpiryMonth: 'test_03',
    encryptedExpiryYear: 'test_2030',
    encryptedSecurityCode: `test_${cvc}`,
  });

  async function order(token: string, offerId: string) {
    const { data, status } = await call('POST', '/orders', { offerId, paymentMethodId: 1 }, token);
    expect(status).toBe(200);
    return data.order as { id: number; totalPrice: number; requiredPaymentDetails: boolean };
  }

  const entitled = async (token: string, offerId: string) =>
    (await call('GET', `/entitlements/${offerId}`, undefined, token)).data.accessGranted as boolean;

  const pay = (
    token: string,
    orderId: number,
    number: string,
    cvc?: string,
    headers?: Record<string, string>,
  ) =>
    call(
      'POST',
      '/connectors/card/initial-payment',
      { orderId, returnUrl: 'http://localhost/?u=finalize-payment', paymentMethod: card(number, cvc) },
      token,
      headers,
    );

  /** Buys an offer with a card that pays at once. */
  async function buy(token: string, offerId: string, number = '4242424242424242') {
    const { id } = await order(token, offerId);
    const paid = await pay(token, id, number);
    expect(paid.data?.payment.status).toBe('captured');
    return id;
  }

  /** Presses a button of a provider page (3-D Secure or wallet) and follows it back. */
  async function press(pageUrl: string, action: string) {
    const path = new URL(pageUrl, 'http://localhost').pathname;
    expect((await t().app.request(path)).status).toBe(200);
    const answer = await t().app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `action=${action}`,
    });
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location') ?? '', 'http://localhost');
  }

  const subscriptions = async (who: { token: string; id: number }) =>
    (await call('GET', `/customers/${who.id}/subscriptions`, undefined, who.token)).data.items as Array<
      Record<string, unknown>
    >;

  const advance = (days: number) => call('POST', '/dev/payments/clock', { days });

  return { call, customer, card, order, entitled, pay, buy, press, subscriptions, advance };
}
