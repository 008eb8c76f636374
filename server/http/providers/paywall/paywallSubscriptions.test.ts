import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../shared/testApp.ts';
import { card, paywallClient } from './paywallTestClient.ts';

let t: TestApp;
let client: ReturnType<typeof paywallClient>;
beforeAll(async () => {
  t = await openTestApp();
  client = paywallClient(t);
});
afterAll(() => t.close());

const DAY = 24 * 3600;
const nowSeconds = () => Math.floor(t.clock.now / 1000);
const subscribe = (token: string, fee: number, number = '4242424242424242') =>
  client.call('POST', '/subscriptions', {
    token,
    form: { ...card(number), access_fee: fee, return_url: 'http://localhost/?u=checkout' },
  });
const subscriptions = (token: string) => client.call('GET', '/subscriptions?page=0&size=15', { token });
/** spec: payments 7 — change plan: the access fee, and the subscription id as the card provider's token. */
const planChange = (token: string, subscriptionId: number) => (fee: number) =>
  client.call('POST', '/v2/subscriptions/card:switch', {
    token,
    form: { access_fee_id: fee, card_token: subscriptionId },
  });

describe('subscriptions: GET /subscriptions (spec: payments 3 Subscription, 4 status)', () => {
  it('answers 402 while there is none, then lists S101 as a free trial with its unsubscribe URL', async () => {
    const token = await client.viewer();
    expect((await subscriptions(token)).json).toMatchObject({
      code: 402,
      message: 'Unable to fetch customer subscriptions.',
    });
    expect((await subscribe(token, 101)).json).toMatchObject({ code: 200, message: 'Submitted for payment' });
    const { json } = await subscriptions(token);
    expect(json).toMatchObject({ total: 1, page: 0 });
    const [sub] = json.collection;
    expect(sub).toMatchObject({
      item_id: 7001,
      item_title: 'Monthly',
      access_fee_id: 101,
      action_type: 'free-trial',
      next_rebill_date: nowSeconds() + 7 * DAY,
      subscription_price: 9.99,
      currency: 'USD',
      payment_method_name: 'card',
      access_type: { period: 'month' },
    });
    expect(sub.unsubscribe_url).toBe(
      `http://localhost/providers/paywall/subscriptions/${sub.subscription_id}/unsubscribe`,
    );
    const one = await client.call('GET', `/subscriptions/${sub.subscription_id}`, { token });
    expect(one.json).toEqual(sub);
  });

  it('cancels through the unsubscribe URL: canceled, and access stays until the period ends', async () => {
    const token = await client.viewer();
    await subscribe(token, 102);
    const [sub] = (await subscriptions(token)).json.collection;
    expect(sub).toMatchObject({ action_type: 'recurrent', access_type: { period: 'year' } });
    const path = new URL(sub.unsubscribe_url).pathname.replace('/providers/paywall', '');
    expect((await client.call('GET', path)).status).toBe(401);
    expect((await client.call('GET', path, { token })).json).toEqual({
      code: 200,
      message: 'Subscription cancelled',
    });
    expect((await subscriptions(token)).json.collection[0].action_type).toBe('canceled');
    const access = await client.call('GET', '/items/7001/access', { token });
    expect(access.status).toBe(200);
    expect(access.json.expires_at).toBe(sub.next_rebill_date);
    expect((await client.call('GET', path, { token })).json).toMatchObject({
      code: 422,
      message: 'Failed to update subscription',
    });
  });

  it("answers another customer's subscription as not found, to read, cancel or switch", async () => {
    const owner = await client.viewer();
    const stranger = await client.viewer();
    await subscribe(owner, 101);
    const [sub] = (await subscriptions(owner)).json.collection;
    const id = sub.subscription_id;
    expect((await client.call('GET', `/subscriptions/${id}`, { token: stranger })).status).toBe(404);
    expect((await client.call('GET', `/subscriptions/${id}/unsubscribe`, { token: stranger })).status).toBe(
      404,
    );
    const steal = await client.call('POST', '/v2/subscriptions/card:switch', {
      token: stranger,
      form: { access_fee_id: 102, card_token: id },
    });
    expect(steal.status).toBe(404);
    expect((await subscriptions(owner)).json.collection[0]).toMatchObject({ action_type: 'free-trial' });
  });
});

