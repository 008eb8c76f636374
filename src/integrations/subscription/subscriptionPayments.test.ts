import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { keyOf } from '../testing/keyOf.ts';
import { withReferenceBackEnd } from '../testing/referenceBackEnd.ts';
import { card, returnUrl, subscriptionUnderTest } from './subscriptionTestKit.ts';

let backEnd: Awaited<ReturnType<typeof withReferenceBackEnd>>;
const { accounts, paymentsOf, buyer, press, toBackEnd } = subscriptionUnderTest(() => backEnd);

beforeAll(async () => {
  backEnd = await withReferenceBackEnd();
});
afterEach(() => {
  vi.stubGlobal('fetch', toBackEnd);
});
afterAll(() => backEnd.close());

/** The payments adapter against the subscription provider façade of the reference back end (spec: payments 7.1). */
describe('subscription provider payments', () => {
  it('says what it can do (spec: payments 1)', () => {
    expect(paymentsOf(accounts()).capabilities).toEqual({
      renewSubscription: true,
      updatePaymentMethod: true,
      receipts: false,
      cardEntry: 'hosted',
      planSwitch: 'modal',
    });
  });

  it('reads offers in minor units of their currency, in the order asked, leaving unknown ids out', async () => {
    const payments = await buyer();
    const offers = await payments.offers(['S-YEARLY', 'S-NOPE', 'R-RENTAL48', 'S-MONTHLY']);
    expect(offers).toEqual([
      {
        offerId: 'S-YEARLY',
        title: 'Yearly',
        description: expect.any(String),
        price: { minor: 9999, currency: 'USD' },
        period: 'year',
        freeDays: 0,
        planSwitchEnabled: true,
        duration: null,
      },
      {
        offerId: 'R-RENTAL48',
        title: '48-hour rental',
        description: expect.any(String),
        price: { minor: 500, currency: 'JPY' },
        period: null,
        freeDays: 0,
        planSwitchEnabled: false,
        duration: { period: 'hour', amount: 48 },
      },
      expect.objectContaining({ offerId: 'S-MONTHLY', freeDays: 7, period: 'month' }),
    ]);
    // Signed out, the offers are still shown (priced for the provider's default country).
    expect((await paymentsOf(accounts()).offers(['S-YEARLY']))[0]?.price).toEqual({
      minor: 9999,
      currency: 'USD',
    });
  });

  it('creates an order and applies, refuses and removes coupons (spec: payments 4, Checkout; 8)', async () => {
    const payments = await buyer();
    const order = await payments.createOrder('S-YEARLY', '1');
    expect(order).toMatchObject({
      offerId: 'S-YEARLY',
      total: { minor: 9999, currency: 'USD' },
      offerPrice: { minor: 9999, currency: 'USD' },
      taxRate: 0,
      discount: { applied: false, type: null },
      requiredPaymentDetails: true,
      paymentMethodId: '1',
    });
    const saved = await payments.updateOrder(order, { couponCode: 'SAVE20' });
    expect(saved).toMatchObject({
      id: order.id,
      total: { minor: 7999, currency: 'USD' },
      discountAmount: { minor: 2000, currency: 'USD' },
      discount: { applied: true, type: 'coupon', periods: 1 },
    });
    for (const couponCode of ['NOPE', 'SUMMER2025', 'PREMIER50'])
      expect(await keyOf(payments.updateOrder(order, { couponCode }))).toBe(
        'checkout.coupon_not_valid@couponCode',
      );
    const removed = await payments.updateOrder(order, { couponCode: '', paymentMethodId: '2' });
    expect(removed).toMatchObject({ total: { minor: 9999 }, paymentMethodId: '2' });
  });

  it("reads another customer's order as not found (spec: payments 4, Checkout)", async () => {
    const owner = await buyer();
    const stranger = await buyer();
    const order = await owner.createOrder('P-PREMIER1');
    expect(order.paymentMethodId).toBeNull();
    expect(await keyOf(stranger.updateOrder(order, { couponCode: 'SAVE20' }))).toBe(
      'checkout.order_not_found',
    );
    expect(await keyOf(stranger.payByCard(order, card('4242424242424242'), returnUrl))).toBe(
      'checkout.order_not_found',
    );
  });

  it('lists the card and the wallet', async () => {
    expect(await paymentsOf(accounts()).paymentMethods()).toEqual([
      { id: '1', methodName: 'card' },
      { id: '2', methodName: 'wallet' },
    ]);
  });

  it('pays with 4242 and is entitled at once, with or without a provider prefix', async () => {
    const payments = await buyer();
    expect(await payments.entitled('S-YEARLY')).toBe(false);
    const order = await payments.createOrder('S-YEARLY', '1');
    expect(await payments.payByCard(order, card('4242424242424242'), returnUrl)).toEqual({ status: 'paid' });
    expect(await payments.entitled('S-YEARLY')).toBe(true);
    // An hour later the token has expired: the adapter refreshes it.
    backEnd.clock.now += 60 * 60 * 1000;
    expect(await payments.entitled('jwp:S-YEARLY')).toBe(true);
  });

  it.each([
    ['4000000000000002', 'payment.card_declined'],
    ['4000000000009995', 'payment.insufficient_funds'],
    ['4000000000000069', 'payment.card_expired'],
    ['4000000000000127', 'payment.incorrect_cvc'],
  ])('%s is refused as %s, and grants nothing', async (number, key) => {
    const payments = await buyer();
    const order = await payments.createOrder('P-PREMIER1', '1');
    expect(await keyOf(payments.payByCard(order, card(number), returnUrl))).toBe(key);
    expect(await payments.entitled('P-PREMIER1')).toBe(false);
  });

  it('takes no card typed into the app: the provider takes cards in its own component', async () => {
    const payments = await buyer();
    const order = await payments.createOrder('P-PREMIER1', '1');
    const typed = { number: '4242424242424242', holderName: 'Bea', expMonth: 3, expYear: 2030, cvc: '737' };
    expect(await keyOf(payments.payByCard(order, typed, returnUrl))).toBe('payment.failed');
  });

  it('gives the hosted card component of an order, on the provider host', async () => {
    const payments = await buyer();
    const order = await payments.createOrder('P-PREMIER1', '1');
    const url = await payments.cardComponentUrl?.(order, returnUrl);
    expect(url).toMatch(/^http:\/\/localhost\/.+session=/);
    expect((await backEnd.app.request(new URL(url ?? '').pathname + new URL(url ?? '').search)).status).toBe(
      200,
    );
  });

  it('sends the shopper to 3-D Secure and finalizes with the redirectResult (spec: payments 4)', async () => {
    const payments = await buyer();
    const order = await payments.createOrder('P-PREMIER1', '1');
    const started = await payments.payByCard(order, card('4000002760003184'), returnUrl);
    if (started.status !== 'redirect') throw new Error(`expected a redirect, got ${started.status}`);
    expect(started.url).toMatch(/^http:\/\/localhost\//);
    const back = await press(started.url, 'complete');
    expect(back.searchParams.get('u')).toBe('finalize-payment');
    const redirectResult = back.searchParams.get('redirectResult') ?? '';
    expect(await payments.finalizePayment(order.id, redirectResult)).toEqual({ status: 'paid' });
    expect(await payments.entitled('P-PREMIER1')).toBe(true);
  });

  it('refuses a failed 3-D Secure as authentication_failed', async () => {
    const payments = await buyer();
    const order = await payments.createOrder('P-PREMIER1', '1');
    const started = await payments.payByCard(order, card('4000002760003184'), returnUrl);
    if (started.status !== 'redirect') throw new Error(`expected a redirect, got ${started.status}`);
    const back = await press(started.url, 'fail');
    expect(
      await keyOf(payments.finalizePayment(order.id, back.searchParams.get('redirectResult') ?? '')),
    ).toBe('payment.authentication_failed');
  });

  it('gives the wallet approval page; approved, the notification grants access (spec: payments 4, Wallet)', async () => {
    const payments = await buyer();
    const order = await payments.createOrder('R-RENTAL48', '2');
    const urls = {
      successUrl: 'http://localhost/?u=waiting-for-payment',
      cancelUrl: 'http://localhost/?u=payment-cancelled',
      errorUrl: 'http://localhost/?u=payment-error',
    };
    const url = await payments.walletUrl(order, urls);
    expect(url).toMatch(/^http:\/\/localhost\//);
    expect((await press(url, 'approve')).href).toBe(urls.successUrl);
    await backEnd.payments.psp.sweepOnce();
    expect(await payments.entitled('R-RENTAL48')).toBe(true);
    // Holding it, a second wallet payment is refused in its own words.
    const again = await payments.createOrder('R-RENTAL48', '2');
    expect(await keyOf(payments.walletUrl(again, urls))).toBe('payment.already_entitled');
  });

  it('pays an order with nothing due without details (FIRSTFREE)', async () => {
    const payments = await buyer();
    const order = await payments.updateOrder(await payments.createOrder('S-YEARLY'), {
      couponCode: 'FIRSTFREE',
    });
    expect(order).toMatchObject({ total: { minor: 0 }, requiredPaymentDetails: false });
    expect(await payments.payWithoutDetails(order)).toEqual({ status: 'paid' });
    expect(await payments.entitled('S-YEARLY')).toBe(true);
  });

  it('lists the subscriptions: a monthly plan starts in its trial', async () => {
    const payments = await buyer();
    expect(await payments.subscriptions()).toEqual([]);
    const order = await payments.createOrder('S-MONTHLY', '1');
    expect(order.total.minor).toBe(0);
    expect(order.requiredPaymentDetails).toBe(true);
    expect(await payments.payByCard(order, card('4242424242424242'), returnUrl)).toEqual({ status: 'paid' });
    const [subscription, ...others] = await payments.subscriptions();
    expect(others).toEqual([]);
    expect(subscription).toMatchObject({
      offerId: 'S-MONTHLY',
      status: 'active_trial',
      nextPayment: { minor: 999, currency: 'USD' },
      period: 'month',
      offerTitle: 'Monthly',
      paymentMethod: 'card',
      pendingSwitchId: null,
    });
    expect(typeof subscription?.subscriptionId).toBe('string');
    // Milliseconds: the trial ends about 7 days from now.
    const days = ((subscription?.expiresAt ?? 0) - backEnd.clock.now) / 86_400_000;
    expect(days).toBeGreaterThan(6);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('asks again with the same Idempotency-Key when the answer is lost, and is charged once', async () => {
    const keys: Array<string | null> = [];
    let lose = true;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await toBackEnd(input, init);
      if (!String(input).endsWith('/connectors/card/initial-payment')) return answer;
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      if (lose) {
        lose = false;
        throw new TypeError('Failed to fetch');
      }
      return answer;
    });
    const payments = await buyer();
    const order = await payments.createOrder('P-PREMIER1', '1');
    // Without the key the second try would be refused: 'Order is already paid'.
    expect(await payments.payByCard(order, card('4242424242424242'), returnUrl)).toEqual({ status: 'paid' });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // Another action, another key.
    const next = await payments.createOrder('R-RENTAL48', '1');
    await payments.payByCard(next, card('4242424242424242'), returnUrl);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
