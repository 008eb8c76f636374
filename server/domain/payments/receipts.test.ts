import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Customer } from '../accounts/customer.ts';
import { type ReceiptInput, receiptHtml, receiptPdf, winAnsi } from './receipts.ts';
import type { TransactionRow } from './transactions.ts';

const customer: Customer = {
  id: 7,
  uuid: '00000000-0000-4000-8000-000000000007',
  email: 'bea@example.com',
  firstName: 'Bea',
  lastName: 'Buyer',
  country: 'ES',
  locale: 'es_ES',
  currency: 'EUR',
  regDate: new Date(Date.UTC(2026, 0, 1)),
  lastUserIp: null,
  hasPassword: true,
  registerSource: '',
  metadata: {},
};

const transaction: TransactionRow = {
  id: 42,
  customer_id: 7,
  payment_id: 'pay_1',
  order_id: 3,
  subscription_id: 5,
  offer_id: 'S-YEARLY',
  kind: 'purchase',
  amount_minor: 12099,
  tax_minor: 2100,
  currency: 'EUR',
  country: 'ES',
  payment_method: 'card',
  created_at: new Date(Date.UTC(2026, 10, 24, 23, 30)),
};

const input = (over: Partial<ReceiptInput> = {}, row: Partial<TransactionRow> = {}): ReceiptInput => ({
  transaction: { ...transaction, ...row },
  customer,
  language: 'en',
  merchant: { name: 'Open OTT' },
  ...over,
});

/** Windows-1252's 0x80–0x9F row (Node's TextDecoder reads that encoding as Latin-1). */
const ROW_80 = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';
const winAnsiDecoder = {
  decode: (bytes: Buffer) =>
    Array.from(bytes, (b) => (b >= 0x80 && b < 0xa0 ? ROW_80[b - 0x80] : String.fromCharCode(b))).join(''),
};

/** The text a PDF shows: its content streams' TJ strings (pdfkit writes hex), one per line drawn. */
function pdfText(pdf: Buffer): string {
  const streams = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    const raw = Buffer.from(m[1] ?? '', 'latin1');
    return raw[0] === 0x78 ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
  });
  return [...streams.join('\n').matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) =>
      [...(m[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)]
        .map((h) => winAnsiDecoder.decode(Buffer.from(h[1] ?? '', 'hex')))
        .join(''),
    )
    .join('\n');
}

describe('receipt HTML (spec: payments 7.1, 7.2; 9 Money and formatting)', () => {
  it('says it all in English: number, date in UTC, item, kind, method, net, tax and total', () => {
    const html = receiptHtml(input());
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    for (const text of ['Open OTT', 'Receipt', 'T42', 'November 24, 2026', 'Bea Buyer', 'bea@example.com'])
      expect(html).toContain(text);
    for (const text of ['Yearly', 'Purchase', 'Card', 'Subtotal (excl. tax)', '€99.99', '€21.00', '€120.99'])
      expect(html).toContain(text);
    expect(html).not.toMatch(/<script/i);
  });

  it('says it in Spanish, with Spanish money', () => {
    const html = receiptHtml(input({ language: 'es' }, { kind: 'renewal', payment_method: 'wallet' }));
    expect(html).toContain('lang="es"');
    for (const text of ['Recibo', 'Número de recibo', '24 de noviembre de 2026', 'Renovación', 'Monedero'])
      expect(html).toContain(text);
    expect(html).toContain('120,99\u00a0€');
  });

  it('names an offer the catalogue does not know by its id', () => {
    expect(receiptHtml(input({}, { offer_id: 'S-GONE' }))).toContain('S-GONE');
  });

  it('writes JPY without decimals and INR with Indian grouping for a customer in India', () => {
    const yen = receiptHtml(
      input({}, { currency: 'JPY', amount_minor: 500, tax_minor: 0, offer_id: 'R-RENTAL48' }),
    );
    expect(yen).toContain('¥500<');
    expect(yen).not.toContain('¥500.');
    const rupees = receiptHtml(
      input({}, { currency: 'INR', country: 'IN', amount_minor: 12345670, tax_minor: 0 }),
    );
    expect(rupees).toContain('₹1,23,456.70');
  });

  it('escapes what the customer typed', () => {
    const hostile = { ...customer, firstName: '<script>alert(1)</script>', lastName: '"&' };
    const html = receiptHtml(input({ customer: hostile, merchant: { name: '<b>Shop</b>' } }));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Shop');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#34;&#38;');
  });
});

describe('receipt PDF (standard Helvetica: WinAnsi only)', () => {
  it('is a PDF whose pages show the receipt number and the total', async () => {
    const pdf = await receiptPdf(input());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('T42');
    expect(text).toContain('€120.99');
    expect(text).toContain('Bea Buyer');
  });

  it('writes the currency code where WinAnsi has no symbol, and folds other text', async () => {
    const text = pdfText(
      await receiptPdf(
        input(
          { customer: { ...customer, firstName: 'Zoë', lastName: 'Őrs 李' } },
          { currency: 'INR', country: 'IN', amount_minor: 12345670, tax_minor: 0 },
        ),
        { compress: false },
      ),
    );
    expect(text).toContain('T42');
    expect(text).toContain('1,23,456.70 INR');
    expect(text).not.toContain('₹');
    expect(text).toContain('Zoë Ors ?');
  });

  it('keeps WinAnsi text as it is and replaces what it cannot draw', () => {
    expect(winAnsi('Añejo €5 – “ok”')).toBe('Añejo €5 – “ok”');
    expect(winAnsi('₹ 李 Ő\u202f')).toBe('? ? O ');
  });
});
