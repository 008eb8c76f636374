import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../shared/testApp.ts';
import { paymentKit } from './paymentTestKit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const { call, customer, order, entitled, pay, press } = paymentKit(() => t);

describe('offers and orders (spec: payments 3 Offer, Order; 7.1)', () => {
  it('lists the seeded offers and prices one for the customer country, tax included', async () => {
    const all = await call('GET', '/offers');
    expect(all.data.items.map((o: { offerId: string }) => o.offerId)).toEqual([
      'S-MONTHLY',
      'S-YEARLY',
      'S-PASS30',
      'P-PREMIER1',
      'R-RENTAL48',
    ]);
    const buyer = await customer('ES');
    const { data } = await call('GET', '/offers/S-YEARLY', undefined, buyer.token);
    expect(data).toMatchObject({
      offerPrice: 99.99,
      customerPriceInclTax: 120.99,
      applicableTaxRate: 0.21,
      period: 'year',
    });
    expect((await call('GET', '/offers/R-RENTAL48')).data).toMatchObject({
      offerPrice: 500,
      offerCurrency: 'JPY',
    });
    expect((await call('GET', '/offers/S-NOPE')).status).toBe(404);
  });

  it('prices an order from the offer whatever the body says, with the tax of the customer country', async () => {
    const buyer = await customer('ES');
    const { data } = await call(
      'POST',
      '/orders',
      { offerId: 'S-YEARLY', country: 'US', currency: 'JPY' },
      buyer.token,
    );
    expect(data.order).toMatchObject({
      totalPrice: 120.99,
      currency: 'USD',
      taxRate: 0.21,
      priceBreakdown: { offerPrice: 99.99, discountAmount: 0, taxValue: 21 },
      requiredPaymentDetails: true,
      discount: { applied: false },
    });
  });

  it('answers every coupon outcome with its own message, and a free first period needs no payment', async () => {
    const buyer = await customer();
    const { id } = await order(buyer.token, 'S-YEARLY');
    const patch = (couponCode: string) => call('PATCH', `/orders/${id}`, { couponCode }, buyer.token);
    expect((await patch('NOPE')).errors).toEqual(['Coupon NOPE not found']);
    expect((await patch('SUMMER2025')).errors).toEqual(['Coupon SUMMER2025 has expired']);
    expect((await patch('PREMIER50')).errors).toEqual(['Coupon PREMIER50 is not valid for this offer']);
    const percent = await patch('save20');
    expect(percent.data).toMatchObject({
      message: 'successfully updated',
      order: { totalPrice: 79.99, discount: { applied: true, type: 'coupon', periods: 1 } },
    });
    expect((await patch('FIVEOFF')).data.order.totalPrice).toBe(94.99);
    const free = await patch('FIRSTFREE');
    expect(free.data.order).toMatchObject({ totalPrice: 0, requiredPaymentDetails: false });
    const paid = await call('POST', '/payments', { orderId: id }, buyer.token);
    expect(paid.data.payment.status).toBe('captured');
    expect(await entitled(buyer.token, 'S-YEARLY')).toBe(true);
  });

  it('reads another customer order as not found, in the words the app matches', async () => {
    const owner = await customer();
    const stranger = await customer();
    const { id } = await order(owner.token, 'P-PREMIER1');
    expect((await call('GET', `/orders/${id}`, undefined, stranger.token)).errors).toEqual([
      `Order with id ${id} not found`,
    ]);
    expect((await call('PATCH', `/orders/${id}`, { couponCode: 'SAVE20' }, stranger.token)).status).toBe(404);
    expect((await pay(stranger.token, id, '4242424242424242')).status).toBe(404);
    expect((await call('GET', `/orders/${id}`)).errors).toEqual(['Invalid JWT token']);
  });
});

