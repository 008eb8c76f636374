import type { ErrorRule } from '../accountError.ts';

/**
 * The card provider's refusal messages (the local provider's words, which both subscription back ends
 * pass on) as the catalogue's keys; spec: payments 8 — 'the card payment provider's errors show in the form'.
 */
export const CARD_REFUSALS: readonly ErrorRule[] = [
  { match: 'Your card was declined', key: 'payment.card_declined' },
  { match: 'insufficient funds', key: 'payment.insufficient_funds' },
  { match: 'expired', key: 'payment.card_expired' },
  { match: 'security code', key: 'payment.incorrect_cvc' },
  { match: '3-D Secure', key: 'payment.authentication_failed' },
];
