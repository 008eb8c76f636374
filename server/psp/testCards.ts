import type { RefusalReason } from './paymentProvider.ts';

/** What a (valid) card number does at this provider. */
export type CardBehaviour =
  | { kind: 'authorise' }
  | { kind: 'refuse'; reason: RefusalReason }
  /** 3-D Secure first; `needsShopper`: later charges without the shopper are refused as well. */
  | { kind: 'challenge'; after: 'authorise' | 'decline'; needsShopper: boolean }
  /** Accepted now, confirmed only by a late notification (slowConfirmMs). */
  | { kind: 'slow' };

/**
 * The test cards operators know from the largest card provider's test mode (notes: payments, Test cards).
 * Every other valid number pays, 4242 4242 4242 4242, 5555 5555 5555 4444, 3782 822463 10005 and
 * 4000 0000 0000 3055 (3-D Secure supported, frictionless) among them.
 */
const TEST_CARDS: Record<string, CardBehaviour> = {
  '4000000000000002': { kind: 'refuse', reason: 'declined' },
  '4000000000009995': { kind: 'refuse', reason: 'insufficient_funds' },
  '4000000000009987': { kind: 'refuse', reason: 'lost_card' },
  '4000000000009979': { kind: 'refuse', reason: 'stolen_card' },
  '4000000000000069': { kind: 'refuse', reason: 'expired_card' },
  '4000000000000127': { kind: 'refuse', reason: 'incorrect_cvc' },
  '4000000000000119': { kind: 'refuse', reason: 'processing_error' },
  // "Requires authentication on all transactions, regardless of how the card is set up": a renewal
  // without the shopper is refused too, which is how a merchant tests a failed renewal.
  '4000002760003184': { kind: 'challenge', after: 'authorise', needsShopper: true },
  '4000008400001629': { kind: 'challenge', after: 'decline', needsShopper: false },
  // Confirms later than the app polls (3 s × 5): only the notification tells the outcome.
  '4000000000007726': { kind: 'slow' },
};

export function cardBehaviour(number: string): CardBehaviour {
  return TEST_CARDS[number] ?? { kind: 'authorise' };
}

/** What the shopper is told (English; the merchant maps `reason` to its own words and languages). */
export const REFUSAL_MESSAGES: Record<RefusalReason, string> = {
  declined: 'Your card was declined',
  insufficient_funds: 'Your card has insufficient funds',
  lost_card: 'Your card was declined (reported lost)',
  stolen_card: 'Your card was declined (reported stolen)',
  expired_card: 'Your card has expired',
  incorrect_cvc: "Your card's security code is incorrect",
  processing_error: 'An error occurred while processing your card: try again in a little while',
  authentication_failed: 'The card holder did not pass 3-D Secure',
  cancelled: 'The payment was cancelled',
  invalid_card: 'The card details are not valid',
};
