import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DeviceCodeError } from '../../../domain/deviceCodes/index.ts';

/** An OAuth error response (RFC 6749 section 5.2, RFC 8628 section 3.5): `{error, error_description}`. */
export function oauthError(c: Context, status: ContentfulStatusCode, error: string, description?: string) {
  return c.json(description ? { error, error_description: description } : { error }, status);
}

/**
 * A refusal of the TV's endpoints in the RFC's shape: 429 `too_many_requests` with Retry-After when the
 * address passes DEVICE_RATE_RULES (RFC 6749 has no code for it), 400 `invalid_grant` for an unknown or
 * redeemed device code. Anything else is not the domain's refusal and goes on to the server's handler.
 */
export function deviceFailure(c: Context, error: unknown): Response {
  if (!(error instanceof DeviceCodeError)) throw error;
  if (error.code === 'rate_limited') {
    c.header('Retry-After', String(error.retryAfterSeconds ?? 60));
    return oauthError(c, 429, 'too_many_requests', error.message);
  }
  return oauthError(c, 400, 'invalid_grant', 'The device code is not valid');
}
