import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '../payments/paymentService.ts';
import { withReferenceBackEnd } from '../testing/referenceBackEnd.ts';
import { card, keyOf, orderFor, paywallBuyer, routeFetchTo } from './paywallTestKit.ts';

let backEnd: Awaited<ReturnType<typeof withReferenceBackEnd>>;
beforeAll(async () => {
  backEnd = await withReferenceBackEnd();
});
afterEach(() => routeFetchTo(backEnd));
afterAll(() => backEnd.close());

const RETURN_URL = 'http://localhost/m/m010demo?u=finalize-payment';

/** A viewer who bought these offers by card (the asset of each: spec's demo catalogue), one a minute. */
async function buyerOf(...purchases: Array<[assetId: string, offerId: string]>) {
  const { payments } = await paywallBuyer(backEnd);
  for (const [assetId, offerId] of purchases) {
    await payments.payByCard(
      await orderFor(payments, assetId, offerId),
      card('4242424242424242'),
      RETURN_URL,
    );
    backEnd.clock.now += 60_000;
  }
  return payments;
}

/** The provider answering every call whose path contains `path` with this body and content type. */
function answering(path: string, body: BodyInit, init: ResponseInit) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, request?: RequestInit) =>
    String(input).includes(path)
      ? new Response(body, init)
      : backEnd.app.request(String(input).replace(backEnd.origin, ''), request),
  );
}

describe('default card (spec: payments 3, Card details; 4, Card edit)', () => {
  it('shows the card a payment kept, replaces it from the edit form, and refuses a declined one', async () => {
    const payments = await buyerOf(['7001', 'S102']);
    expect(await payments.paymentDetails()).toEqual([
      {
        id: 'USD',
        paymentMethodId: '1',
        paymentMethod: 'card',
        currency: 'USD',
        card: { holderName: 'Pia Payer', lastFourDigits: '4242', expiry: '03/30', brand: 'visa' },
        active: true,
      },
    ]);
    const edited = {
      number: '5555 5555 5555 4444',
      holderName: 'Pia P. Payer',
      expMonth: 11,
      expYear: 2031,
      cvc: '123',
    };
    await payments.updateCard?.(edited, 'USD');
    expect((await payments.paymentDetails())[0]?.card).toEqual({
      holderName: 'Pia P. Payer',
      lastFourDigits: '4444',
      expiry: '11/31',
      brand: 'mastercard',
    });
    for (const number of ['4000000000000002', '4000002760003184'])
      expect(await keyOf(payments.updateCard?.({ ...edited, number }, 'USD') ?? Promise.resolve())).toBe(
        'edit_card.card_update_failed',
      );
    expect((await payments.paymentDetails())[0]?.card?.lastFourDigits).toBe('4444');
  });

  it('has none before a payment, and says the page failed when the provider refuses', async () => {
    const { payments } = await paywallBuyer(backEnd);
    expect(await payments.paymentDetails()).toEqual([]);
    answering('/cards/default', JSON.stringify({ code: 400, message: 'Bad request' }), { status: 400 });
    expect(await keyOf(payments.paymentDetails())).toBe('page.failed');
  });
});

describe('payment history (spec: payments 3, Transaction; 7)', () => {
  it('pages by limit and offset, newest first, with the total', async () => {
    const payments = await buyerOf(['7010', 'C103'], ['7020', 'C104'], ['7001', 'S101']);
    const page = await payments.transactions({ limit: 2, offset: 0 });
    expect(page.total).toBe(3);
    expect(page.items.map((row) => row.offerTitle)).toEqual(['Monthly', '48-hour rental']);
    expect(page.items[1]).toEqual({
      transactionId: expect.stringMatching(/^T\d+$/),
      date: expect.any(Number),
      offerId: '7020',
      offerTitle: '48-hour rental',
      price: { minor: 500, currency: 'JPY' },
      paymentMethod: 'card',
      receiptId: page.items[1]?.transactionId,
    });
    // An offset inside a page: the rows are taken from the two pages around it.
    const across = await payments.transactions({ limit: 2, offset: 1 });
    expect(across.items.map((row) => row.offerTitle)).toEqual(['48-hour rental', 'Premier: buy to own']);
    expect(await payments.transactions({ limit: 2, offset: 2 })).toMatchObject({
      items: [{ offerId: '7010' }],
      total: 3,
    });
    answering('/payments/transactions', JSON.stringify({ code: 400, message: 'Bad request' }), {
      status: 400,
    });
    expect(await keyOf(payments.transactions({ limit: 2, offset: 0 }))).toBe('page.failed');
  });
});

describe('receipts (spec: payments 7, Receipt handling; 8)', () => {
  it('downloads the PDF as receipt_{id}.pdf, and refuses another viewer’s transaction', async () => {
    const payments = await buyerOf(['7010', 'C103']);
    const [transaction] = (await payments.transactions({ limit: 10, offset: 0 })).items;
    if (!transaction) throw new Error('no transaction');
    const receipt = await payments.receipt?.(transaction);
    if (receipt?.kind !== 'file') throw new Error(`expected a file, got ${receipt?.kind}`);
    expect(receipt.fileName).toBe(`receipt_${transaction.transactionId}.pdf`);
    expect(receipt.blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await receipt.blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const { payments: stranger } = await paywallBuyer(backEnd);
    expect(await keyOf(stranger.receipt?.(transaction) ?? Promise.resolve())).toBe('page.receipt_failed');
  });

  it('opens an HTML receipt, or a base64 one, as a page; anything else cannot be parsed', async () => {
    const payments = await buyerOf();
    const transaction: Transaction = {
      transactionId: 'T1',
      date: 0,
      offerId: '7010',
      offerTitle: 'Premier: buy to own',
      price: { minor: 1999, currency: 'EUR' },
      paymentMethod: 'card',
      receiptId: 'T1',
    };
    answering('/receipt', '<p>Receipt</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    expect(await payments.receipt?.(transaction)).toEqual({ kind: 'html', html: '<p>Receipt</p>' });
    // Base64 of the page's UTF-8 bytes.
    const encoded = JSON.stringify(btoa(String.fromCharCode(...new TextEncoder().encode('<p>Reçu</p>'))));
    answering('/receipt', encoded, { headers: { 'content-type': 'application/json' } });
    expect(await payments.receipt?.(transaction)).toEqual({ kind: 'html', html: '<p>Reçu</p>' });
    answering('/receipt', JSON.stringify({ receipt: 1 }), {
      headers: { 'content-type': 'application/json' },
    });
    expect(await keyOf(payments.receipt?.(transaction) ?? Promise.resolve())).toBe('page.receipt_failed');
    expect(await keyOf(payments.receipt?.({ ...transaction, receiptId: null }) ?? Promise.resolve())).toBe(
      'page.receipt_failed',
    );
  });
});
