import type { ErrorRule } from '../accountError.ts';
import { CARD_REFUSALS } from '../payments/cardRefusals.ts';

/**
 * spec: payments 8 — 'Already have an active access' is its own error (the wallet answers it with the
 * error URL); the provider's twin for a second running subscription reads the same to the viewer.
 */
const alreadyHeld: ErrorRule[] = [
  { match: 'already have an active access', key: 'payment.already_entitled' },
  { match: 'already has an active subscription', key: 'payment.already_entitled' },
];
/** spec: payments 8 — the paywall words every voucher refusal 'Invalid coupon code'; it is the field's. */
const invalidCoupon: ErrorRule = {
  match: 'invalid coupon code',
  key: 'checkout.coupon_not_valid',
  field: 'couponCode',
};
/** The order's access fee is gone ('Access fee {id} not found'): checkout goes back to choose-offer (spec: payments 4). */
const feeNotFound: ErrorRule = { match: 'not found', key: 'checkout.order_not_found' };

/**
 * The account provider's payment messages (its `message` field) in the catalogue's keys (spec: payments 8),
 * one table per kind of call; matched by "contains", case-insensitively, first row first (accountError.ts).
 */
export const paywallPaymentErrorTables = {
  /** spec: payments 8 — 'Failed to get offers' (an unknown asset, 404, is left out before this). */
  offers: { rules: [], fallback: 'checkout.offers_failed' },
  /**
   * POST /vouchers/discount. spec: payments 8 — a coupon update that fails for any other reason is the
   * coupon field's too: the last row matches every message.
   */
  voucher: {
    rules: [
      { match: 'access fee', key: 'checkout.order_not_found' },
      { ...invalidCoupon, match: '' },
    ],
    fallback: 'checkout.coupon_not_valid',
  },
  /** spec: payments 8 — 'Failed to get payment methods'. */
  paymentMethods: { rules: [], fallback: 'checkout.payment_methods_failed' },
  /** A refusal (402) in the card provider's words, and the checks before it; else 'Failed to make payment'. */
  payment: {
    rules: [...CARD_REFUSALS, ...alreadyHeld, invalidCoupon, feeNotFound],
    fallback: 'payment.failed',
  },
  /** spec: payments 8 — 'Failed to generate PayPal payment url'. */
  wallet: { rules: [...alreadyHeld, invalidCoupon, feeNotFound], fallback: 'payment.wallet_url_failed' },
  /** The access check and the subscription list: nothing the viewer can act on. */
  account: { rules: [], fallback: 'unknown_error' },
} satisfies Record<string, { rules: ErrorRule[]; fallback: string }>;