describe('card payments through the hosted component (spec: payments 4, Hosted card)', () => {
  it.each([
    ['4000000000000002', 'Your card was declined'],
    ['4000000000009995', 'Your card has insufficient funds'],
    ['4000000000000069', 'Your card has expired'],
    ['4000000000000127', "Your card's security code is incorrect"],
  ])('%s is refused: %s, and grants nothing', async (number, message) => {
    const buyer = await customer();
    const { id } = await order(buyer.token, 'P-PREMIER1');
    const result = await pay(buyer.token, id, number);
    expect(result).toMatchObject({ status: 402, errors: [message] });
    expect(await entitled(buyer.token, 'P-PREMIER1')).toBe(false);
  });

  it('4242 pays and the very next request is entitled; the subscription and transaction are there', async () => {
    const buyer = await customer();
    const { id } = await order(buyer.token, 'S-YEARLY');
    const result = await pay(buyer.token, id, '4242424242424242');
    expect(result.data.payment).toMatchObject({ status: 'captured', totalAmount: 99.99, currency: 'USD' });
    expect(await entitled(buyer.token, 'S-YEARLY')).toBe(true);
    const subs = await call('GET', `/customers/${buyer.id}/subscriptions`, undefined, buyer.token);
    expect(subs.data.items).toMatchObject([
      { offerId: 'S-YEARLY', status: 'active', nextPaymentPrice: 99.99 },
    ]);
    const details = await call('GET', `/customers/${buyer.id}/payment_details`, undefined, buyer.token);
    expect(details.data.paymentDetails).toMatchObject([
      {
        paymentMethod: 'card',
        active: true,
        paymentMethodSpecificParams: { lastCardFourDigits: '4242', cardExpirationDate: '03/30' },
      },
    ]);
    const trx = await call(
      'GET',
      `/customers/${buyer.id}/transactions?limit=10&offset=0`,
      undefined,
      buyer.token,
    );
    expect(trx.data.items).toMatchObject([
      { offerId: 'S-YEARLY', transactionPriceInclTax: 99.99, actionType: 'purchase' },
    ]);
  });

  it('takes an Amex with its 4-digit CVC and refuses a 3-digit one', async () => {
    const buyer = await customer();
    const short = await order(buyer.token, 'P-PREMIER1');
    expect((await pay(buyer.token, short.id, '378282246310005', '737')).status).toBe(402);
    const { id } = await order(buyer.token, 'P-PREMIER1');
    expect((await pay(buyer.token, id, '378282246310005', '7373')).data.payment.status).toBe('captured');
  });

  it('a monthly plan with a trial charges nothing now, stores the card, and is active_trial', async () => {
    const buyer = await customer();
    const placed = await order(buyer.token, 'S-MONTHLY');
    expect(placed).toMatchObject({ totalPrice: 0, requiredPaymentDetails: true });
    expect((await pay(buyer.token, placed.id, '5555555555554444')).data.payment.status).toBe('captured');
    const subs = await call('GET', `/customers/${buyer.id}/subscriptions`, undefined, buyer.token);
    expect(subs.data.items[0]).toMatchObject({
      status: 'active_trial',
      inTrial: true,
      nextPaymentPrice: 9.99,
    });
  });
});

describe('3-D Secure (spec: payments 4, Finalize payment)', () => {
  async function challenge(buyer: { token: string }, offerId = 'P-PREMIER1') {
    const { id } = await order(buyer.token, offerId);
    const started = await pay(buyer.token, id, '4000002760003184');
    expect(started.status).toBe(200);
    expect(started.data.payment.status).toBe('pending');
    expect(started.data.action).toMatchObject({ type: 'redirect', method: 'GET' });
    return { orderId: id, url: new URL(started.data.action.url, 'http://localhost') };
  }
  async function decide(url: URL, action: 'complete' | 'fail' | 'cancel') {
    const back = await press(url.toString(), action);
    expect(back.searchParams.get('u')).toBe('finalize-payment');
    return back.searchParams.get('redirectResult') ?? '';
  }
  const finalize = (token: string, orderId: number, redirectResult: string) =>
    call(
      'POST',
      '/connectors/card/initial-payment/finalize',
      { orderId, details: { redirectResult } },
      token,
    );

  it('Complete pays once; a tampered redirectResult is refused and leaves the payment open', async () => {
    const buyer = await customer();
    const { orderId, url } = await challenge(buyer);
    const redirectResult = await decide(url, 'complete');
    const tampered = `${redirectResult.slice(0, -2)}xx`;
    expect(await finalize(buyer.token, orderId, tampered)).toMatchObject({
      status: 422,
      errors: ['redirectResult is not valid'],
    });
    const done = await finalize(buyer.token, orderId, redirectResult);
    expect(done.data.payment.status).toBe('captured');
    expect(await entitled(buyer.token, 'P-PREMIER1')).toBe(true);
    // the browser coming back twice gets the same answer (the provider refuses a spent value: psp tests)
    expect((await finalize(buyer.token, orderId, redirectResult)).data.payment.status).toBe('captured');
  });

  it('Fail refuses with the provider message; a redirectResult of another order does not pay this one', async () => {
    const buyer = await customer();
    const first = await challenge(buyer);
    const failed = await finalize(buyer.token, first.orderId, await decide(first.url, 'fail'));
    expect(failed).toMatchObject({ status: 402, errors: ['The card holder did not pass 3-D Secure'] });
    const second = await challenge(buyer);
    const third = await challenge(buyer, 'R-RENTAL48');
    const foreign = await decide(third.url, 'complete');
    expect(await finalize(buyer.token, second.orderId, foreign)).toMatchObject({
      status: 422,
      errors: ['redirectResult does not belong to this payment'],
    });
    expect(await entitled(buyer.token, 'P-PREMIER1')).toBe(false);
  });
});

