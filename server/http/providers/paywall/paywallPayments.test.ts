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

const nowSeconds = () => Math.floor(t.clock.now / 1000);
const access = (token: string, assetId: number) => client.call('GET', `/items/${assetId}/access`, { token });
const pay = (token: string, form: Record<string, string | number>, headers?: Record<string, string>) =>
  client.call('POST', '/payments', { form, token, headers });

describe('access fees: GET /v2/items/{id}/access-fees (spec: payments 3, 9)', () => {
  it('writes each offer of an asset as an access fee: a year is 12 months, a trial, a granted pass', async () => {
    const { status, json } = await client.call('GET', '/v2/items/7001/access-fees');
    expect(status).toBe(200);
    expect(json).toEqual([
      {
        id: 101,
        merchant_id: 1,
        amount: 9.99,
        currency: 'USD',
        description: 'Monthly',
        access_type: { name: 'subscription', period: 'month', quantity: 1 },
        trial_period: { description: '7 days free', quantity: 7, period: 'day' },
        item: { id: 7001, plan_switch_enabled: true },
        item_id: 7001,
      },
      expect.objectContaining({
        id: 102,
        amount: 99.99,
        access_type: { name: 'subscription', period: 'month', quantity: 12 },
        trial_period: null,
      }),
      expect.objectContaining({
        id: 105,
        amount: 0,
        currency: 'EUR',
        access_type: { name: 'subscription', period: 'granted', quantity: 30 },
        item: { id: 7001, plan_switch_enabled: false },
      }),
    ]);
  });

  it('writes a purchase as ppv and a rental as ppv_custom for 48 hours; an unknown asset is not found', async () => {
    expect((await client.call('GET', '/v2/items/7010/access-fees')).json).toMatchObject([
      { id: 103, amount: 19.99, currency: 'EUR', access_type: { name: 'ppv' } },
    ]);
    expect((await client.call('GET', '/v2/items/7020/access-fees')).json).toMatchObject([
      {
        id: 104,
        amount: 500,
        currency: 'JPY',
        access_type: { name: 'ppv_custom', period: 'hour', quantity: 48 },
      },
    ]);
    for (const id of ['9999', 'abc'])
      expect((await client.call('GET', `/v2/items/${id}/access-fees`)).json).toEqual({
        code: 404,
        message: 'Item not found',
        errors: { explain: 'Item not found' },
      });
  });
});

describe('card payments: POST /payments (spec: payments 4 Checkout, 7)', () => {
  it('lists card 1 and wallet 2, for a signed-in viewer only', async () => {
    const token = await client.viewer();
    expect((await client.call('GET', '/payments/methods', { token })).json).toEqual([
      { id: 1, method_name: 'Card' },
      { id: 2, method_name: 'Wallet' },
    ]);
    expect((await client.call('GET', '/payments/methods')).json).toMatchObject({
      code: 401,
      message: 'The user is not authenticated.',
    });
  });

  it('refuses access before a 4242 payment and grants it in the very next request', async () => {
    const token = await client.viewer();
    expect((await access(token, 7010)).json).toEqual({
      code: 403,
      message: 'Access not granted',
      errors: { explain: 'Access not granted' },
    });
    const paid = await pay(token, { ...card('4242424242424242'), access_fee: 103 });
    expect(paid).toMatchObject({ status: 200, json: { code: 200, message: 'Submitted for payment' } });
    const granted = await access(token, 7010);
    expect(granted.status).toBe(200);
    // A purchase is for good: expires_at 0.
    expect(granted.json).toMatchObject({ item_id: 7010, item: { id: 7010 }, expires_at: 0 });
    expect(granted.json.created_at).toBe(nowSeconds());
    const again = await pay(token, { ...card('4242424242424242'), access_fee: 103 });
    expect(again.json).toMatchObject({ code: 409, message: 'Already have an active access' });
  });

  it.each([
    ['4000000000000002', 'Your card was declined'],
    ['4000000000009995', 'Your card has insufficient funds'],
  ])('%s is refused with 402: %s, and grants nothing', async (number, message) => {
    const token = await client.viewer();
    const refused = await pay(token, { ...card(number), access_fee: 104 });
    expect(refused).toMatchObject({
      status: 402,
      json: { code: 402, message, errors: { explain: message } },
    });
    expect((await access(token, 7020)).status).toBe(403);
  });

  it('takes subscriptions only at POST /subscriptions, and refuses gifts as not offered', async () => {
    const token = await client.viewer();
    expect((await pay(token, { ...card('4242424242424242'), access_fee: 101 })).status).toBe(422);
    const gift = await pay(token, {
      ...card('4242424242424242'),
      access_fee: 103,
      is_gift: 'true',
      receiver_email: 'friend@example.com',
    });
    expect(gift.json).toMatchObject({
      code: 501,
      message: 'Gift purchases are not offered by this back end',
    });
    expect((await pay(token, { ...card('4242424242424242'), access_fee: 999 })).status).toBe(404);
  });
});

