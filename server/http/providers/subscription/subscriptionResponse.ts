import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AccountError } from '../../../domain/accounts/index.ts';
import { IdempotencyConflict } from '../../../domain/payments/idempotency.ts';
import { PaymentError } from '../../../domain/payments/paymentError.ts';
import { PAYMENT_STATUS } from '../shared/paymentStatus.ts';

/**
 * The subscription provider's envelope (spec: accounts 7.1): `{responseData, errors[]}` — data on
 * success, an empty object and the messages on failure.
 */
export class SubscriptionError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'SubscriptionError';
  }
}

export function ok(c: Context, responseData: unknown, status: ContentfulStatusCode = 200) {
  return c.json({ responseData, errors: [] }, status);
}

/**
 * The domain's refusals in the vendor's words: the app maps these texts to its message keys
 * (spec: accounts 8), so they are part of the contract.
 */
const MESSAGES: Partial<Record<AccountError['code'], [ContentfulStatusCode, string]>> = {
  customer_exists: [422, 'Customer already exists.'],
  email_taken: [422, 'Customer email already exists'],
  invalid_email: [422, 'Please enter a valid e-mail address.'],
  invalid_password: [422, 'Invalid param password'],
  invalid_credentials: [401, 'Wrong email/password combination'],
  wrong_confirmation_password: [422, 'Invalid confirmationPassword'],
  invalid_token: [401, 'Refresh token expired or revoked'],
  token_reused: [401, 'Refresh token expired or revoked'],
  reset_token_invalid: [422, 'resetPasswordToken is not valid'],
  not_found: [404, 'Customer not found'],
  old_password_wrong: [422, 'The old password does not match.'],
};

export function toSubscriptionError(error: unknown): SubscriptionError | undefined {
  if (error instanceof SubscriptionError) return error;
  if (error instanceof PaymentError) return new SubscriptionError(PAYMENT_STATUS[error.code], error.message);
  if (error instanceof IdempotencyConflict)
    return new SubscriptionError(error.reason === 'mismatch' ? 422 : 409, error.message);
  if (!(error instanceof AccountError)) return undefined;
  if (error.code === 'rate_limited')
    return new SubscriptionError(429, 'Too many requests', error.retryAfterSeconds);
  // Name problems carry the vendor's own text already ('Missing firstName', 'firstName can have max 50 characters.').
  if (error.code === 'invalid_name') return new SubscriptionError(422, error.message);
  const known = MESSAGES[error.code];
  return known ? new SubscriptionError(known[0], known[1]) : undefined;
}

export function fail(c: Context, error: SubscriptionError) {
  if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json({ responseData: {}, errors: [error.message] }, error.status);
}
