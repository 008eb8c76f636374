import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentService } from '../payments/paymentService.ts';
import { providerStorage } from '../session/providerStorage.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { withReferenceBackEnd } from '../testing/referenceBackEnd.ts';
import { paywallAccountService } from './paywallAccountService.ts';
import { toSubscription } from './paywallPaymentSchemas.ts';
import { card, keyOf, orderFor, paywallBuyer, routeFetchTo } from './paywallTestKit.ts';

let backEnd: Awaited<ReturnType<typeof withReferenceBackEnd>>;
beforeAll(async () => {
  backEnd = await withReferenceBackEnd();
});
afterAll(() => backEnd.close());

const buyer = () => paywallBuyer(backEnd);
const RETURN_URL = 'http://localhost/m/m012demo?u=finalize-payment';

/** The shopper's answer on a provider page (3-D Secure, wallet approval): where it sends them back. */
async function answerPage(url: string, action: string): Promise<URL> {
  const { pathname } = new URL(url);
  const answer = await backEnd.app.request(pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location') ?? '', 'http://localhost');
}

describe('subscription status (spec: payments 4, Subscription status)', () => {
  it.each([
    ['free-trial', 'active_trial'],
    ['recurrent', 'active'],
    ['canceled', 'cancelled'],
    ['incomplete_expired', 'expired'],
    ['ended', 'expired'],
    ['terminated', 'terminated'],
    ['anything else', 'terminated'],
  ])('action_type %s → %s', (action_type, status) => {
    const row = {
      subscription_id: 1,
      access_fee_id: 102,
      item_title: 'Yearly',
      action_type,
      next_rebill_date: 1_800_000_000,
      subscription_price: 99.99,
      currency: 'USD',
      payment_method_name: 'card',
      access_type: { period: 'year' },
    };
    expect(toSubscription(row)).toMatchObject({
      offerId: 'S102',
      status,
      expiresAt: 1_800_000_000_000,
      nextPayment: { minor: 9999, currency: 'USD' },
      period: 'year',
    });
  });
});

describe('paywall offers (spec: payments 3 Offer, 9)', () => {
  it('reads an asset’s access fees: S and C prefixes, a 12-month plan as a year, trial days', async () => {
    const { payments } = await buyer();
    expect(await payments.offers(['7001'])).toEqual([
      {
        offerId: 'S101',
        title: 'Monthly',
        description: '',
        price: { minor: 999, currency: 'USD' },
        period: 'month',
        freeDays: 7,
        planSwitchEnabled: true,
        duration: null,
      },
      expect.objectContaining({ offerId: 'S102', price: { minor: 9999, currency: 'USD' }, period: 'year' }),
      expect.objectContaining({
        offerId: 'S105',
        price: { minor: 0, currency: 'EUR' },
        period: 'granted',
        freeDays: 0,
        planSwitchEnabled: false,
        duration: { period: 'day', amount: 30 },
      }),
    ]);
  });

  it('keeps the order asked, leaves unknown assets out, and takes the exponent from the currency', async () => {
    const { payments } = await buyer();
    const offers = await payments.offers(['7020', '9999', '7010']);
    expect(offers).toEqual([
      expect.objectContaining({
        offerId: 'C104',
        // JPY has no minor digits: ¥500 is 500.
        price: { minor: 500, currency: 'JPY' },
        period: null,
        duration: { period: 'hour', amount: 48 },
      }),
      expect.objectContaining({ offerId: 'C103', price: { minor: 1999, currency: 'EUR' }, duration: null }),
    ]);
  });

  it('lists the card and wallet methods, lowercased', async () => {
    const { payments } = await buyer();
    expect(await payments.paymentMethods()).toEqual([
      { id: '1', methodName: 'card' },
      { id: '2', methodName: 'wallet' },
    ]);
    expect(payments.capabilities).toEqual({
      renewSubscription: false,
      updatePaymentMethod: false,
      receipts: true,
      cardEntry: 'direct',
      planSwitch: 'inline',
    });
  });
});

describe('paywall orders and vouchers (spec: payments 4 Checkout, 8, 9)', () => {
  it('makes the order from the offer, prices a voucher, refuses a bad one on the field, and removes it', async () => {
    const { payments } = await buyer();
    const order = await orderFor(payments, '7010', 'C103');
    expect(order).toEqual({
      id: '103',
      offerId: 'C103',
      total: { minor: 1999, currency: 'EUR' },
      offerPrice: { minor: 1999, currency: 'EUR' },
      discountAmount: { minor: 0, currency: 'EUR' },
      paymentMethodFee: { minor: 0, currency: 'EUR' },
      taxValue: { minor: 0, currency: 'EUR' },
      taxRate: 0,
      discount: { applied: false, type: null, periods: 0 },
      requiredPaymentDetails: true,
      paymentMethodId: null,
    });
    const saved = await payments.updateOrder(order, { couponCode: 'SAVE20', paymentMethodId: '1' });
    expect(saved).toMatchObject({
      total: { minor: 1599 },
      discountAmount: { minor: 400 },
      discount: { applied: true, type: 'coupon', periods: 1 },
      requiredPaymentDetails: true,
      paymentMethodId: '1',
    });
    // A method change keeps the coupon's price.
    expect((await payments.updateOrder(saved, { paymentMethodId: '2' })).total.minor).toBe(1599);
    expect(await keyOf(payments.updateOrder(order, { couponCode: 'NOPE' }))).toBe(
      'checkout.coupon_not_valid@couponCode',
    );
    expect((await payments.updateOrder(saved, { couponCode: '' })).total.minor).toBe(1999);
    expect(await keyOf(payments.updateOrder({ ...order, offerId: 'C999' }, {}))).toBe(
      'checkout.order_not_found',
    );
    expect(await keyOf(payments.createOrder('C999'))).toBe('checkout.order_failed');
  });

  it('a trial needs the card though nothing is due now', async () => {
    const { payments } = await buyer();
    expect(await orderFor(payments, '7001', 'S101')).toMatchObject({
      total: { minor: 999 },
      requiredPaymentDetails: true,
    });
  });
});

describe('paywall card payments (spec: payments 4 Checkout, Waiting for payment, 8)', () => {
  it('pays a one-off by card with the voucher: pending, and the access is there at once', async () => {
    const { payments, customerId } = await buyer();
    const order = await orderFor(payments, '7010', 'C103');
    const saved = await payments.updateOrder(order, { couponCode: 'SAVE20' });
    expect(await payments.entitled('C103')).toBe(false);
    expect(await payments.payByCard(saved, card('4242 4242 4242 4242'), RETURN_URL)).toEqual({
      status: 'pending',
    });
    // The reference card provider settles a 4242 payment in the same request.
    expect(await payments.entitled('C103')).toBe(true);
    const { items } = await backEnd.payments.payments.transactions.list(customerId, { limit: 10, offset: 0 });
    expect(items.map((row) => row.amount_minor)).toEqual([1599]);
    expect(await keyOf(payments.payByCard(order, card('4242424242424242'), RETURN_URL))).toBe(
      'payment.already_entitled',
    );
  });

  it('subscribes to a trial offer at POST /subscriptions; the list shows it as active_trial', async () => {
    const { payments } = await buyer();
    expect(await payments.subscriptions()).toEqual([]);
    const order = await orderFor(payments, '7001', 'S101');
    expect(await payments.payByCard(order, card('4242424242424242'), RETURN_URL)).toEqual({
      status: 'pending',
    });
    const day = 24 * 3600 * 1000;
    expect(await payments.subscriptions()).toEqual([
      {
        subscriptionId: expect.any(String),
        offerId: 'S101',
        status: 'active_trial',
        expiresAt: Math.floor(backEnd.clock.now / 1000) * 1000 + 7 * day,
        nextPayment: { minor: 999, currency: 'USD' },
        period: 'month',
        offerTitle: 'Monthly',
        paymentMethod: 'card',
        paymentGateway: 'card',
        pendingSwitchId: null,
        pendingOfferId: null,
      },
    ]);
    expect(await payments.entitled('S101')).toBe(true);
  });

  it('names refusals by the catalogue’s keys and grants nothing', async () => {
    const { payments } = await buyer();
    const order = await orderFor(payments, '7020', 'C104');
    expect(await keyOf(payments.payByCard(order, card('4000000000000002'), RETURN_URL))).toBe(
      'payment.card_declined',
    );
    expect(await keyOf(payments.payByCard(order, card('4000000000009995'), RETURN_URL))).toBe(
      'payment.insufficient_funds',
    );
    expect(await keyOf(payments.payByCard(order, card('4000000000000069'), RETURN_URL))).toBe(
      'payment.card_expired',
    );
    expect(await keyOf(payments.payByCard(order, card('4000000000000127'), RETURN_URL))).toBe(
      'payment.incorrect_cvc',
    );
    // The hosted component's fields are not this provider's: refused without a call.
    const hosted = {
      type: 'scheme' as const,
      holderName: 'Pia',
      encryptedCardNumber: 'test_4242424242424242',
      encryptedExpiryMonth: 'test_03',
      encryptedExpiryYear: 'test_2030',
      encryptedSecurityCode: 'test_737',
    };
    expect(await keyOf(payments.payByCard(order, hosted, RETURN_URL))).toBe('payment.failed');
    expect(await payments.entitled('C104')).toBe(false);
  });

  it('sends a fresh Idempotency-Key with each call that can move money', async () => {
    const { payments } = await buyer();
    const order = await orderFor(payments, '7020', 'C104');
    const keys: Array<[string, string | null]> = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(backEnd.origin, '');
      if (init?.method === 'POST') keys.push([path, new Headers(init.headers).get('idempotency-key')]);
      return backEnd.app.request(path, init);
    });
    try {
      await keyOf(payments.payByCard(order, card('4000000000000002'), RETURN_URL));
      await keyOf(payments.payByCard(order, card('4000000000000002'), RETURN_URL));
      await payments.walletUrl(order, walletUrls('http://localhost/m/m012demo?u=checkout'));
    } finally {
      routeFetchTo(backEnd);
    }
    expect(keys.map(([path]) => path)).toEqual([
      '/providers/paywall/payments',
      '/providers/paywall/payments',
      '/providers/paywall/external-payments',
    ]);
    const sent = keys.map(([, key]) => key);
    expect(sent.every((key) => /^[0-9a-f-]{36}$/.test(key ?? ''))).toBe(true);
    expect(new Set(sent).size).toBe(3);
  });
});

