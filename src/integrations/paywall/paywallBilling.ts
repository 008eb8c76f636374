import { z } from 'zod/mini';
import { AccountError } from '../accountError.ts';
import type { PaymentService, Receipt } from '../payments/paymentService.ts';
import {
  base64ReceiptSchema,
  cardUpdateSchema,
  defaultCardsSchema,
  toCardDetail,
  toTransaction,
  transactionsSchema,
} from './paywallBillingSchemas.ts';
import type { PaywallClient } from './paywallClient.ts';
import { cardForm } from './paywallForms.ts';
import { paywallPaymentErrorTables as tables } from './paywallPaymentErrors.ts';
import { onceOnly } from './paywallRequests.ts';

export type BillingCalls = Required<
  Pick<PaymentService, 'paymentDetails' | 'transactions' | 'receipt' | 'updateCard'>
>;

/** The provider pages its listings by at most 100 rows. */
const LARGEST_PAGE = 100;

/**
 * The account provider's default card, payment history and receipts (spec: payments 2, Payments page;
 * 4, Payment method update, Card edit; 7).
 */
export function paywallBilling({ call, download }: Pick<PaywallClient, 'call' | 'download'>): BillingCalls {
  /** spec: payments 7 — the listing always excludes store payments. */
  const historyPage = (size: number, page: number) =>
    call('GET', `/payments/transactions?exclude=store-payment&size=${size}&page=${page}`, {
      schema: transactionsSchema,
      table: tables.history,
      bearer: true,
    });

  return {
    async paymentDetails() {
      const cards = await call('GET', '/v2/payments/cards/default', {
        schema: defaultCardsSchema,
        table: tables.history,
        bearer: true,
      });
      return Object.entries(cards).map(([currency, card]) => toCardDetail(currency, card));
    },
    /**
     * The provider pages by page and size: the page or two of `limit` rows that hold `offset` onward
     * are read, and the rows asked for taken from them.
     */
    async transactions({ limit, offset }) {
      const size = Math.min(LARGEST_PAGE, Math.max(1, limit));
      const first = Math.floor(offset / size);
      const last = Math.floor((offset + size - 1) / size);
      const pages = await Promise.all(
        Array.from({ length: last - first + 1 }, (_, index) => historyPage(size, first + index)),
      );
      const skip = offset - first * size;
      const rows = pages.flatMap((page) => page.collection).slice(skip, skip + size);
      return { items: rows.map(toTransaction), total: pages[0]?.total ?? 0 };
    },
    async receipt(transaction) {
      if (!transaction.receiptId) throw new AccountError(tables.receipt.fallback);
      const answer = await download(
        `/v2/accounting/transactions/${encodeURIComponent(transaction.receiptId)}/receipt`,
        { table: tables.receipt, headers: { accept: 'application/pdf' } },
      );
      return receiptOf(answer, `receipt_${transaction.transactionId}.pdf`);
    },
    async updateCard(card, currency) {
      const answer = await call('PUT', '/v2/payments/cards/default', {
        form: { ...cardForm(card), currency_iso: currency },
        headers: onceOnly(),
        schema: cardUpdateSchema,
        table: tables.cardUpdate,
        bearer: true,
      });
      // A card whose bank wants the card holder first (3-D Secure) is not stored: the edit form cannot
      // send the viewer there, so it is a failed update.
      if (answer.redirect_to_url) throw new AccountError(tables.cardUpdate.fallback);
    },
  };
}

/**
 * spec: payments 7, Receipt handling — a file is downloaded as receipt_{id}.pdf; an HTML page, or a
 * base64 string of one, is opened as a page. Anything else is "Couldn't parse receipt."
 */
async function receiptOf(answer: Response, fileName: string): Promise<Receipt> {
  const type = answer.headers.get('content-type') ?? '';
  if (type.includes('text/html')) return { kind: 'html', html: await answer.text() };
  if (!type.includes('json')) return { kind: 'file', blob: await answer.blob(), fileName };
  try {
    const encoded = z.parse(base64ReceiptSchema, await answer.json());
    const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
    return { kind: 'html', html: new TextDecoder().decode(bytes) };
  } catch (cause) {
    throw new AccountError(tables.receipt.fallback, undefined, { cause });
  }
}
