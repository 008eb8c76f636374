import PDFDocument from 'pdfkit';
import { escapeHtml } from '../../http/escapeHtml.ts';
import { type Customer, fullName } from '../accounts/customer.ts';
import { formatMoney } from './money.ts';
import { findOffer } from './offerCatalogue.ts';
import { type TransactionRow, transactionId } from './transactions.ts';

/**
 * A purchase receipt (spec: payments 2, Purchase history — 'each row can download a receipt'; 7.1
 * GET /receipt/{transactionId}, 7.2 /v2/accounting/transactions/{id}/receipt), as a standalone HTML page
 * and as an A4 PDF. Both are drawn from one set of lines, so they cannot say different things.
 */
export type ReceiptLanguage = 'en' | 'es';

export interface ReceiptInput {
  transaction: TransactionRow;
  customer: Customer;
  language: ReceiptLanguage;
  merchant: { name: string };
}

/** Until operators can name themselves, receipts carry the product's name (index.html's title). */
export const RECEIPT_MERCHANT = { name: 'Open OTT' };

type Kind = TransactionRow['kind'];
type Method = TransactionRow['payment_method'];

const TEXT: Record<
  ReceiptLanguage,
  Record<
    'title' | 'number' | 'date' | 'billedTo' | 'item' | 'kind' | 'method' | 'net' | 'tax' | 'total',
    string
  > & {
    kinds: Record<Kind, string>;
    methods: Record<Method, string>;
  }
> = {
  en: {
    title: 'Receipt',
    number: 'Receipt number',
    date: 'Date',
    billedTo: 'Billed to',
    item: 'Item',
    kind: 'Type',
    method: 'Payment method',
    net: 'Subtotal (excl. tax)',
    tax: 'Tax',
    total: 'Total',
    kinds: { purchase: 'Purchase', renewal: 'Renewal', trial: 'Trial', upgrade: 'Upgrade' },
    methods: { card: 'Card', wallet: 'Wallet', coupon: 'Coupon', granted: 'Granted' },
  },
  es: {
    title: 'Recibo',
    number: 'Número de recibo',
    date: 'Fecha',
    billedTo: 'Facturado a',
    item: 'Artículo',
    kind: 'Tipo',
    method: 'Método de pago',
    net: 'Base imponible',
    tax: 'Impuestos',
    total: 'Total',
    kinds: { purchase: 'Compra', renewal: 'Renovación', trial: 'Prueba', upgrade: 'Cambio de plan' },
    methods: { card: 'Tarjeta', wallet: 'Monedero', coupon: 'Cupón', granted: 'Concedido' },
  },
};

/** spec: payments 9, Money and formatting — en-US, en-IN for country IN; Spanish as spoken in Spain. */
export function receiptLocale(language: ReceiptLanguage, country: string): string {
  if (language === 'es') return 'es-ES';
  return country.toUpperCase() === 'IN' ? 'en-IN' : 'en-US';
}

/** Everything a receipt says, in the receipt's language; money stays in minor units until drawn. */
function receiptLines({ transaction: row, customer, language, merchant }: ReceiptInput) {
  const text = TEXT[language];
  const locale = receiptLocale(language, row.country);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    text,
    locale,
    merchant: merchant.name,
    number: transactionId(row),
    billedTo: [fullName(customer), customer.email].filter(Boolean),
    details: [
      [text.date, date.format(new Date(row.created_at))],
      [text.item, findOffer(row.offer_id)?.title ?? row.offer_id],
      [text.kind, text.kinds[row.kind]],
      [text.method, text.methods[row.payment_method]],
    ] as const,
    // The amount charged includes the tax (settlement writes the order's total).
    amounts: [
      [text.net, row.amount_minor - row.tax_minor],
      [text.tax, row.tax_minor],
      [text.total, row.amount_minor],
    ] as const,
    currency: row.currency,
  };
}

/**
 * The HTML receipt: a whole document with its style inline and no script (the subscription provider's app
 * writes it into a new window, spec: payments 7.1), printable, and in ten-foot type for a TV.
 */
