import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../providers/shared/testApp.ts';
import { handoffKit } from './handoffTestKit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const kit = handoffKit(() => t);

/** A TV of the account provider's integration: a new account, signed in there. */
async function paywallTv() {
  const buyer = await kit.customer();
  return { ...buyer, token: await kit.signIn(buyer.id, 'paywall') };
}

const held = async (customerId: number) =>
  (await t.payments.payments.entitlements.held(customerId, t.clock.now)).map((access) => access.offerId);

describe('the account provider app, which has no order: {offerId, couponCode?}', () => {
  it('S101 orders the monthly plan with its trial; the phone shows it and pays', async () => {
    const tv = await paywallTv();
    const { id, path } = await kit.handOff(tv.token, { offerId: 'S101' });
    expect((await kit.tvGet(tv.token, `/payment-handoffs/${id}`)).body).toMatchObject({
      status: 'waiting',
      offerId: 'S101',
      orderId: expect.stringMatching(/^\d+$/),
    });
    const phone = await kit.open(path);
    const page = await kit.phone(phone, '/pay/order');
    for (const line of ['$9.99 a month', 'The first 7 days are free', 'To pay now: $0.00'])
      expect(page.text).toContain(line);
    expect((await kit.payByCard(phone, '5555555555554444')).body.next).toBe('/pay/order/paid');
    expect(await kit.status(tv.token, id)).toBe('paid');
    expect(await held(tv.id)).toEqual(['S-MONTHLY']);
  });

  it('C104 with a coupon orders the rental at the coupon price, in its own currency', async () => {
    const tv = await paywallTv();
    const { id, path } = await kit.handOff(tv.token, { offerId: 'C104', couponCode: ' save20 ' });
    const phone = await kit.open(path);
    const page = await kit.phone(phone, '/pay/order');
    expect(page.text).toContain('<title>48-hour rental</title>');
    expect(page.text).toContain('¥500');
    expect(page.text).toContain('To pay now: ¥400');
    expect((await kit.payByCard(phone, '4242424242424242')).status).toBe(200);
    expect(await kit.status(tv.token, id)).toBe('paid');
    expect(await held(tv.id)).toEqual(['R-RENTAL48']);
  });

  it('a coupon the order refuses is a 400 with the domain words; an unknown offer, 404', async () => {
    const tv = await paywallTv();
    expect((await kit.create(tv.token, { offerId: 'C104', couponCode: 'NOPE' })).body).toEqual({
      status: 400,
      code: 'coupon_not_found',
      message: 'Coupon NOPE not found',
    });
    expect((await kit.create(tv.token, { offerId: 'C103', couponCode: 'FIVEOFF' })).body).toMatchObject({
      status: 400,
      code: 'coupon_not_valid_for_offer',
    });
    expect((await kit.create(tv.token, { offerId: 'C999' })).body).toMatchObject({
      status: 404,
      code: 'offer_not_found',
    });
  });
});

describe('bodies that are not a hand-off', () => {
  it.each([
    [{}, '', 'Send either orderId'],
    [{ orderId: 'abc' }, 'orderId', ''],
    [{ orderId: 7, offerId: 'S101' }, '', 'Send either orderId'],
    [{ orderId: 7, couponCode: 'SAVE20' }, '', 'Send either orderId'],
    [{ offerId: 'S-MONTHLY' }, 'offerId', 'offerId must be an offer id of the account provider'],
    [{ orderId: 7, note: 'x' }, '', 'Unrecognized key'],
  ])('%j is a 400 naming the problem', async (body, path, message) => {
    const tv = await paywallTv();
    const answer = await kit.create(tv.token, body);
    expect(answer.body).toMatchObject({ status: 400, code: 'invalid_request' });
    const issues = answer.body.issues as Array<{ path: string; message: string }>;
    expect(issues[0]?.path).toBe(path);
    expect(issues[0]?.message).toContain(message);
  });

  it('a body that is not a JSON object is a 400 saying so', async () => {
    const tv = await paywallTv();
    expect((await kit.create(tv.token, '[1,2')).body).toEqual({
      status: 400,
      code: 'invalid_request',
      message: 'The body must be a JSON object',
    });
  });
});
