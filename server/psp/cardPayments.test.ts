import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthoriseInput, CardInput } from './paymentProvider.ts';
import { PaymentProviderError } from './paymentProviderError.ts';
import {
  clearCard,
  nextReference,
  openTestProvider,
  sandboxCard,
  type TestProvider,
} from './testProvider.ts';

let t: TestProvider;
beforeAll(async () => {
  t = await openTestProvider({ slowConfirmMs: 20_000 });
});
afterAll(() => t.close());

function payment(card: CardInput, changes: Partial<AuthoriseInput> = {}): AuthoriseInput {
  return {
    reference: nextReference(),
    amountMinor: 999,
    currency: 'EUR',
    card,
    returnUrl: '/checkout/return?order=42',
    shopperReference: 'shopper-1',
    storeForRecurring: false,
    ...changes,
  };
}

describe('authorise: the test cards (notes: payments, Test cards)', () => {
  it.each([
    ['4242424242424242', '737'],
    ['5555555555554444', '737'],
    ['378282246310005', '7373'],
    ['4000000000003055', '737'],
    ['6011111111111117', '737'],
  ])('%s pays, and the merchant is notified too', async (number, cvc) => {
    const input = payment(sandboxCard(number, cvc));
    const result = await t.psp.provider.authorise(input);
    expect(result).toMatchObject({
      status: 'authorised',
      card: { last4: number.slice(-4), holderName: 'Ada Lovelace' },
    });
    expect(result).not.toHaveProperty('token');
    const events = await t.eventsFor(input.reference);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'payment.authorised',
        id: expect.stringMatching(/^evt_/),
        data: expect.objectContaining({
          pspReference: result.pspReference,
          amountMinor: 999,
          currency: 'EUR',
        }),
      }),
    ]);
  });

  it.each([
    ['4000000000000002', 'declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000009987', 'lost_card'],
    ['4000000000009979', 'stolen_card'],
    ['4000000000000069', 'expired_card'],
    ['4000000000000127', 'incorrect_cvc'],
    ['4000000000000119', 'processing_error'],
  ])('%s is refused: %s', async (number, reason) => {
    const input = payment(clearCard(number));
    const result = await t.psp.provider.authorise(input);
    expect(result).toMatchObject({ status: 'refused', reason, message: expect.any(String) });
    const events = await t.eventsFor(input.reference);
    expect(events.map((event) => [event.type, event.data.reason])).toEqual([['payment.refused', reason]]);
  });

  it('4000002760003184 and 4000008400001629 ask for 3-D Secure', async () => {
    for (const number of ['4000002760003184', '4000008400001629']) {
      const input = payment(clearCard(number));
      const result = await t.psp.provider.authorise(input);
      expect(result).toMatchObject({
        status: 'action',
        action: {
          type: 'redirect',
          method: 'GET',
          url: expect.stringMatching(/^\/providers\/psp\/3ds\/chl_/),
        },
      });
      expect(await t.eventsFor(input.reference)).toEqual([]);
    }
  });

  it('an Amex takes a 4-digit CVC and refuses a 3-digit one as a form error', async () => {
    expect(await t.psp.provider.authorise(payment(clearCard('378282246310005', '1234')))).toMatchObject({
      status: 'authorised',
      card: { brand: 'amex' },
    });
    const input = payment(clearCard('378282246310005', '123'));
    expect(await t.psp.provider.authorise(input)).toMatchObject({
      status: 'refused',
      reason: 'invalid_card',
      message: 'Invalid security code',
    });
    // Form errors are not executed: nothing stored, nothing notified.
    expect(await t.eventsFor(input.reference)).toEqual([]);
  });

  it.each([
    ['Invalid card number', clearCard('4242424242424241')],
    ['Invalid expiry date', { ...clearCard('4242424242424242'), expMonth: 13 } as CardInput],
    [
      'Live card data cannot be read by the local test provider',
      { ...sandboxCard('4242424242424242'), encryptedCardNumber: '4242424242424242' } as CardInput,
    ],
  ])('form error: %s', async (message, card) => {
    expect(await t.psp.provider.authorise(payment(card))).toMatchObject({
      status: 'refused',
      reason: 'invalid_card',
      message,
    });
  });
});

