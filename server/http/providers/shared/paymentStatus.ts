import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { PaymentErrorCode } from '../../../domain/payments/paymentError.ts';

/** The HTTP status of each payments refusal, the same on every façade; the words are each vendor's. */
export const PAYMENT_STATUS: Record<PaymentErrorCode, ContentfulStatusCode> = {
  offer_not_found: 404,
  order_not_found: 404,
  no_order: 422,
  coupon_not_found: 422,
  coupon_expired: 422,
  coupon_not_valid_for_offer: 422,
  payment_method_not_offered: 422,
  payment_details_required: 422,
  payment_not_found: 404,
  already_paid: 409,
  already_entitled: 409,
  no_subscription: 404,
  subscription_not_found: 404,
  not_cancellable: 422,
  not_renewable: 422,
  switch_not_available: 422,
  switch_not_found: 404,
  invalid_redirect: 422,
  invalid_request: 422,
  invalid_idempotency_key: 400,
  not_offered: 501,
};