describe('vouchers (spec: payments 3 Voucher discount, 8)', () => {
  it('prices a voucher for a fee or an item, and words every refusal as Invalid coupon code', async () => {
    const token = await client.viewer();
    const discount = (form: Record<string, string | number>) =>
      client.call('POST', '/vouchers/discount', { form, token });
    expect((await discount({ voucher_code: 'SAVE20', access_fee_id: 103 })).json).toEqual({
      amount: 15.99,
      discount_duration: 1,
    });
    // The item's first offer (Monthly) has a trial and takes no voucher: the yearly plan does.
    expect((await discount({ voucher_code: 'save20', item_id: 7001 })).json).toEqual({
      amount: 79.99,
      discount_duration: 1,
    });
    for (const voucher_code of ['NOPE', 'SUMMER2025', 'PREMIER50'])
      expect((await discount({ voucher_code, access_fee_id: 102 })).json).toEqual({
        code: 422,
        message: 'Invalid coupon code',
        errors: { voucher_code: 'Invalid coupon code' },
      });
  });

  it('charges the discounted price with a voucher and refuses a bad one without charging', async () => {
    const token = await client.viewer();
    const bad = await pay(token, { ...card('4242424242424242'), access_fee: 103, voucher_code: 'NOPE' });
    expect(bad).toMatchObject({ status: 422, json: { message: 'Invalid coupon code' } });
    await pay(token, { ...card('4242424242424242'), access_fee: 103, voucher_code: 'SAVE20' });
    const history = await client.call('GET', '/v2/accounting/payment-history', { token });
    expect(history.json).toMatchObject({
      total: 1,
      collection: [{ item_id: 7010, access_fee_id: 103, charged_amount: 15.99, currency_iso: 'EUR' }],
    });
  });
});

describe('3-D Secure (spec: payments 2 ippwat, 4 Real-time notifications)', () => {
  it('answers the provider page, returns to return_url with ippwat=ppv, and the notification grants access', async () => {
    const token = await client.viewer();
    const started = await pay(token, {
      ...card('4000002760003184'),
      access_fee: 104,
      return_url: 'http://localhost/m/m012demo?u=checkout',
    });
    expect(started.json).toMatchObject({ code: 200, message: 'Submitted for payment' });
    const back = await client.answerPage(started.json.redirect_to_url, 'complete');
    expect(back.pathname).toBe('/m/m012demo');
    expect(back.searchParams.get('ippwat')).toBe('ppv');
    expect(back.searchParams.get('redirectResult')).toBeTruthy();
    expect((await access(token, 7020)).status).toBe(403);
    expect(await t.payments.psp.sweepOnce()).toBeGreaterThan(0);
    const granted = await access(token, 7020);
    expect(granted.json.expires_at).toBe(nowSeconds() + 48 * 3600);
  });
});

