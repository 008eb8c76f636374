/** The payments domain's refusals; each façade words them in its vendor's shape (spec: payments 8). */
export type PaymentErrorCode =
  | 'offer_not_found'
  | 'order_not_found'
  | 'no_order'
  | 'coupon_not_found'
  | 'coupon_expired'
  | 'coupon_not_valid_for_offer'
  | 'payment_method_not_offered'
  | 'payment_details_required'
  | 'payment_not_found'
  | 'already_paid'
  | 'already_entitled'
  | 'no_subscription'
  | 'subscription_not_found'
  | 'not_cancellable'
  | 'not_renewable'
  | 'switch_not_available'
  | 'switch_not_found'
  | 'invalid_redirect'
  | 'invalid_request'
  | 'invalid_idempotency_key'
  | 'not_offered';

export class PaymentError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}
