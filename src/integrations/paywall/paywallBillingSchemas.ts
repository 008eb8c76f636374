import { z } from 'zod/mini';
import type { PaymentDetail, Transaction } from '../payments/paymentService.ts';
import { toMoney } from './paywallPaymentSchemas.ts';

/**
 * The account provider's default card and payment history (spec: payments 3, Card details, Transaction;
 * 7) and their mapping to the payments contract. Times in Unix seconds, prices in major units.
 */

/** spec: payments 3, Card details — GET /v2/payments/cards/default: the cards keyed by currency, `{}` without. */
export const defaultCardsSchema = z.record(
  z.string(),
  z.object({
    number: z.string(),
    exp_month: z.number(),
    exp_year: z.number(),
    card_name: z._default(z.nullable(z.string()), ''),
    card_type: z._default(z.nullable(z.string()), ''),
  }),
);

/** spec: payments 3, 9 — the card's payment method code. */
export const CARD_METHOD = '1';

/** spec: payments 3, Card details mapped to the active payment detail; the expiry as 'MM/YY'. */
export function toCardDetail(
  currency: string,
  card: z.infer<typeof defaultCardsSchema>[string],
): PaymentDetail {
  return {
    // One card per currency: the currency names it.
    id: currency,
    paymentMethodId: CARD_METHOD,
    paymentMethod: 'card',
    currency,
    card: {
      holderName: card.card_name ?? '',
      lastFourDigits: card.number.slice(-4),
      expiry: `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`,
      brand: card.card_type ?? '',
    },
    active: true,
  };
}

/** PUT /v2/payments/cards/default: updated, or where the card's bank wants the card holder first. */
export const cardUpdateSchema = z.object({ redirect_to_url: z.optional(z.string()) });

/** GET /payments/transactions — one page of the history, and how many there are in all. */
export const transactionsSchema = z.object({
  total: z.number(),
  collection: z.array(
    z.object({
      transaction_token: z.string(),
      trx_token: z.optional(z.nullable(z.string())),
      created_at: z.number(),
      item_id: z.optional(z.union([z.number(), z.string()])),
      item_title: z._default(z.nullable(z.string()), ''),
      charged_amount: z.number(),
      // spec: payments 3, Transaction — the currency falls back to EUR.
      currency_iso: z._default(z.nullable(z.string()), 'EUR'),
      payment_method_name: z._default(z.nullable(z.string()), ''),
    }),
  ),
});

/** spec: payments 3, Transaction — the offer is the paywall's item (the asset), the receipt asked by trx_token. */
export function toTransaction(row: z.infer<typeof transactionsSchema>['collection'][number]): Transaction {
  return {
    transactionId: row.transaction_token,
    date: row.created_at * 1000,
    offerId: String(row.item_id ?? ''),
    offerTitle: row.item_title ?? '',
    price: toMoney(row.charged_amount, row.currency_iso ?? 'EUR'),
    paymentMethod: row.payment_method_name ?? '',
    receiptId: row.trx_token ?? null,
  };
}

/** A receipt sent as JSON: a base64 string of its HTML page (spec: payments 7, Receipt handling). */
export const base64ReceiptSchema = z.string();