describe('paywall 3-D Secure (spec: payments 4 Finalize payment, Real-time notifications)', () => {
  it('redirects to the provider page; the notification settles it; finalize then reads paid', async () => {
    const { payments } = await buyer();
    const order = await orderFor(payments, '7020', 'C104');
    const started = await payments.payByCard(order, card('4000002760003184'), RETURN_URL);
    if (started.status !== 'redirect') throw new Error(`expected a redirect, got ${started.status}`);
    const back = await answerPage(started.url, 'complete');
    expect(back.pathname).toBe('/m/m012demo');
    const redirectResult = back.searchParams.get('redirectResult') ?? '';
    expect(redirectResult).not.toBe('');
    // Until the provider's notification arrives the access is not there: pending, and the app polls.
    expect(await payments.finalizePayment(order.id, redirectResult)).toEqual({ status: 'pending' });
    expect(await backEnd.payments.psp.sweepOnce()).toBeGreaterThan(0);
    expect(await payments.finalizePayment(order.id, redirectResult)).toEqual({ status: 'paid' });
    expect(await payments.entitled('C104')).toBe(true);
  });
});

const walletUrls = (successUrl: string) => ({
  successUrl,
  cancelUrl: 'http://localhost/m/m010demo?u=payment-cancelled',
  errorUrl: 'http://localhost/m/m010demo?u=payment-error',
});