export function receiptHtml(input: ReceiptInput): string {
  const lines = receiptLines(input);
  const e = escapeHtml;
  const money = (minor: number) => e(formatMoney(minor, lines.currency, lines.locale));
  const title = `${lines.text.title} ${lines.number}`;
  const details = [[lines.text.number, lines.number] as const, ...lines.details]
    .map(([label, value]) => `<tr><th scope="row">${e(label)}</th><td>${e(value)}</td></tr>`)
    .join('');
  const amounts = lines.amounts
    .map(([label, minor], i) => {
      const total = i === lines.amounts.length - 1 ? ' class="total"' : '';
      return `<tr${total}><th scope="row">${e(label)}</th><td>${money(minor)}</td></tr>`;
    })
    .join('');
  return `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(title)}</title>
<style>
body{font:clamp(18px,2.2vw,40px)/1.4 system-ui,sans-serif;background:#fff;color:#111;margin:0;padding:5vh 5vw}
main{max-width:36em;margin:auto}h1{margin:0 0 .2em;font-size:1.6em}.merchant{font-weight:700;margin:0;color:#444}
table{width:100%;border-collapse:collapse;margin:1em 0}th,td{padding:.35em 0;border-bottom:1px solid #ccc;vertical-align:top}
th{text-align:left;font-weight:400;color:#444;padding-right:1em}td{text-align:right;font-variant-numeric:tabular-nums}
.total th,.total td{font-weight:700;color:#111;border-bottom:3px solid #111}address{font-style:normal}
@media print{body{font-size:12pt;padding:0}}
</style></head><body><main>
<p class="merchant">${e(lines.merchant)}</p>
<h1>${e(lines.text.title)}</h1>
<h2>${e(lines.text.billedTo)}</h2>
<address>${lines.billedTo.map(e).join('<br>')}</address>
<table>${details}</table>
<table>${amounts}</table>
</main></body></html>`;
}

/**
 * The PDF receipt: A4 with pdfkit's standard Helvetica, whose only encoding is WinAnsi. A character
 * outside it would be drawn as a wrong glyph, so text is folded to WinAnsi first ('ő' → 'o', else '?'),
 * and an amount whose currency symbol it lacks ('₹') is written with the currency code instead.
 * `compress: false` leaves the page content readable, for tests.
 */
export function receiptPdf(input: ReceiptInput, options: { compress?: boolean } = {}): Promise<Buffer> {
  const lines = receiptLines(input);
  const money = (minor: number) => pdfMoney(minor, lines.currency, lines.locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: options.compress ?? true,
    info: { Title: `${lines.text.title} ${lines.number}`, Author: lines.merchant },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(12);
    doc.text(winAnsi(label), left, y, { width: width / 2 });
    const labelEnd = doc.y;
    doc.text(winAnsi(value), left + width / 2, y, { width: width / 2, align: 'right' });
    doc.y = Math.max(labelEnd, doc.y) + 6;
  };

  doc.font('Helvetica-Bold').fontSize(14).text(winAnsi(lines.merchant), left, doc.y, { width });
  doc.fontSize(26).text(winAnsi(lines.text.title), { width }).moveDown(0.5);
  doc.fontSize(12).text(winAnsi(lines.text.billedTo), { width });
  doc
    .font('Helvetica')
    .text(winAnsi(lines.billedTo.join('\n')), { width })
    .moveDown(1);
  row(lines.text.number, lines.number);
  for (const [label, value] of lines.details) row(label, value);
  doc.moveDown(1);
  for (const [i, [label, minor]] of lines.amounts.entries())
    row(label, money(minor), i === lines.amounts.length - 1);
  doc.end();
  return done;
}

/** WinAnsi (Windows-1252): printable ASCII, Latin-1 and these 27 from the 0x80–0x9F row. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const inWinAnsi = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch) || ch === '\n'
  );
};

export function winAnsi(text: string): string {
  return Array.from(text.normalize('NFC'), (ch) =>
    inWinAnsi(ch) ? ch : Array.from(ch.normalize('NFKD')).filter(inWinAnsi).join('') || '?',
  ).join('');
}

/** '€24.19' as it is; '₹1,23,456.70' (no rupee in WinAnsi) as '1,23,456.70 INR'. */
export function pdfMoney(minor: number, currency: string, locale: string): string {
  const text = formatMoney(minor, currency, locale);
  if (Array.from(text).every(inWinAnsi)) return text;
  return `${Array.from(text).filter(inWinAnsi).join('').trim()} ${currency}`;
}
