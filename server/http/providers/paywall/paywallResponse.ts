import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AccountError, type Viewer } from '../../../domain/accounts/index.ts';
import { AccessCodeError } from '../../../domain/payments/accessCodes.ts';
import { IdempotencyConflict } from '../../../domain/payments/idempotency.ts';
import { PaymentError, type PaymentErrorCode } from '../../../domain/payments/paymentError.ts';
import type { FacadeDeps } from '../shared/facadeContext.ts';
import { idempotent } from '../shared/idempotentRequest.ts';
import { PAYMENT_STATUS } from '../shared/paymentStatus.ts';

/**
 * The account provider's error shape (spec: accounts 7.2 does not show it; this is the vendor's usual
 * one): `{code: <HTTP status>, message, errors: {<field or 'explain'>: message}}`. The app maps `message`
 * to its keys (spec: accounts 8).
 */
export class PaywallError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly field = 'explain',
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'PaywallError';
  }
}

const MESSAGES: Partial<Record<AccountError['code'], [ContentfulStatusCode, string, string]>> = {
  customer_exists: [409, 'Account already exists', 'username'],
  invalid_email: [422, 'Please enter a valid e-mail address', 'username'],
  invalid_password: [422, 'Invalid param password', 'password'],
  invalid_credentials: [401, 'Wrong email/password combination', 'explain'],
  invalid_token: [401, 'Invalid refresh token', 'refresh_token'],
  token_reused: [401, 'Invalid refresh token', 'refresh_token'],
  reset_token_invalid: [422, 'resetPasswordToken is not valid', 'token'],
  old_password_wrong: [422, 'The old password does not match.', 'old_password'],
  no_password: [422, 'password could not be set', 'password'],
  not_found: [404, 'Account not found', 'explain'],
  profile_not_found: [404, 'Profile not found', 'id'],
  profile_limit: [422, 'Maximum number of profiles reached', 'explain'],
  // spec: accounts 8 — the app reads a 409 as 'name already exists' on the name.
  profile_name_taken: [409, 'Profile name already exists', 'name'],
  profile_default: [422, 'The default profile cannot be deleted', 'id'],
  wrong_pin: [401, 'Invalid PIN', 'pin'],
};

/** spec: payments 5 and 8 — the paywall words every voucher refusal the same way, on the voucher field. */
export const INVALID_COUPON = 'Invalid coupon code';
const PAYMENT_WORDS: Partial<Record<PaymentErrorCode, [string, string]>> = {
  coupon_not_found: [INVALID_COUPON, 'voucher_code'],
  coupon_expired: [INVALID_COUPON, 'voucher_code'],
  coupon_not_valid_for_offer: [INVALID_COUPON, 'voucher_code'],
};

const ACCESS_CODE_STATUS: Record<AccessCodeError['code'], ContentfulStatusCode> = {
  invalid_code: 404,
  browser_limit: 409,
  session_not_found: 404,
};

/** A payments refusal keeps the domain's words (and the status every façade gives it), on 'explain'. */
function fromPayments(error: unknown): PaywallError | undefined {
  if (error instanceof PaymentError) {
    const words = PAYMENT_WORDS[error.code];
    return new PaywallError(PAYMENT_STATUS[error.code], words?.[0] ?? error.message, words?.[1]);
  }
  if (error instanceof IdempotencyConflict)
    return new PaywallError(error.reason === 'mismatch' ? 422 : 409, error.message);
  if (error instanceof AccessCodeError)
    return new PaywallError(ACCESS_CODE_STATUS[error.code], error.message, 'code');
  return undefined;
}

export function toPaywallError(error: unknown): PaywallError | undefined {
  if (error instanceof PaywallError) return error;
  const payment = fromPayments(error);
  if (payment) return payment;
  if (!(error instanceof AccountError)) return undefined;
  if (error.code === 'rate_limited')
    return new PaywallError(429, 'Too many requests', 'explain', error.retryAfterSeconds);
  if (error.code === 'invalid_name')
    return new PaywallError(
      422,
      'The full_name must not be empty and not be greater than 250 characters.',
      'full_name',
    );
  // The domain names the field first: 'name must be at least 3 characters', 'pin must be 4 digits'.
  if (error.code === 'invalid_profile')
    return new PaywallError(422, error.message, error.message.split(' ')[0] ?? 'explain');
  const known = MESSAGES[error.code];
  return known ? new PaywallError(known[0], known[1], known[2]) : undefined;
}

export function handlePaywall(work: (c: Context) => Promise<Response>) {
  return async (c: Context) => {
    try {
      return await work(c);
    } catch (error) {
      const known = toPaywallError(error);
      if (!known) throw error;
      return paywallFail(c, known);
    }
  };
}

export function paywallFail(c: Context, known: PaywallError) {
  if (known.retryAfterSeconds) c.header('Retry-After', String(known.retryAfterSeconds));
  return c.json(
    { code: known.status, message: known.message, errors: { [known.field]: known.message } },
    known.status,
  );
}

/** Calls that can move money run once per Idempotency-Key; a refusal is kept and replayed in this shape. */
export function paywallOnce(c: Context, deps: FacadeDeps, customerId: number, work: () => Promise<Response>) {
  return idempotent(c, deps.payments, customerId, work, (error) => {
    const known = toPaywallError(error);
    return known ? paywallFail(c, known) : undefined;
  });
}

/** spec: accounts 6 — every call but the anonymous ones needs a bearer: 401 'The user is not authenticated.' */
export async function paywallViewer(c: Context, deps: FacadeDeps): Promise<Viewer> {
  const viewer = await deps.viewerAuth.identify(c);
  if (!viewer) throw new PaywallError(401, 'The user is not authenticated.');
  return viewer;
}

export function done(c: Context, message: string) {
  return c.json({ code: 200, message });
}
