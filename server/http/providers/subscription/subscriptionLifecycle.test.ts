import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  NotificationMessage,
  NotificationPublisher,
} from '../../../notifications/notificationMessage.ts';
import { openTestApp, type TestApp } from '../shared/testApp.ts';
import { paymentKit } from './paymentTestKit.ts';

let t: TestApp;
const published: Array<{ uuid: string; message: NotificationMessage }> = [];
let logged = '';
beforeAll(async () => {
  const publisher = {
    publish: async (uuid: string, message: NotificationMessage) => {
      published.push({ uuid, message });
    },
  } as unknown as NotificationPublisher;
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  t = await openTestApp({}, { publisher, logger: pino({ level: 'debug' }, sink) });
});
afterAll(() => t.close());

const { call, customer, card, entitled, order, pay, buy, press, subscriptions, advance } = paymentKit(
  () => t,
);

describe('renewals on the demo clock (spec: payments 4, Subscription status)', () => {
  it('a trial turns paid when it ends: a renewal transaction at the full price, a month more', async () => {
    const buyer = await customer();
    await buy(buyer.token, 'S-MONTHLY');
    const [trial] = await subscriptions(buyer);
    expect(trial).toMatchObject({ status: 'active_trial', offerId: 'S-MONTHLY' });
    await advance(8);
    const [paid] = await subscriptions(buyer);
    expect(paid).toMatchObject({ status: 'active', nextPaymentPrice: 9.99 });
    expect(Number(paid?.expiresAt) - Number(trial?.expiresAt)).toBeGreaterThanOrEqual(28 * 86_400);
    const trx = await call('GET', `/customers/${buyer.id}/transactions`, undefined, buyer.token);
    expect(trx.data.items.map((row: { actionType: string }) => row.actionType)).toEqual(['renewal', 'trial']);
    expect(trx.data.items[0]).toMatchObject({ transactionPriceInclTax: 9.99, offerId: 'S-MONTHLY' });
  });

  it('a renewal the card refuses ends the subscription and its access', async () => {
    const buyer = await customer();
    const { id } = await order(buyer.token, 'S-YEARLY');
    const started = await pay(buyer.token, id, '4000002760003184');
    const back = await press(started.data.action.url, 'complete');
    const done = await call(
      'POST',
      '/connectors/card/initial-payment/finalize',
      { orderId: id, details: { redirectResult: back.searchParams.get('redirectResult') } },
      buyer.token,
    );
    expect(done.data.payment.status).toBe('captured');
    await advance(367);
    expect((await subscriptions(buyer))[0]).toMatchObject({ status: 'expired' });
    expect(await entitled(buyer.token, 'S-YEARLY')).toBe(false);
  });
});

describe('cancel and renew (spec: payments 4, Cancel and renew links)', () => {
  it('cancel keeps access until expiresAt; renew undoes it; the end takes the access away', async () => {
    const buyer = await customer();
    await buy(buyer.token, 'S-YEARLY');
    const patch = (status: string) =>
      call('PATCH', `/customers/${buyer.id}/subscriptions`, { offerId: 'S-YEARLY', status }, buyer.token);
    expect((await patch('cancelled')).data).toMatchObject({ status: 'cancelled' });
    expect(await entitled(buyer.token, 'S-YEARLY')).toBe(true);
    expect((await patch('active')).data).toMatchObject({ status: 'active' });
    await patch('cancelled');
    expect((await patch('cancelled')).errors).toEqual(['Failed to update subscription']);
    await advance(366);
    expect((await subscriptions(buyer))[0]).toMatchObject({ status: 'expired' });
    expect(await entitled(buyer.token, 'S-YEARLY')).toBe(false);
    expect((await patch('active')).errors).toEqual(['Failed to update subscription']);
  });

  it('a granted pass needs no card, has nothing to cancel, and ends with its days', async () => {
    const buyer = await customer();
    const { id, requiredPaymentDetails } = await order(buyer.token, 'S-PASS30');
    expect(requiredPaymentDetails).toBe(false);
    expect((await call('POST', '/payments', { orderId: id }, buyer.token)).data.payment.status).toBe(
      'captured',
    );
    expect((await subscriptions(buyer))[0]).toMatchObject({ status: 'active', period: 'granted' });
    await advance(31);
    expect(await entitled(buyer.token, 'S-PASS30')).toBe(false);
  });

  it('a rental lasts its 48 hours', async () => {
    const buyer = await customer();
    await buy(buyer.token, 'R-RENTAL48');
    expect(await entitled(buyer.token, 'R-RENTAL48')).toBe(true);
    await call('POST', '/dev/payments/clock', { hours: 49 });
    expect(await entitled(buyer.token, 'R-RENTAL48')).toBe(false);
  });
});