describe('paywall wallet (spec: payments 4 Wallet, 8)', () => {
  it('answers the approval page; approval returns to the success page; then already has access', async () => {
    const { payments } = await buyer();
    const order = await orderFor(payments, '7010', 'C103');
    const url = await payments.walletUrl(
      order,
      walletUrls('http://localhost/m/m010demo?u=waiting-for-payment&offerId=C103&play=1'),
    );
    expect(url).toMatch(/^http:\/\/localhost\/providers\/psp\/wallet\//);
    const back = await answerPage(url, 'approve');
    expect(back.pathname).toBe('/m/m010demo');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      play: '1',
      u: 'waiting-for-payment',
      offerId: 'C103',
    });
    await backEnd.payments.psp.sweepOnce();
    expect(await payments.entitled('C103')).toBe(true);
    expect(await keyOf(payments.walletUrl(order, walletUrls('http://localhost/m/m010demo')))).toBe(
      'payment.already_entitled',
    );
  });
});

describe('paywall orders with nothing to pay (spec: payments 4 Checkout, No payment needed)', () => {
  it('takes a granted pass at once through the wallet call, which answers the page itself', async () => {
    const { payments } = await buyer();
    const order = await orderFor(payments, '7001', 'S105');
    expect(order.requiredPaymentDetails).toBe(false);
    expect(await payments.payWithoutDetails(order)).toEqual({ status: 'paid' });
    expect(await payments.entitled('S105')).toBe(true);
    expect(await payments.subscriptions()).toMatchObject([{ offerId: 'S105', period: 'granted' }]);
  });

  it('takes a one-off made free by a voucher, and refuses an order that needs payment', async () => {
    const { payments, customerId } = await buyer();
    const order = await orderFor(payments, '7020', 'C104');
    expect(await keyOf(payments.payWithoutDetails(order))).toBe('payment.failed');
    const free = await payments.updateOrder(order, { couponCode: 'firstfree' });
    expect(free).toMatchObject({ total: { minor: 0 }, requiredPaymentDetails: false });
    expect(await payments.payWithoutDetails(free)).toEqual({ status: 'paid' });
    expect(await payments.entitled('C104')).toBe(true);
    const { items } = await backEnd.payments.payments.transactions.list(customerId, { limit: 10, offset: 0 });
    expect(items.map((row) => row.amount_minor)).toEqual([0]);
  });
});

