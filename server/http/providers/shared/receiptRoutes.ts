import { type Context, Hono } from 'hono';
import { accepts } from 'hono/accepts';
import type { Viewer } from '../../../domain/accounts/index.ts';
import { PaymentError } from '../../../domain/payments/paymentError.ts';
import {
  RECEIPT_MERCHANT,
  type ReceiptInput,
  receiptHtml,
  receiptPdf,
} from '../../../domain/payments/receipts.ts';
import { transactionId } from '../../../domain/payments/transactions.ts';
import { handlePaywall, PaywallError, paywallViewer } from '../paywall/paywallResponse.ts';
import { handle, ownCustomer } from '../subscription/subscriptionHandler.ts';
import { ok } from '../subscription/subscriptionResponse.ts';
import type { FacadeDeps } from './facadeContext.ts';
import { pageLanguage } from './hostedPage.ts';

/**
 * A transaction token is 'T{n}' (spec: payments 3, Transaction). Only ids the integer column can hold
 * reach the database: a longer one would be refused there as out of range, not as unknown.
 */
const TOKEN = /^T?\d{1,9}$/;

/**
 * The viewer's own transaction as a receipt's input, or `notFound()`: another customer's transaction
 * is answered as if it did not exist. The language: `?lang=`, else Accept-Language, else the account's.
 */
async function receiptInput(
  c: Context,
  deps: FacadeDeps,
  viewer: Viewer,
  token: string,
  merchant: { name: string },
  notFound: () => Error,
): Promise<ReceiptInput> {
  if (!TOKEN.test(token)) throw notFound();
  const transaction = await deps.payments.transactions.get(viewer.customer.id, token).catch((error) => {
    throw error instanceof PaymentError && error.code === 'payment_not_found' ? notFound() : error;
  });
  // identify() has just read the customer row, so the name and e-mail are today's.
  const { customer } = viewer;
  const wanted = c.req.query('lang') ?? c.req.header('accept-language') ?? customer.locale;
  return { transaction, customer, language: pageLanguage(undefined, wanted), merchant };
}

/**
 * The account provider's receipt (spec: payments 7.2, 'GET billing receipt by {trxToken}, returned as a
 * file'): the PDF as an attachment named receipt_{id}.pdf (7.1 Receipt handling). `?format=html`, or an
 * Accept that prefers text/html (a browser opening the link), gets the printable page instead.
 * Mount at /providers/paywall.
 */
export function paywallReceiptRoutes(deps: FacadeDeps, merchant = RECEIPT_MERCHANT) {
  return new Hono().get(
    '/v2/accounting/transactions/:id/receipt',
    handlePaywall(async (c) => {
      const viewer = await paywallViewer(c, deps);
      // spec: payments 8, Payment methods, cards, transactions.
      const notFound = () => new PaywallError(404, 'Failed to get billing receipt');
      const input = await receiptInput(c, deps, viewer, c.req.param('id') ?? '', merchant, notFound);
      if (wantsHtml(c)) return c.html(receiptHtml(input));
      const pdf = await receiptPdf(input);
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="receipt_${transactionId(input.transaction)}.pdf"`,
        'cache-control': 'private, no-store',
      });
    }),
  );
}

function wantsHtml(c: Context): boolean {
  const format = c.req.query('format');
  if (format) return format === 'html';
  const type = accepts(c, {
    header: 'Accept',
    supports: ['application/pdf', 'text/html'],
    default: 'application/pdf',
  });
  return type === 'text/html';
}

/**
 * The subscription provider's receipt (spec: payments 7.1, GET /receipt/{transactionId}: 'a base64
 * string is decoded and written as HTML in a new window'): the HTML page, base64, in the envelope.
 * Mount at /providers/subscription.
 */
export function subscriptionReceiptRoutes(deps: FacadeDeps, merchant = RECEIPT_MERCHANT) {
  return new Hono().get(
    '/receipt/:transactionId',
    handle(async (c) => {
      const viewer = await ownCustomer(c, deps);
      const token = c.req.param('transactionId') ?? '';
      const notFound = () => new PaymentError('payment_not_found', `Transaction ${token} not found`);
      const input = await receiptInput(c, deps, viewer, token, merchant, notFound);
      c.header('cache-control', 'private, no-store');
      return ok(c, Buffer.from(receiptHtml(input), 'utf8').toString('base64'));
    }),
  );
}
