import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AccountError } from '../../domain/accounts/index.ts';
import { HandoffError, type HandoffErrorCode } from '../../domain/payments/handoffError.ts';
import { PaymentError } from '../../domain/payments/paymentError.ts';
import { errorResponse } from '../apiError.ts';
import { PAYMENT_STATUS } from '../providers/shared/paymentStatus.ts';

const HANDOFF_STATUS: Record<HandoffErrorCode, ContentfulStatusCode> = {
  invalid_code: 400,
  handoff_not_found: 404,
  nothing_to_pay: 409,
};

/**
 * The TV's hand-off calls' refusals in the server's own error shape `{status, code, message}`: the
 * domain's code and words, 429 with Retry-After past a limit. A coupon the order refuses is the body's
 * fault, so 400 here (the vendor façades answer it 422, as their vendors do). Anything else is not a
 * refusal and goes on to the server's error handler.
 */
export function handoffFailure(c: Context, error: unknown): Response {
  if (error instanceof AccountError && error.code === 'rate_limited') {
    c.header('Retry-After', String(error.retryAfterSeconds ?? 60));
    return errorResponse(c, 429, { code: 'rate_limited', message: 'Too many requests: try again later' });
  }
  if (error instanceof HandoffError)
    return errorResponse(c, HANDOFF_STATUS[error.code], { code: error.code, message: error.message });
  if (error instanceof PaymentError) {
    const status = error.code.startsWith('coupon_') ? 400 : PAYMENT_STATUS[error.code];
    return errorResponse(c, status, { code: error.code, message: error.message });
  }
  throw error;
}