describe('after a reload (a wallet or 3-D Secure redirect)', () => {
  it('still knows each fee’s asset from the tab’s session storage', async () => {
    const sessionStorage = memoryStorage();
    vi.stubGlobal('window', { sessionStorage });
    try {
      const { payments, storage } = await buyer();
      const order = await orderFor(payments, '7020', 'C104');
      await payments.payByCard(order, card('4242424242424242'), RETURN_URL);
      expect(JSON.parse(sessionStorage.getItem('ott.paywall-fee-assets') ?? '{}')).toEqual({ '104': '7020' });
      // The same tab after the redirect: a new adapter over the same storage, no offers read yet.
      expect(await reloaded(storage).entitled('C104')).toBe(true);
      sessionStorage.clear();
      expect(await reloaded(storage).entitled('C104')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
      routeFetchTo(backEnd);
    }
  });
});

/** The account adapter as the reloaded page makes it, over the signed-in viewer's stored tokens. */
function reloaded(storage: Storage): PaymentService {
  const accounts = paywallAccountService({
    host: `${backEnd.origin}/providers/paywall`,
    clientId: 'reference-paywall',
    deviceHost: `${backEnd.origin}/providers/device`,
    merchantUuid: 'reference-merchant',
    referrer: 'http://localhost/',
    onSignedOut: () => {},
    now: () => backEnd.clock.now,
    storage: providerStorage(() => storage),
  });
  return accounts.payments as PaymentService;
}
