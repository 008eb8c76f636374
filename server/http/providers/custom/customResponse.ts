import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AccountError, type Viewer } from '../../../domain/accounts/index.ts';
import type { FacadeDeps } from '../shared/facadeContext.ts';

/** The custom back end's answers (spec: accounts 7.3): `{ok: true, ...data}` or `{ok: false, error, message}`. */
export class CustomError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'CustomError';
  }
}

const MESSAGES: Partial<Record<AccountError['code'], [ContentfulStatusCode, string]>> = {
  old_password_wrong: [422, 'The old password does not match.'],
  invalid_password: [422, 'Invalid param password'],
  no_password: [422, 'The account has no password yet'],
  not_found: [404, 'Failed to fetch user profile.'],
};

function toCustomError(error: unknown): CustomError | undefined {
  if (error instanceof CustomError) return error;
  if (!(error instanceof AccountError)) return undefined;
  if (error.code === 'rate_limited')
    return new CustomError(429, 'Too many requests', error.retryAfterSeconds);
  if (error.code === 'invalid_name') return new CustomError(422, error.message);
  const known = MESSAGES[error.code];
  return known ? new CustomError(known[0], known[1]) : undefined;
}

export function handleCustom(work: (c: Context) => Promise<Response>) {
  return async (c: Context) => {
    try {
      return await work(c);
    } catch (error) {
      const known = toCustomError(error);
      if (!known) throw error;
      if (known.retryAfterSeconds) c.header('Retry-After', String(known.retryAfterSeconds));
      // `message` too: the change-password call reads it (spec: accounts 7.3).
      return c.json({ ok: false, error: known.message, message: known.message }, known.status);
    }
  };
}

/** spec: accounts 8, Managed identity — 'Token is invalid or missing.' for a call without a working bearer. */
export async function bearerViewer(c: Context, deps: FacadeDeps): Promise<Viewer> {
  const viewer = await deps.viewerAuth.identify(c);
  if (!viewer) throw new CustomError(401, 'Token is invalid or missing.');
  return viewer;
}
