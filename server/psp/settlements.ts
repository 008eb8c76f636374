import type { EventDraft } from './outbox.ts';
import type { ProviderResult, RefusalReason } from './paymentProvider.ts';
import type { PaymentRecord } from './paymentRecords.ts';
import type { StoredMethod } from './storedTokens.ts';
import { REFUSAL_MESSAGES } from './testCards.ts';

export type PaymentBasics = Pick<
  PaymentRecord,
  'reference' | 'pspReference' | 'kind' | 'amountMinor' | 'currency'
>;

/** A payment's final answer and the notification that tells the merchant the same. */
export interface Settlement {
  result: ProviderResult;
  event: EventDraft;
}

/**
 * Paid (or, for storeCard, stored): the answer carries the card or wallet summary and the token when the
 * method was kept; the notification is `payment.authorised`, or `card.stored` for a stored card
 * without a charge (spec brief: storeCard's outcome event).
 */
export function authorisedSettlement(
  payment: PaymentBasics,
  method: StoredMethod,
  token?: string,
): Settlement {
  const summary = method.kind === 'card' ? { card: method.card } : { wallet: method.wallet };
  const withToken = token ? { token } : {};
  return {
    result: { status: 'authorised', pspReference: payment.pspReference, ...summary, ...withToken },
    event: {
      type: payment.kind === 'store_card' ? 'card.stored' : 'payment.authorised',
      data: { ...eventBasics(payment), ...summary, ...withToken },
    },
  };
}

export function refusedSettlement(
  payment: PaymentBasics,
  reason: RefusalReason,
  message = REFUSAL_MESSAGES[reason],
): Settlement {
  return {
    result: { status: 'refused', pspReference: payment.pspReference, reason, message },
    event: { type: 'payment.refused', data: { ...eventBasics(payment), reason, message } },
  };
}

function eventBasics(payment: PaymentBasics) {
  const money =
    payment.amountMinor === undefined || payment.currency === undefined
      ? {}
      : { amountMinor: payment.amountMinor, currency: payment.currency };
  return { reference: payment.reference, pspReference: payment.pspReference, ...money };
}
