import { cardRefusalRows, describeErrorTables, type ErrorRow } from '../testing/errorTableCases.ts';
import { paywallPaymentErrorTables } from './paywallPaymentErrors.ts';

/** spec: payments 8 — each message as the account provider's façade sends it, and the key the viewer reads. */
const rows: Array<ErrorRow<typeof paywallPaymentErrorTables>> = [
  ['offers', 'Item 7001 is not published', 'checkout.offers_failed'],
  ['voucher', 'Invalid coupon code', 'checkout.coupon_not_valid', 'couponCode'],
  ['voucher', 'Something else', 'checkout.coupon_not_valid', 'couponCode'],
  ['voucher', 'Access fee 999 not found', 'checkout.order_not_found'],
  ['paymentMethods', 'Anything', 'checkout.payment_methods_failed'],
  ...cardRefusalRows('payment'),
  ['payment', 'Invalid security code', 'payment.incorrect_cvc'],
  ['payment', 'Already have an active access', 'payment.already_entitled'],
  ['payment', 'Customer already has an active subscription', 'payment.already_entitled'],
  ['payment', 'Invalid coupon code', 'checkout.coupon_not_valid', 'couponCode'],
  ['payment', 'Access fee 999 not found', 'checkout.order_not_found'],
  ['payment', 'An error occurred while processing your card: try again in a little while', 'payment.failed'],
  ['wallet', 'Already have an active access', 'payment.already_entitled'],
  ['wallet', 'Customer already has an active subscription', 'payment.already_entitled'],
  ['wallet', 'Invalid coupon code', 'checkout.coupon_not_valid', 'couponCode'],
  ['wallet', 'Access fee 999 not found', 'checkout.order_not_found'],
  ['wallet', 'Wallet unavailable', 'payment.wallet_url_failed'],
  ['account', 'Account not found', 'unknown_error'],
  ['cancel', 'user has no active subscription', 'page.no_subscription'],
  ['cancel', 'Failed to update subscription', 'cancel_subscription.unknown_error_occurred'],
  ['cancel', 'Missing unsubscribe url', 'cancel_subscription.unknown_error_occurred'],
  ['changePlan', 'user has no active subscription', 'page.no_subscription'],
  ['changePlan', 'Failed to change subscription', 'page.change_plan_error'],
  ['changePlan', 'A plan switch is already pending', 'page.change_plan_error'],
  ['cancelPending', 'Subscription 12 not found', 'cancel_upcoming.unknown_error_occurred'],
  ['history', 'Bad request', 'page.failed'],
  ['receipt', 'Failed to get billing receipt', 'page.receipt_failed'],
  ['cardUpdate', 'Failed to update card details', 'edit_card.card_update_failed'],
];

describeErrorTables(
  'account provider payment messages become catalogue keys',
  paywallPaymentErrorTables,
  rows,
);
