import { cardRefusalRows, describeErrorTables, type ErrorRow } from '../testing/errorTableCases.ts';
import { subscriptionPaymentErrorTables } from './subscriptionPaymentErrors.ts';

/** spec: payments 8 — each message as the provider's façade sends it, and the key the viewer reads. */
const rows: Array<ErrorRow<typeof subscriptionPaymentErrorTables>> = [
  ['offers', 'Offer S-NOPE not found', 'checkout.offer_not_found'],
  ['offers', 'Too many offers', 'checkout.offers_failed'],
  ['createOrder', 'Payment method 9 is not offered', 'checkout.order_failed'],
  ['updateOrder', 'Coupon NOPE not found', 'checkout.coupon_not_valid', 'couponCode'],
  ['updateOrder', 'Coupon SUMMER2025 has expired', 'checkout.coupon_not_valid', 'couponCode'],
  ['updateOrder', 'Coupon PREMIER50 is not valid for this offer', 'checkout.coupon_not_valid', 'couponCode'],
  ['updateOrder', 'Invalid param couponCode', 'checkout.coupon_not_valid', 'couponCode'],
  ['updateOrder', 'Order with id 12 not found', 'checkout.order_not_found'],
  ['updateOrder', 'Order is already paid', 'checkout.order_update_failed'],
  ['paymentMethods', 'Anything', 'checkout.payment_methods_failed'],
  ...cardRefusalRows('payment'),
  ['payment', 'The payment was cancelled', 'payment.cancelled'],
  ['payment', 'Already have an active access', 'payment.already_entitled'],
  ['payment', 'Customer already has an active subscription', 'payment.already_entitled'],
  ['payment', 'Order with id 12 not found', 'checkout.order_not_found'],
  ['payment', 'redirectResult is not valid', 'payment.failed'],
  ['wallet', 'Already have an active access', 'payment.already_entitled'],
  ['wallet', 'Customer already has an active subscription', 'payment.already_entitled'],
  ['wallet', 'Order with id 12 not found', 'checkout.order_not_found'],
  ['wallet', 'Order is already paid', 'payment.wallet_url_failed'],
  ['account', 'Customer not found', 'unknown_error'],
  ['cancel', 'user has no active subscription', 'page.no_subscription'],
  ['cancel', 'Failed to update subscription', 'cancel_subscription.unknown_error_occurred'],
  ['renew', 'user has no active subscription', 'page.no_subscription'],
  ['renew', 'Failed to update subscription', 'renew_subscription.unknown_error_occurred'],
  ['switches', 'user has no active subscription', 'page.no_subscription'],
  ['switches', 'Customer not found', 'upgrade.failed'],
  ['changePlan', 'user has no active subscription', 'page.no_subscription'],
  ['changePlan', 'Failed to change subscription', 'page.change_plan_error'],
  ['changePlan', 'A plan switch is already pending', 'page.change_plan_error'],
  ['cancelPending', 'unknown error occurred', 'cancel_upcoming.unknown_error_occurred'],
  ['cancelPending', 'Subscription switch sw_1 not found', 'cancel_upcoming.unknown_error_occurred'],
  ['history', 'Customer not found', 'page.failed'],
  ...cardRefusalRows('paymentMethod'),
  ['paymentMethod', 'There is no card update to finalize', 'payment_method.failed'],
];

describeErrorTables(
  'subscription provider payment messages become catalogue keys',
  subscriptionPaymentErrorTables,
  rows,
);
