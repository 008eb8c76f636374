import type { Context } from 'hono';
import { AccountError, type Accounts, type RateRule } from '../domain/accounts/index.ts';
import { HttpError } from './apiError.ts';

/**
 * Counts one hit on `key`; past the rule's limit the request is answered 429 with Retry-After (the
 * server's error handler turns the HttpError into the usual error body). For our own endpoints; the
 * vendor façades answer in their vendor's shapes.
 */
export async function consumeOr429(c: Context, limits: Accounts['limits'], key: string, rule: RateRule) {
  try {
    await limits.consume(key, rule);
  } catch (error) {
    if (!(error instanceof AccountError && error.code === 'rate_limited')) throw error;
    c.header('Retry-After', String(error.retryAfterSeconds ?? rule.windowSeconds));
    throw new HttpError(429, 'rate_limited', 'Too many requests');
  }
}
