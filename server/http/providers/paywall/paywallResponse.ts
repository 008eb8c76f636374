import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AccountError, type Viewer } from '../../../domain/accounts/index.ts';
import type { FacadeDeps } from '../shared/facadeContext.ts';

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

function toPaywallError(error: unknown): PaywallError | undefined {
  if (error instanceof PaywallError) return error;
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
      if (known.retryAfterSeconds) c.header('Retry-After', String(known.retryAfterSeconds));
      return c.json(
        { code: known.status, message: known.message, errors: { [known.field]: known.message } },
        known.status,
      );
    }
  };
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
