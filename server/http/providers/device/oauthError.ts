import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An OAuth error response (RFC 6749 section 5.2, RFC 8628 section 3.5): `{error, error_description}`. */
export function oauthError(c: Context, status: ContentfulStatusCode, error: string, description?: string) {
  return c.json(description ? { error, error_description: description } : { error }, status);
}
