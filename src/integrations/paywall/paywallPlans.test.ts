import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentService, Subscription } from '../payments/paymentService.ts';
import { withReferenceBackEnd } from '../testing/referenceBackEnd.ts';
import { card, keyOf, orderFor, paywallBuyer } from './paywallTestKit.ts';

let backEnd: Awaited<ReturnType<typeof withReferenceBackEnd>>;
beforeAll(async () => {
  backEnd = await withReferenceBackEnd();
});
afterAll(() => backEnd.close());

const RETURN_URL = 'http://localhost/m/m001demo?u=finalize-payment';

/** A viewer subscribed to a fee of asset 7001 with 4242 (S101 starts in its trial), and the subscription. */
async function subscriber(offerId: string) {
  const { payments, customerId } = await paywallBuyer(backEnd);
  await payments.payByCard(await orderFor(payments, '7001', offerId), card('4242424242424242'), RETURN_URL);
  const subscription = await only(payments);
  return { payments, customerId, subscription };
}

async function only(payments: PaymentService): Promise<Subscription> {
  const [subscription, ...others] = await payments.subscriptions();
  expect(others).toEqual([]);
  if (!subscription) throw new Error('no subscription');
  return subscription;
}

/** The account's metadata as the provider keeps it. */
const metadataOf = async (customerId: number) =>
  (await backEnd.accounts.customers.findById(customerId))?.metadata ?? {};

describe('cancel (spec: payments 4, Cancel and renew links; 7; 8)', () => {
  it('cancels through the unsubscribe URL, keeping the date; refuses a second cancel', async () => {
    const { payments, subscription } = await subscriber('S102');
    expect(subscription).toMatchObject({ status: 'active', paymentGateway: 'card', pendingOfferId: null });
    expect(payments.renewSubscription).toBeUndefined();
    await payments.cancelSubscription(subscription);
    expect(await only(payments)).toMatchObject({ status: 'cancelled', expiresAt: subscription.expiresAt });
    expect(await keyOf(payments.cancelSubscription(subscription))).toBe(
      'cancel_subscription.unknown_error_occurred',
    );
    // spec: payments 8 — 'Missing unsubscribe url': the provider lists no such subscription.
    expect(await keyOf(payments.cancelSubscription({ ...subscription, subscriptionId: '999999' }))).toBe(
      'cancel_subscription.unknown_error_occurred',
    );
  });
});

describe('plan change (spec: payments 4, Plan switching; 3, Pending downgrade marker)', () => {
  it('offers the asset’s other switchable plan, upgrades at once and keeps a downgrade pending', async () => {
    const { payments, customerId, subscription } = await subscriber('S101');
    const [yearly, ...others] = await payments.switches(subscription);
    expect(others).toEqual([]);
    expect(yearly).toEqual({
      toOfferId: 'S102',
      title: 'Yearly',
      price: { minor: 9999, currency: 'USD' },
      period: 'year',
      switchDirection: 'upgrade',
      algorithm: 'IMMEDIATE_WITHOUT_PRORATION',
    });
    if (!yearly) throw new Error('no upgrade offered');
    expect(await payments.switchSubscription(subscription, yearly)).toEqual({ pending: false });
    const upgraded = await only(payments);
    expect(upgraded).toMatchObject({ offerId: 'S102', pendingOfferId: null });

    const [monthly] = await payments.switches(upgraded);
    expect(monthly).toMatchObject({ toOfferId: 'S101', switchDirection: 'downgrade', algorithm: 'DEFERRED' });
    if (!monthly) throw new Error('no downgrade offered');
    expect(await payments.switchSubscription(upgraded, monthly)).toEqual({ pending: true });
    const key = `${subscription.subscriptionId}_pending_downgrade`;
    expect(await metadataOf(customerId)).toMatchObject({
      [key]: 'S101',
      first_name: 'Pia',
      surname: 'Paywall',
    });
    const pending = await only(payments);
    expect(pending).toMatchObject({ offerId: 'S102', pendingOfferId: 'S101' });
    // One change at a time: spec 8, change_plan_error.
    expect(await keyOf(payments.switchSubscription(pending, monthly))).toBe('page.change_plan_error');

    await payments.cancelPendingSwitch(pending);
    expect(await only(payments)).toMatchObject({ offerId: 'S102', pendingOfferId: null });
    expect((await metadataOf(customerId))[key]).toBe('');
    // The back end forgot it too: the downgrade can be chosen again.
    expect(await payments.switchSubscription(upgraded, monthly)).toEqual({ pending: true });
  });

  it('refuses to cancel the upcoming plan of a subscription that is not the viewer’s', async () => {
    const { subscription } = await subscriber('S102');
    const { payments: stranger } = await paywallBuyer(backEnd);
    expect(await keyOf(stranger.cancelPendingSwitch(subscription))).toBe(
      'cancel_upcoming.unknown_error_occurred',
    );
  });

  it('offers no change to a cancelled subscription, whose downgrade goes with it, or a granted pass', async () => {
    const { payments, subscription } = await subscriber('S102');
    const [monthly] = await payments.switches(subscription);
    if (!monthly) throw new Error('no downgrade offered');
    await payments.switchSubscription(subscription, monthly);
    await payments.cancelSubscription(await only(payments));
    const cancelled = await only(payments);
    expect(cancelled).toMatchObject({ status: 'cancelled', pendingOfferId: null });
    expect(await payments.switches(cancelled)).toEqual([]);
    const pass = await paywallBuyer(backEnd);
    await pass.payments.payWithoutDetails(await orderFor(pass.payments, '7001', 'S105'));
    expect(await pass.payments.switches(await only(pass.payments))).toEqual([]);
  });

  it('drops the marker once the period ended on the new plan', async () => {
    const { payments, subscription } = await subscriber('S101');
    const [yearly] = await payments.switches(subscription);
    if (!yearly) throw new Error('no upgrade offered');
    await payments.switchSubscription(subscription, yearly);
    const [monthly] = await payments.switches(await only(payments));
    if (!monthly) throw new Error('no downgrade offered');
    await payments.switchSubscription(await only(payments), monthly);
    // Past the trial's end the renewal moves the subscription to S101: the marker says what it is on.
    await backEnd.app.request('/dev/payments/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ days: 8 }),
    });
    expect(await only(payments)).toMatchObject({ offerId: 'S101', status: 'active', pendingOfferId: null });
  });
});
