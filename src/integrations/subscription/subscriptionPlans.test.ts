import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentService, Subscription } from '../payments/paymentService.ts';
import { keyOf } from '../testing/keyOf.ts';
import { withReferenceBackEnd } from '../testing/referenceBackEnd.ts';
import { card, returnUrl, subscriptionUnderTest } from './subscriptionTestKit.ts';

let backEnd: Awaited<ReturnType<typeof withReferenceBackEnd>>;
const { buyer, press, toBackEnd } = subscriptionUnderTest(() => backEnd);

beforeAll(async () => {
  backEnd = await withReferenceBackEnd();
});
afterEach(() => {
  vi.stubGlobal('fetch', toBackEnd);
});
afterAll(() => backEnd.close());

/** A customer who bought `offerId` with 4242 (a trial for S-MONTHLY), and that subscription. */
async function subscriber(
  offerId: string,
): Promise<{ payments: PaymentService; subscription: Subscription }> {
  const payments = await buyer();
  const order = await payments.createOrder(offerId, '1');
  expect(await payments.payByCard(order, card('4242424242424242'), returnUrl)).toEqual({ status: 'paid' });
  const [subscription] = await payments.subscriptions();
  if (!subscription) throw new Error(`no subscription to ${offerId}`);
  return { payments, subscription };
}

/** The provider refusing every call whose path contains `path`, in its envelope. */
function refusing(path: string, message: string, status = 404) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes(path)
      ? Response.json({ responseData: {}, errors: [message] }, { status })
      : toBackEnd(input, init),
  );
}

describe('cancel and renew (spec: payments 4, Cancel and renew links; 8)', () => {
  it('cancels, keeping the date; renews; and refuses each where the status does not allow it', async () => {
    const { payments, subscription } = await subscriber('S-YEARLY');
    expect(subscription).toMatchObject({ status: 'active', paymentGateway: 'card', pendingOfferId: null });
    await payments.cancelSubscription(subscription);
    const [cancelled] = await payments.subscriptions();
    expect(cancelled).toMatchObject({ status: 'cancelled', expiresAt: subscription.expiresAt });
    expect(await keyOf(payments.cancelSubscription(subscription))).toBe(
      'cancel_subscription.unknown_error_occurred',
    );
    await payments.renewSubscription?.(subscription);
    expect((await payments.subscriptions())[0]?.status).toBe('active');
    expect(await keyOf(payments.renewSubscription?.(subscription) ?? Promise.resolve())).toBe(
      'renew_subscription.unknown_error_occurred',
    );
    // spec: payments 8 — "user has no active subscription".
    expect(await keyOf(payments.cancelSubscription({ ...subscription, offerId: 'S-MONTHLY' }))).toBe(
      'page.no_subscription',
    );
  });
});

describe('plan switching (spec: payments 4, Plan switching; 8)', () => {
  it('upgrades at once, keeps a downgrade pending with its target, and cancels it', async () => {
    const { payments, subscription } = await subscriber('S-MONTHLY');
    const [yearly, ...others] = await payments.switches(subscription);
    expect(others).toEqual([]);
    expect(yearly).toEqual({
      toOfferId: 'S-YEARLY',
      title: 'Yearly',
      price: { minor: 9999, currency: 'USD' },
      period: 'year',
      switchDirection: 'upgrade',
      algorithm: 'IMMEDIATE_WITHOUT_PRORATION',
    });
    if (!yearly) throw new Error('no upgrade offered');
    expect(await payments.switchSubscription(subscription, yearly)).toEqual({ pending: false });
    const [upgraded] = await payments.subscriptions();
    if (!upgraded) throw new Error('the subscription is gone');
    expect(upgraded).toMatchObject({ offerId: 'S-YEARLY', pendingSwitchId: null, pendingOfferId: null });

    const [monthly] = await payments.switches(upgraded);
    expect(monthly).toMatchObject({
      toOfferId: 'S-MONTHLY',
      switchDirection: 'downgrade',
      algorithm: 'DEFERRED',
    });
    if (!monthly) throw new Error('no downgrade offered');
    expect(await payments.switchSubscription(upgraded, monthly)).toEqual({ pending: true });
    const [pending] = await payments.subscriptions();
    if (!pending) throw new Error('the subscription is gone');
    expect(pending).toMatchObject({
      offerId: 'S-YEARLY',
      pendingSwitchId: expect.any(String),
      pendingOfferId: 'S-MONTHLY',
    });
    // One pending switch at a time.
    expect(await keyOf(payments.switchSubscription(pending, monthly))).toBe('page.change_plan_error');

    await payments.cancelPendingSwitch(pending);
    expect((await payments.subscriptions())[0]).toMatchObject({
      pendingSwitchId: null,
      pendingOfferId: null,
    });
    // Cancelled already: 'unknown error occurred'.
    expect(await keyOf(payments.cancelPendingSwitch(pending))).toBe('cancel_upcoming.unknown_error_occurred');
    expect(await keyOf(payments.cancelPendingSwitch(upgraded))).toBe(
      'cancel_upcoming.unknown_error_occurred',
    );
  });

  it('cannot list the plans of a subscription the customer does not hold', async () => {
    const { payments, subscription } = await subscriber('S-YEARLY');
    expect(await keyOf(payments.switches({ ...subscription, offerId: 'S-MONTHLY' }))).toBe(
      'page.no_subscription',
    );
    refusing('/availability', 'Customer not found');
    expect(await keyOf(payments.switches(subscription))).toBe('upgrade.failed');
  });
});

