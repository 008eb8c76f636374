import { describeErrorTables, type ErrorRow } from '../testing/errorTableCases.ts';
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
  ['payment', 'Your card was declined', 'payment.card_declined'],
  ['payment', 'Your card was declined (reported stolen)', 'payment.card_declined'],
  ['payment', 'Your card has insufficient funds', 'payment.insufficient_funds'],
  ['payment', 'Your card has expired', 'payment.card_expired'],
  ['payment', "Your card's security code is incorrect", 'payment.incorrect_cvc'],
  ['payment', 'The card holder did not pass 3-D Secure', 'payment.authentication_failed'],
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
];

describeErrorTables(
  'subscription provider payment messages become catalogue keys',
  subscriptionPaymentErrorTables,
  rows,
);
