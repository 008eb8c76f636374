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

/** spec: payments 8 — "user has no active subscription". */
const noSubscription: ErrorRule = { match: 'no active subscription', key: 'page.no_subscription' };

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
  /**
   * spec: payments 4, 8 — cancelling ('Failed to update subscription', 'Missing unsubscribe url'):
   * cancel_subscription.unknown_error_occurred.
   */
  cancel: { rules: [noSubscription], fallback: 'cancel_subscription.unknown_error_occurred' },
  /** spec: payments 8 — 'Failed to change subscription': the payments page's change_plan_error. */
  changePlan: { rules: [noSubscription], fallback: 'page.change_plan_error' },
  /** spec: payments 4, 8 — cancelling an upcoming plan fails: 'unknown error occurred'. */
  cancelPending: { rules: [], fallback: 'cancel_upcoming.unknown_error_occurred' },
  /** The default card and the payment history ('Failed to get transactions'): the page could not be read. */
  history: { rules: [], fallback: 'page.failed' },
  /** spec: payments 8 — 'Failed to get billing receipt', "Couldn't parse receipt.". */
  receipt: { rules: [], fallback: 'page.receipt_failed' },
  /** spec: payments 4, 8 — 'Failed to update card details': checkout.card_update_failed, the edit form's. */
  cardUpdate: { rules: [], fallback: 'edit_card.card_update_failed' },
} satisfies Record<string, { rules: ErrorRule[]; fallback: string }>;
