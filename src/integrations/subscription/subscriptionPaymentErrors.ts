import type { ErrorRule } from '../accountError.ts';
import { CARD_REFUSALS } from '../payments/cardRefusals.ts';

/** A refusal that names the order of another customer, or none: checkout goes back to choose-offer (spec: payments 4). */
const orderNotFound = { match: 'Order with id', key: 'checkout.order_not_found' };
/** spec: payments 8 — 'Already have an active access' (and its subscription twin) is its own error. */
const alreadyEntitled = [
  { match: 'already have an active access', key: 'payment.already_entitled' },
  { match: 'already has an active subscription', key: 'payment.already_entitled' },
];

/**
 * spec: payments 8 — "user has no active subscription": the provider holds none to this offer for this
 * customer (it has ended, or another device changed it).
 */
const noSubscription = { match: 'no active subscription', key: 'page.no_subscription' };

/**
 * The subscription provider's payment messages in the catalogue's keys (spec: payments 8), one table per
 * kind of call; matched by "contains", case-insensitively, first row first (accountError.ts).
 */
export const subscriptionPaymentErrorTables = {
  /** 'Offer X not found' is not shown: offers() leaves the offer out. Otherwise 'Failed to get offers'. */
  offers: {
    rules: [{ match: 'not found', key: 'checkout.offer_not_found' }],
    fallback: 'checkout.offers_failed',
  },
  /** spec: payments 8 — 'No order created'. */
  createOrder: { rules: [], fallback: 'checkout.order_failed' },
  /** spec: payments 4, 8 — a coupon refusal ('not found', 'has expired', 'is not valid for this offer') is the field's. */
  updateOrder: {
    rules: [
      { match: 'coupon', key: 'checkout.coupon_not_valid', field: 'couponCode' },
      { match: 'not found', key: 'checkout.order_not_found' },
    ],
    fallback: 'checkout.order_update_failed',
  },
  /** spec: payments 8 — 'Failed to get payment methods'. */
  paymentMethods: { rules: [], fallback: 'checkout.payment_methods_failed' },
  /** A refusal (402) in the card provider's words, and the checks before it; else 'Failed to make payment'. */
  payment: {
    rules: [
      ...CARD_REFUSALS,
      { match: 'cancelled', key: 'payment.cancelled' },
      ...alreadyEntitled,
      orderNotFound,
    ],
    fallback: 'payment.failed',
  },
  /** spec: payments 8 — 'Failed to generate PayPal payment url'. */
  wallet: { rules: [...alreadyEntitled, orderNotFound], fallback: 'payment.wallet_url_failed' },
  /** Entitlement checks and the subscription list: nothing the viewer can act on. */
  account: { rules: [], fallback: 'unknown_error' },
  /** spec: payments 4, 8 — cancel ('Failed to update subscription'): cancel_subscription.unknown_error_occurred. */
  cancel: { rules: [noSubscription], fallback: 'cancel_subscription.unknown_error_occurred' },
  /** spec: payments 4, 8 — renew ('Failed to update subscription'): renew_subscription.unknown_error_occurred. */
  renew: { rules: [noSubscription], fallback: 'renew_subscription.unknown_error_occurred' },
  /** The plans a subscription can switch to could not be read: the upgrade modal's failure. */
  switches: { rules: [noSubscription], fallback: 'upgrade.failed' },
  /** spec: payments 8 — 'Failed to change subscription', 'A plan switch is already pending': change_plan_error. */
  changePlan: { rules: [noSubscription], fallback: 'page.change_plan_error' },
  /** spec: payments 4, 8 — cancelling an upcoming plan fails: 'unknown error occurred'. */
  cancelPending: { rules: [], fallback: 'cancel_upcoming.unknown_error_occurred' },
  /** Payment details and transactions ('Failed to get transactions'): the payments page could not be read. */
  history: { rules: [], fallback: 'page.failed' },
  /** A new card (the card provider's refusals) or wallet for the payment method update. */
  paymentMethod: { rules: [...CARD_REFUSALS], fallback: 'payment_method.failed' },
} satisfies Record<string, { rules: ErrorRule[]; fallback: string }>;
