import { z } from 'zod/mini';
import type { PaymentDetail, SwitchOffer, Transaction } from '../payments/paymentService.ts';
import { amountSchema, idSchema, toMoney, toPeriod } from './subscriptionPaymentSchemas.ts';

/**
 * The subscription provider's answers after the purchase (spec: payments 3, 7.1: payment details,
 * switches, transactions) and their mapping to the payments contract.
 */

/** GET /customers/{id}/subscription_switches/{offerId}/availability. */
export const availableSwitchesSchema = z.object({
  available: z.array(
    z.object({
      toOfferId: z.string(),
      title: z._default(z.nullable(z.string()), ''),
      switchDirection: z.enum(['upgrade', 'downgrade']),
      algorithm: z.string(),
      period: z.optional(z.nullable(z.string())),
      nextPaymentPrice: amountSchema,
      nextPaymentPriceCurrency: z.string(),
    }),
  ),
});

/** A switch: POST /customers/{id}/subscription_switches/{offerId}, GET and PATCH /subscription_switches/{id}. */
export const switchSchema = z.object({ id: idSchema, toOfferId: z.string(), status: z.string() });

/**
 * spec: payments 3, Switch offer. The price is the next payment's, tax included: what the viewer pays
 * on that plan (the offer's `price` is before tax).
 */
export function toSwitchOffer(
  choice: z.infer<typeof availableSwitchesSchema>['available'][number],
): SwitchOffer {
  return {
    toOfferId: choice.toOfferId,
    title: choice.title ?? '',
    price: toMoney(choice.nextPaymentPrice, choice.nextPaymentPriceCurrency),
    period: toPeriod(choice.period),
    switchDirection: choice.switchDirection,
    algorithm: choice.algorithm,
  };
}

const detailSchema = z.object({
  id: idSchema,
  paymentMethod: z.string(),
  paymentMethodId: idSchema,
  active: z.boolean(),
  currency: z.string(),
  paymentMethodSpecificParams: z._default(
    z.object({
      holderName: z.optional(z.nullable(z.string())),
      variant: z.optional(z.nullable(z.string())),
      lastCardFourDigits: z.optional(z.nullable(z.string())),
      cardExpirationDate: z.optional(z.nullable(z.string())),
    }),
    {},
  ),
});
export const paymentDetailsSchema = z.object({ paymentDetails: z.array(detailSchema) });

/** POST /connectors/card/payment-details (+/finalize): stored at once, or 3-D Secure first. */
export const storedCardSchema = z.object({
  payment: z.object({ status: z.string() }),
  paymentDetails: z.optional(detailSchema),
  action: z.optional(z.object({ url: z.string() })),
});

/** spec: payments 3, Active payment detail — only the card and the wallet are payment methods here. */
export function toPaymentDetail(detail: z.infer<typeof detailSchema>): PaymentDetail[] {
  const method = detail.paymentMethod.toLowerCase();
  if (method !== 'card' && method !== 'wallet') return [];
  const params = detail.paymentMethodSpecificParams;
  return [
    {
      id: String(detail.id),
      paymentMethodId: String(detail.paymentMethodId),
      paymentMethod: method,
      currency: detail.currency,
      card:
        method === 'card'
          ? {
              holderName: params.holderName ?? '',
              lastFourDigits: params.lastCardFourDigits ?? '',
              expiry: params.cardExpirationDate ?? '',
              brand: params.variant ?? '',
            }
          : null,
      active: detail.active,
    },
  ];
}

/** GET /customers/{id}/transactions?limit&offset — one page, and how many there are in all. */
export const transactionsSchema = z.object({
  items: z.array(
    z.object({
      transactionId: z.string(),
      transactionDate: z.number(),
      offerId: z.string(),
      offerTitle: z._default(z.nullable(z.string()), ''),
      transactionPriceInclTax: amountSchema,
      transactionCurrency: z.string(),
      paymentMethod: z._default(z.nullable(z.string()), ''),
    }),
  ),
  totalItemsCount: z.number(),
});

/** spec: payments 3, Transaction. This provider shows no receipts (spec: payments 1), so none is asked by. */
export function toTransaction(row: z.infer<typeof transactionsSchema>['items'][number]): Transaction {
  return {
    transactionId: row.transactionId,
    // The provider counts in Unix seconds.
    date: row.transactionDate * 1000,
    offerId: row.offerId,
    offerTitle: row.offerTitle ?? '',
    price: toMoney(row.transactionPriceInclTax, row.transactionCurrency),
    paymentMethod: row.paymentMethod ?? '',
    receiptId: null,
  };
}