describe('wallet: POST /external-payments (spec: payments 4 Wallet, 7)', () => {
  it('answers the approval endpoint; approval returns to origin; the notification grants; then an id', async () => {
    const token = await client.viewer();
    const wallet = () =>
      client.call('POST', '/external-payments', {
        token,
        multipart: {
          origin: 'http://localhost/m/m010demo?u=checkout&play=1',
          access_fee: 103,
          payment_method: 2,
          branding_id: '0',
        },
      });
    const started = await wallet();
    expect(started.json.endpoint).toMatch(/\/providers\/psp\/wallet\//);
    const back = await client.answerPage(started.json.endpoint, 'approve');
    expect(back.pathname).toBe('/m/m010demo');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      u: 'waiting-for-payment',
      offerId: 'C103',
      play: '1',
    });
    expect(await t.payments.psp.sweepOnce()).toBeGreaterThan(0);
    const granted = await access(token, 7010);
    expect(granted.status).toBe(200);
    expect(await wallet()).toMatchObject({ status: 200, json: { id: granted.json.id } });
  });

  it('replays a retried multipart request by its fields (a new boundary is the same request)', async () => {
    const token = await client.viewer();
    const fields = { origin: 'http://localhost/', access_fee: 104, payment_method: 2 };
    const key = { 'idempotency-key': 'wallet-retry' };
    const first = await client.call('POST', '/external-payments', { token, multipart: fields, headers: key });
    const retry = await client.call('POST', '/external-payments', { token, multipart: fields, headers: key });
    expect(retry.json).toEqual(first.json);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });

  it('a trial offer by wallet is an agreement without a charge now', async () => {
    const token = await client.viewer();
    const { json } = await client.call('POST', '/external-payments', {
      token,
      form: { origin: 'http://localhost/', access_fee: 101, payment_method: 2 },
    });
    await client.answerPage(json.endpoint, 'approve');
    await t.payments.psp.sweepOnce();
    expect((await access(token, 7001)).status).toBe(200);
  });

  it('sends a cancelled approval back to origin with u=payment-cancelled', async () => {
    const token = await client.viewer();
    const { json } = await client.call('POST', '/external-payments', {
      token,
      form: { origin: '/m/m012demo', access_fee: 104, payment_method: 2 },
    });
    const back = await client.answerPage(json.endpoint, 'cancel');
    expect(`${back.pathname}${back.search}`).toBe('/m/m012demo?u=payment-cancelled');
    await t.payments.psp.sweepOnce();
    expect((await access(token, 7020)).status).toBe(403);
  });
});

describe('Idempotency-Key on POST /payments (notes: payments)', () => {
  it('replays the first answer, refusal included, and charges once', async () => {
    const token = await client.viewer();
    const declined = { ...card('4000000000000002'), access_fee: 103 };
    const first = await pay(token, declined, { 'idempotency-key': 'pw-1' });
    const replay = await pay(token, declined, { 'idempotency-key': 'pw-1' });
    expect(replay).toMatchObject({ status: 402, json: first.json });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await pay(token, { ...declined, cvv: '123' }, { 'idempotency-key': 'pw-1' })).json).toMatchObject(
      {
        code: 422,
        message: 'Idempotency-Key was already used with other parameters',
      },
    );

    const good = { ...card('4242424242424242'), access_fee: 103 };
    const paid = await pay(token, good, { 'idempotency-key': 'pw-2' });
    const paidAgain = await pay(token, good, { 'idempotency-key': 'pw-2' });
    expect(paidAgain).toMatchObject({ status: 200, json: paid.json });
    expect(paidAgain.headers.get('idempotent-replayed')).toBe('true');
    const history = await client.call('GET', '/payments/transactions?exclude=store-payment&size=10&page=0', {
      token,
    });
    expect(history.json.total).toBe(1);
  });
});