describe('wallet approval (spec: payments 4, Wallet)', () => {
  it('Approve redirects to the success URL and the signed notification grants access once', async () => {
    const buyer = await customer();
    const { id } = await order(buyer.token, 'R-RENTAL48');
    const urls = {
      successUrl: 'http://localhost/?u=waiting-for-payment',
      cancelUrl: 'http://localhost/?u=payment-cancelled',
      errorUrl: 'http://localhost/?u=payment-error',
    };
    const { data } = await call(
      'POST',
      '/connectors/wallet/v1/tokens',
      { orderId: id, ...urls },
      buyer.token,
    );
    const page = new URL(data.redirectUrl, 'http://localhost');
    const approved = await t.app.request(page.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=approve',
    });
    expect(approved.headers.get('location')).toBe(urls.successUrl);
    expect(await entitled(buyer.token, 'R-RENTAL48')).toBe(false);
    expect(await t.payments.psp.sweepOnce()).toBeGreaterThan(0);
    expect(await entitled(buyer.token, 'R-RENTAL48')).toBe(true);
  });

  it('Cancel returns to the cancel URL and grants nothing', async () => {
    const buyer = await customer();
    const { id } = await order(buyer.token, 'P-PREMIER1');
    const urls = {
      successUrl: 'http://localhost/s',
      cancelUrl: 'http://localhost/c',
      errorUrl: 'http://localhost/e',
    };
    const { data } = await call(
      'POST',
      '/connectors/wallet/v1/tokens',
      { orderId: id, ...urls },
      buyer.token,
    );
    const cancelled = await t.app.request(new URL(data.redirectUrl, 'http://localhost').pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
    });
    expect(cancelled.headers.get('location')).toBe(urls.cancelUrl);
    await t.payments.psp.sweepOnce();
    expect(await entitled(buyer.token, 'P-PREMIER1')).toBe(false);
  });
});

describe('abuse (issue 23)', () => {
  it('limits payment attempts per account: card testing stops at the 21st try in ten minutes', async () => {
    const buyer = await customer();
    const { id } = await order(buyer.token, 'P-PREMIER1');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1)
      statuses.push((await pay(buyer.token, id, '4000000000000002')).status);
    expect(statuses.slice(0, 20).every((status) => status === 402)).toBe(true);
    const refused = await pay(buyer.token, id, '4242424242424242');
    expect(refused).toMatchObject({ status: 429, errors: ['Too many requests'] });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // another account is not affected
    const other = await customer();
    expect(
      (await pay(other.token, (await order(other.token, 'P-PREMIER1')).id, '4242424242424242')).status,
    ).toBe(200);
  });

  it('lists the payment methods with logos that exist', async () => {
    const { data } = await call('GET', '/payment-methods');
    expect(data.paymentMethods.map((m: { methodName: string }) => m.methodName)).toEqual(['card', 'wallet']);
    for (const method of data.paymentMethods)
      expect((await t.app.request(method.logoUrl)).headers.get('content-type')).toContain('svg');
  });
});

describe('idempotency (issue 23; notes: payments)', () => {
  it('replays the first answer, refuses the key with other parameters, and never charges an order twice', async () => {
    const buyer = await customer();
    const first = await order(buyer.token, 'P-PREMIER1');
    const key = { 'idempotency-key': `k-${Date.now()}` };
    const declined = await pay(buyer.token, first.id, '4000000000000002', '737', key);
    const replay = await pay(buyer.token, first.id, '4000000000000002', '737', key);
    expect(replay.status).toBe(declined.status);
    expect(replay.errors).toEqual(declined.errors);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const other = await pay(buyer.token, first.id, '4242424242424242', '737', key);
    expect(other).toMatchObject({
      status: 422,
      errors: ['Idempotency-Key was already used with other parameters'],
    });

    // a racing twin is refused while the first runs: server/domain/payments/idempotency.test.ts holds one open
    const paid = await pay(buyer.token, first.id, '4242424242424242', '737', { 'idempotency-key': 'pay-1' });
    expect(paid.data.payment.status).toBe('captured');
    const again = await pay(buyer.token, first.id, '4242424242424242', '737', { 'idempotency-key': 'pay-2' });
    expect(again).toMatchObject({ status: 409, errors: ['Order is already paid'] });
    const trx = await call('GET', `/customers/${buyer.id}/transactions`, undefined, buyer.token);
    expect(trx.data.totalItemsCount).toBe(1);
  });

  it('refuses a key over 255 characters', async () => {
    const buyer = await customer();
    const { id } = await order(buyer.token, 'P-PREMIER1');
    const result = await pay(buyer.token, id, '4242424242424242', '737', {
      'idempotency-key': 'k'.repeat(256),
    });
    expect(result.status).toBe(400);
  });
});