describe('plan change: POST /v2/subscriptions/card:switch (spec: payments 4 Plan switching, 7)', () => {
  it('upgrades at once, keeps a downgrade pending, and refuses a plan it cannot switch to', async () => {
    const token = await client.viewer();
    await subscribe(token, 101);
    const [sub] = (await subscriptions(token)).json.collection;
    const change = planChange(token, sub.subscription_id);
    expect((await change(102)).json).toMatchObject({
      message: 'Subscription switched',
      switch_direction: 'upgrade',
      pending: false,
    });
    expect((await subscriptions(token)).json.collection[0]).toMatchObject({
      access_fee_id: 102,
      subscription_price: 99.99,
    });
    expect((await change(101)).json).toMatchObject({ switch_direction: 'downgrade', pending: true });
    expect((await subscriptions(token)).json.collection[0].access_fee_id).toBe(102);
    expect((await change(105)).json).toMatchObject({ code: 422 });
  });

  it('undoes a pending downgrade when the current plan is chosen again (cancel upcoming plan)', async () => {
    const token = await client.viewer();
    await subscribe(token, 102);
    const [sub] = (await subscriptions(token)).json.collection;
    const change = planChange(token, sub.subscription_id);
    expect((await change(101)).json).toMatchObject({ pending: true });
    // While it is pending another change is refused: undone, a downgrade can be chosen again.
    expect((await change(101)).json).toMatchObject({ code: 422 });
    const kept = { code: 200, message: 'Subscription keeps its plan', pending: false };
    expect((await change(102)).json).toEqual(kept);
    expect((await change(102)).json).toEqual(kept);
    expect((await change(101)).json).toMatchObject({ switch_direction: 'downgrade', pending: true });
    expect((await subscriptions(token)).json.collection[0].access_fee_id).toBe(102);
  });
});

describe('default card: /v2/payments/cards/default (spec: payments 3 Card details, Card update)', () => {
  it('shows the card a payment kept, keyed by currency, never with its whole number', async () => {
    const token = await client.viewer();
    const cards = () => client.call('GET', '/v2/payments/cards/default', { token });
    expect((await cards()).json).toEqual({});
    await subscribe(token, 102);
    const kept = await cards();
    expect(kept.json).toEqual({
      USD: {
        number: '4242',
        exp_month: 3,
        exp_year: 2030,
        card_name: 'Pia Payer',
        card_type: 'visa',
        account_id: expect.any(Number),
      },
    });

    const put = (form: Record<string, string>) =>
      client.call('PUT', '/v2/payments/cards/default', { token, form });
    const replaced = await put({
      cardName: 'Pia P. Payer',
      cardNumber: '5555555555554444',
      cvc: '123',
      expMonth: '11',
      expYear: '2031',
      currency: 'USD',
    });
    expect(replaced.json).toEqual({ code: 200, message: 'Card details updated' });
    const after = await cards();
    expect(after.json.USD).toMatchObject({ number: '4444', card_type: 'mastercard', exp_month: 11 });
    expect(JSON.stringify(after.json)).not.toContain('5555555555554444');

    const refused = await put({
      card_name: 'Pia Payer',
      number: '4000000000000002',
      cvv: '123',
      exp_month: '11',
      exp_year: '2031',
    });
    expect(refused).toMatchObject({
      status: 402,
      json: {
        code: 402,
        message: 'Failed to update card details',
        errors: { explain: 'Your card was declined' },
      },
    });
    expect((await put({ card_name: 'x' })).json).toMatchObject({
      code: 422,
      message: 'Invalid param number',
    });
  });
});

describe('payment history (spec: payments 3 Transaction, 7)', () => {
  it('lists what was charged in both listings, paged', async () => {
    const token = await client.viewer();
    await subscribe(token, 101);
    await client.call('POST', '/payments', { token, form: { ...card('4242424242424242'), access_fee: 104 } });
    const history = await client.call('GET', '/v2/accounting/payment-history?page=0&size=1', { token });
    expect(history.json).toMatchObject({ total: 2, page: 0, size: 1 });
    expect(history.json.collection).toHaveLength(1);
    const all = await client.call('GET', '/payments/transactions?exclude=store-payment&size=10&page=0', {
      token,
    });
    const [rental, trial] = all.json.collection;
    expect(rental).toMatchObject({
      transaction_token: expect.stringMatching(/^T\d+$/),
      item_id: 7020,
      item_type: 'ppv_custom',
      item_title: '48-hour rental',
      charged_amount: 500,
      currency_iso: 'JPY',
      payment_method_name: 'card',
      action_type: 'purchase',
      created_at: nowSeconds(),
    });
    expect(rental.trx_token).toBe(rental.transaction_token);
    expect(trial).toMatchObject({
      item_id: 7001,
      item_type: 'subscription',
      charged_amount: 0,
      action_type: 'free-trial',
    });
  });
});
