import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AccountError } from '../../domain/accounts/index.ts';
import { PaymentError } from '../../domain/payments/paymentError.ts';
import type { PayText } from './payPageText.ts';

/**
 * A checkout refusal on the phone, in the page's words: the account's payment-attempt limit (429 with
 * Retry-After), an order paid or an access held meanwhile, or any other refusal of the checkout (a
 * forged or spent redirectResult, for one) as 'the payment did not go through'. Anything else is not a
 * refusal and goes on to the server's error handler.
 */
export function payFailure(
  c: Context,
  error: unknown,
  text: PayText,
): { status: ContentfulStatusCode; code: string; message: string } {
  if (error instanceof AccountError && error.code === 'rate_limited') {
    c.header('Retry-After', String(error.retryAfterSeconds ?? 60));
    return { status: 429, code: 'rate_limited', message: text.tooMany };
  }
  if (!(error instanceof PaymentError)) throw error;
  if (error.code === 'already_paid') return { status: 409, code: error.code, message: text.alreadyPaid };
  if (error.code === 'already_entitled')
    return { status: 409, code: error.code, message: text.alreadyEntitled };
  return { status: 422, code: error.code, message: text.failed };
}
