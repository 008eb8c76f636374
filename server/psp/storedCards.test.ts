import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderResult, StoreCardInput } from './paymentProvider.ts';
import {
  clearCard,
  nextReference,
  openTestProvider,
  sandboxCard,
  type TestProvider,
} from './testProvider.ts';

let t: TestProvider;
beforeAll(async () => {
  t = await openTestProvider();
});
afterAll(() => t.close());

function storing(card: StoreCardInput['card'], shopperReference = 'shopper-7'): StoreCardInput {
  return { reference: nextReference('store'), card, returnUrl: '/account/payment', shopperReference };
}

function tokenOf(result: ProviderResult): string {
  if (result.status !== 'authorised' || !result.token) throw new Error(`no token in ${result.status}`);
  return result.token;
}

const renewal = (token: string, shopperReference = 'shopper-7') => ({
  reference: nextReference('renew'),
  amountMinor: 1_299,
  currency: 'USD',
  shopperReference,
  token,
});

describe('storeCard and chargeStored (renewals)', () => {
  it('stores a card without charging it, notifies card.stored, and charges it later', async () => {
    const input = storing(sandboxCard('4242424242424242'));
    const stored = await t.psp.provider.storeCard(input);
    expect(stored).toMatchObject({
      status: 'authorised',
      card: { brand: 'visa', last4: '4242' },
      token: expect.stringMatching(/^tok_/),
    });
    const [event] = await t.eventsFor(input.reference);
    expect(event).toMatchObject({
      type: 'card.stored',
      data: { token: tokenOf(stored), card: { last4: '4242' } },
    });
    expect(event?.data).not.toHaveProperty('amountMinor');

    const charge = renewal(tokenOf(stored));
    const charged = await t.psp.provider.chargeStored(charge);
    expect(charged).toMatchObject({ status: 'authorised', card: { last4: '4242' } });
    expect(
      (await t.eventsFor(charge.reference)).map((e) => [e.type, e.data.amountMinor, e.data.currency]),
    ).toEqual([['payment.authorised', 1_299, 'USD']]);
    // Idempotent like authorise.
    expect(await t.psp.provider.chargeStored(charge)).toEqual(charged);
  });

  it('keeps the card of an authorisation with storeForRecurring', async () => {
    const paid = await t.psp.provider.authorise({
      reference: nextReference(),
      amountMinor: 500,
      currency: 'EUR',
      card: clearCard('5555555555554444'),
      returnUrl: '/r',
      shopperReference: 'shopper-7',
      storeForRecurring: true,
    });
    expect(await t.psp.provider.chargeStored(renewal(tokenOf(paid)))).toMatchObject({ status: 'authorised' });
  });

  it('refuses a card that declines, without a token', async () => {
    const input = storing(clearCard('4000000000009995'));
    expect(await t.psp.provider.storeCard(input)).toMatchObject({
      status: 'refused',
      reason: 'insufficient_funds',
    });
    expect((await t.eventsFor(input.reference)).map((e) => e.type)).toEqual(['payment.refused']);
  });

  it('answers a token only for the shopper it was stored for', async () => {
    const token = tokenOf(await t.psp.provider.storeCard(storing(clearCard('4242424242424242'))));
    expect(await t.psp.provider.chargeStored(renewal(token, 'someone-else'))).toMatchObject({
      status: 'refused',
      reason: 'invalid_card',
    });
    expect(await t.psp.provider.chargeStored(renewal('tok_made_up'))).toMatchObject({
      status: 'refused',
      reason: 'invalid_card',
    });
  });

  it('refuses a stored card that has expired since', async () => {
    const card = { ...clearCard('4242424242424242'), expMonth: 12, expYear: 2026 } as StoreCardInput['card'];
    const token = tokenOf(await t.psp.provider.storeCard(storing(card)));
    const before = t.clock.now;
    t.clock.now = Date.UTC(2027, 0, 1);
    expect(await t.psp.provider.chargeStored(renewal(token))).toMatchObject({
      status: 'refused',
      reason: 'expired_card',
    });
    t.clock.now = before;
  });

  it('4000002760003184 asks for 3-D Secure when stored', async () => {
    expect(await t.psp.provider.storeCard(storing(clearCard('4000002760003184')))).toMatchObject({
      status: 'action',
      action: { url: expect.stringContaining('/providers/psp/3ds/') },
    });
  });
});