describe('authorise: idempotent reference (notes: payments, Idempotency keys)', () => {
  it('answers the first result again, and notifies once', async () => {
    const input = payment(clearCard('4242424242424242'));
    const first = await t.psp.provider.authorise(input);
    const again = await t.psp.provider.authorise({ ...input, card: clearCard('4000000000000002') });
    expect(again).toEqual(first);
    expect(await t.eventsFor(input.reference)).toHaveLength(1);
  });

  it('answers racing calls with one result', async () => {
    const input = payment(clearCard('4242424242424242'));
    const [a, b] = await Promise.all([t.psp.provider.authorise(input), t.psp.provider.authorise(input)]);
    expect(a).toEqual(b);
  });

  it('refuses the same reference with another amount as a conflict', async () => {
    const input = payment(clearCard('4242424242424242'));
    await t.psp.provider.authorise(input);
    await expect(t.psp.provider.authorise({ ...input, amountMinor: 1_000 })).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
  });

  it('lets a form error be corrected under the same reference', async () => {
    const input = payment(clearCard('4242424242424241'));
    expect(await t.psp.provider.authorise(input)).toMatchObject({ reason: 'invalid_card' });
    expect(await t.psp.provider.authorise({ ...input, card: clearCard('4242424242424242') })).toMatchObject({
      status: 'authorised',
    });
  });
});

describe('authorise: requests it does not take', () => {
  it.each([
    ['javascript: returnUrl', { returnUrl: 'javascript:alert(1)' }],
    ['protocol-relative returnUrl', { returnUrl: '//evil.example/x' }],
    ['data: returnUrl', { returnUrl: 'data:text/html,hi' }],
    ['relative returnUrl', { returnUrl: 'checkout' }],
    ['a fractional amount', { amountMinor: 9.99 }],
    ['a zero amount', { amountMinor: 0 }],
    ['an unknown currency', { currency: 'XYZ' }],
    ['a lower-case currency', { currency: 'eur' }],
    ['a reference of 256 characters', { reference: 'r'.repeat(256) }],
  ])('%s', async (_name, changes) => {
    const attempt = t.psp.provider.authorise(payment(clearCard('4242424242424242'), changes));
    await expect(attempt).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(attempt).rejects.toMatchObject({ code: 'invalid_request' });
  });

  it('takes http(s) and root-relative return URLs', async () => {
    for (const returnUrl of ['https://app.example/return?a=1', 'http://localhost:8080/r', '/r#x']) {
      expect(
        await t.psp.provider.authorise(payment(clearCard('4242424242424242'), { returnUrl })),
      ).toMatchObject({
        status: 'authorised',
      });
    }
  });
});

describe('the slow card 4000 0000 0000 7726', () => {
  it('answers pending and notifies only after slowConfirmMs', async () => {
    const input = payment(sandboxCard('4000000000007726'), { storeForRecurring: true });
    const result = await t.psp.provider.authorise(input);
    expect(result).toEqual({ status: 'pending', pspReference: expect.stringMatching(/^psp_/) });
    t.clock.now += 19_999;
    expect(await t.eventsFor(input.reference)).toEqual([]);
    t.clock.now += 1;
    const events = await t.eventsFor(input.reference);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'payment.authorised',
        data: expect.objectContaining({
          pspReference: result.pspReference,
          token: expect.stringMatching(/^tok_/),
        }),
      }),
    ]);
    // The same reference still answers its first result.
    expect(await t.psp.provider.authorise(input)).toEqual(result);
  });
});

describe('card data at rest', () => {
  it('is never stored: no card number or CVC in any psp_ table', async () => {
    const number = '5555555555554444';
    const cvc = '913';
    await t.psp.provider.authorise(payment(clearCard(number, cvc), { storeForRecurring: true }));
    await t.psp.provider.authorise(payment(sandboxCard('4000002760003184', '914')));
    await t.psp.provider.storeCard({
      reference: nextReference('store'),
      card: sandboxCard('378282246310005', '9157'),
      returnUrl: '/r',
      shopperReference: 'shopper-1',
    });
    await t.delivered();
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_name like 'psp\\_%' order by table_name`.execute(
      t.database.db,
    );
    expect(tables.rows.length).toBeGreaterThanOrEqual(6);
    let dump = '';
    for (const { table_name } of tables.rows) {
      const rows = await sql`select * from ${sql.table(table_name)}`.execute(t.database.db);
      dump += JSON.stringify(rows.rows);
    }
    expect(dump).toContain('"last4":"4444"');
    for (const secret of [number, '4000002760003184', '378282246310005', '"913"', 'test_914', '9157']) {
      expect(dump).not.toContain(secret);
    }
    // Nor in the notifications the merchant received.
    expect(t.posts.map((post) => post.rawBody).join('')).not.toContain(number);
  });
});