describe('payment details and history (spec: payments 3, Active payment detail, Transaction)', () => {
  it('shows the card a purchase kept: holder, last four, expiry MM/YY', async () => {
    const { payments } = await subscriber('S-YEARLY');
    expect(await payments.paymentDetails()).toEqual([
      {
        id: expect.any(String),
        paymentMethodId: '1',
        paymentMethod: 'card',
        currency: 'USD',
        card: { holderName: 'Bea Buyer', lastFourDigits: '4242', expiry: '03/30', brand: 'visa' },
        active: true,
      },
    ]);
    expect(await (await buyer()).paymentDetails()).toEqual([]);
    refusing('/payment_details', 'Customer not found');
    expect(await keyOf(payments.paymentDetails())).toBe('page.failed');
  });

  it('pages the transactions, newest first, with the total', async () => {
    const payments = await buyer();
    for (const offerId of ['P-PREMIER1', 'R-RENTAL48', 'S-YEARLY']) {
      const order = await payments.createOrder(offerId, '1');
      await payments.payByCard(order, card('4242424242424242'), returnUrl);
      backEnd.clock.now += 60_000;
    }
    const first = await payments.transactions({ limit: 2, offset: 0 });
    expect(first.total).toBe(3);
    expect(first.items.map((row) => row.offerId)).toEqual(['S-YEARLY', 'R-RENTAL48']);
    expect(first.items[0]).toEqual({
      transactionId: expect.stringMatching(/^T\d+$/),
      date: expect.any(Number),
      offerId: 'S-YEARLY',
      offerTitle: 'Yearly',
      price: { minor: 9999, currency: 'USD' },
      paymentMethod: 'card',
      receiptId: null,
    });
    expect(Math.abs((first.items[0]?.date ?? 0) - backEnd.clock.now)).toBeLessThan(5 * 60_000);
    const rest = await payments.transactions({ limit: 2, offset: 2 });
    expect(rest).toEqual({ items: [expect.objectContaining({ offerId: 'P-PREMIER1' })], total: 3 });
    refusing('/transactions', 'Customer not found');
    expect(await keyOf(payments.transactions({ limit: 2, offset: 0 }))).toBe('page.failed');
  });

  it('shows no receipts and takes no typed card (spec: payments 1)', async () => {
    const payments = await buyer();
    expect(payments.receipt).toBeUndefined();
    expect(payments.updateCard).toBeUndefined();
  });
});

describe('payment method update (spec: payments 4, Payment method update)', () => {
  it('gives the card component without an order, and stores its card as the active one', async () => {
    const { payments } = await subscriber('S-YEARLY');
    const url = (await payments.paymentMethodComponentUrl?.('http://localhost/?u=payment-method')) ?? '';
    expect(url).toMatch(/^http:\/\/localhost\/.+session=/);
    const page = await backEnd.app.request(new URL(url).pathname + new URL(url).search);
    expect(await page.text()).toContain('Save');
    expect(await payments.storePaymentMethodCard?.(card('5555555555554444'), returnUrl)).toEqual({
      status: 'stored',
      paymentMethodId: '1',
    });
    expect((await payments.paymentDetails()).map((detail) => detail.card?.lastFourDigits)).toEqual(['4444']);
    expect(
      await keyOf(
        payments.storePaymentMethodCard?.(card('4000000000000002'), returnUrl) ?? Promise.resolve(),
      ),
    ).toBe('payment.card_declined');
    expect(
      await keyOf(payments.paymentMethodComponentUrl?.('javascript:alert(1)') ?? Promise.resolve()),
    ).toBe('payment_method.failed');
  });

  it('stores a card after 3-D Secure with the redirectResult', async () => {
    const { payments } = await subscriber('S-YEARLY');
    const started = await payments.storePaymentMethodCard?.(card('4000002760003184'), returnUrl);
    if (started?.status !== 'redirect') throw new Error('expected 3-D Secure');
    const back = await press(started.url, 'complete');
    expect(await keyOf(payments.finalizePaymentMethod?.('not-a-result') ?? Promise.resolve())).toBe(
      'payment_method.failed',
    );
    expect(await payments.finalizePaymentMethod?.(back.searchParams.get('redirectResult') ?? '')).toBe('1');
    expect((await payments.paymentDetails())[0]?.card?.lastFourDigits).toBe('3184');
  });

  it('gives the wallet agreement page, which comes back to the waiting page', async () => {
    const { payments } = await subscriber('S-YEARLY');
    const urls = {
      successUrl: 'http://localhost/?u=payment-method-success',
      waitingUrl: 'http://localhost/?u=waiting-for-payment',
      cancelUrl: 'http://localhost/?u=payment-cancelled',
      errorUrl: 'http://localhost/?u=payment-error',
    };
    const url = (await payments.paymentMethodWalletUrl?.(urls)) ?? '';
    expect(url).toMatch(/^http:\/\/localhost\//);
    expect((await press(url, 'approve')).href).toBe(urls.waitingUrl);
    refusing('/payment_details/tokens', 'Wallet unavailable', 422);
    expect(await keyOf(payments.paymentMethodWalletUrl?.(urls) ?? Promise.resolve())).toBe(
      'payment_method.failed',
    );
  });
});