describe('plan switches (spec: payments 4, Plan switching)', () => {
  it('an upgrade applies at once; a downgrade waits for the period end and can be cancelled', async () => {
    const buyer = await customer();
    await buy(buyer.token, 'S-MONTHLY');
    const path = (offer: string) => `/customers/${buyer.id}/subscription_switches/${offer}`;
    const choices = await call('GET', `${path('S-MONTHLY')}/availability`, undefined, buyer.token);
    expect(choices.data.available).toMatchObject([
      {
        toOfferId: 'S-YEARLY',
        switchDirection: 'upgrade',
        algorithm: 'IMMEDIATE_WITHOUT_PRORATION',
        nextPaymentPrice: 99.99,
      },
    ]);
    const up = await call(
      'POST',
      path('S-MONTHLY'),
      { toOfferId: 'S-YEARLY', switchDirection: 'upgrade' },
      buyer.token,
    );
    expect(up.data).toMatchObject({ status: 'completed' });
    // The plan's period moves with it: the payments page reads '$99.99/year', not '/month'.
    expect((await subscriptions(buyer))[0]).toMatchObject({
      offerId: 'S-YEARLY',
      nextPaymentPrice: 99.99,
      period: 'year',
    });

    const down = await call(
      'POST',
      path('S-YEARLY'),
      { toOfferId: 'S-MONTHLY', switchDirection: 'downgrade' },
      buyer.token,
    );
    expect(down.data).toMatchObject({ status: 'pending', algorithm: 'DEFERRED' });
    expect((await subscriptions(buyer))[0]).toMatchObject({
      offerId: 'S-YEARLY',
      pendingSwitchId: down.data.id,
    });
    expect(
      (await call('GET', `/subscription_switches/${down.data.id}`, undefined, buyer.token)).data.toOfferId,
    ).toBe('S-MONTHLY');
    await call('PATCH', `/subscription_switches/${down.data.id}`, { status: 'cancelled' }, buyer.token);
    expect((await subscriptions(buyer))[0]).toMatchObject({ pendingSwitchId: null });

    await call(
      'POST',
      path('S-YEARLY'),
      { toOfferId: 'S-MONTHLY', switchDirection: 'downgrade' },
      buyer.token,
    );
    await advance(8);
    expect((await subscriptions(buyer))[0]).toMatchObject({
      offerId: 'S-MONTHLY',
      status: 'active',
      nextPaymentPrice: 9.99,
      period: 'month',
    });
    const stranger = await customer();
    expect(
      (await call('GET', `/subscription_switches/${down.data.id}`, undefined, stranger.token)).status,
    ).toBe(404);
  });
});

describe('payment method update (spec: payments 4, Payment method update)', () => {
  it('gives the card component without an order, at nothing to pay; the stored card becomes active', async () => {
    const buyer = await customer();
    await buy(buyer.token, 'S-YEARLY');
    const returnUrl = 'http://localhost/?u=payment-method';
    const session = await call('POST', '/connectors/card/sessions', { returnUrl }, buyer.token);
    expect(session.status).toBe(200);
    const page = await t.app.request(new URL(session.data.componentUrl, 'http://localhost').toString());
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Save');
    const stored = await call(
      'POST',
      '/connectors/card/payment-details',
      { paymentMethod: card('5555555555554444'), paymentMethodId: 1, returnUrl },
      buyer.token,
    );
    expect(stored.data).toMatchObject({
      payment: { status: 'captured' },
      paymentDetails: { paymentMethodId: 1, paymentMethodSpecificParams: { lastCardFourDigits: '4444' } },
    });
    expect(
      (await call('POST', '/connectors/card/sessions', { returnUrl: 'javascript:x' }, buyer.token)).status,
    ).toBe(422);
    expect((await call('POST', '/connectors/card/sessions', { returnUrl })).errors).toEqual([
      'Invalid JWT token',
    ]);
  });
});

describe('what else a confirmed payment touches', () => {
  it('publishes the spec notification names to the customer topic', async () => {
    const buyer = await customer();
    const uuid = (await t.accounts.customers.findById(buyer.id))?.uuid;
    const mine = () => published.filter((p) => p.uuid === uuid).map((p) => p.message.type);
    await buy(buyer.token, 'P-PREMIER1');
    await buy(buyer.token, 'S-YEARLY');
    const { id } = await order(buyer.token, 'R-RENTAL48');
    await pay(buyer.token, id, '4000000000000002');
    expect(mine()).toEqual(['payment.card.success', 'subscribe.success', 'payment.card.failed']);
    expect(
      published.find((p) => p.uuid === uuid && p.message.type === 'payment.card.failed')?.message.resource,
    ).toEqual({
      message: 'Your card was declined',
    });
  });

  it('content signing: a non-subscriber gets 401 for m005demo, a subscriber a token in the next request', async () => {
    const buyer = await customer();
    const sign = () => call('POST', '/media/m005demo/sign', { config: 'ottsvod1' }, buyer.token);
    expect((await sign()).status).toBe(401);
    await buy(buyer.token, 'S-YEARLY');
    const signed = await sign();
    expect(signed.status).toBe(200);
    expect(signed.json.token).toEqual(expect.any(String));
  });

  it('keeps nothing card-shaped: not in any table, not in the log', async () => {
    const buyer = await customer();
    const { id } = await order(buyer.token, 'P-PREMIER1');
    expect((await pay(buyer.token, id, '5555555555554444', '918')).data.payment.status).toBe('captured');
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public'`.execute(t.database.db);
    let dump = '';
    for (const { table_name } of tables.rows)
      dump += JSON.stringify((await sql`select * from ${sql.table(table_name)}`.execute(t.database.db)).rows);
    expect(dump).toContain('4444');
    for (const secret of ['5555555555554444', 'test_918', '"918"']) {
      expect(dump).not.toContain(secret);
      expect(logged).not.toContain(secret);
    }
    expect(logged).toContain('psp answered');
  });
});
