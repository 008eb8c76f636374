import type { z } from 'zod/mini';
import { ApiError } from '../../net/http.ts';
import { AccountError, type ErrorRule } from '../accountError.ts';
import { idempotencyKey } from '../payments/idempotencyKey.ts';

export interface ErrorTable {
  rules: readonly ErrorRule[];
  fallback: string;
}

export interface CallOptions<T> {
  body?: unknown;
  schema: z.core.$ZodType<T>;
  table: ErrorTable;
  /** The session's token (refreshed once on a 401). */
  bearer?: boolean;
  headers?: Record<string, string>;
}

/** The account adapter's call: `{responseData, errors[]}` in, the schema's data out, errors in the table's keys. */
export type SubscriptionCall = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  options: CallOptions<T>,
) => Promise<T>;

export interface SubscriptionPaymentDeps {
  /** The provider's API host: relative page URLs in its answers are resolved against its origin. */
  host: string;
  call: SubscriptionCall;
  /** The signed-in customer's id (from the session's token). */
  customerId(): Promise<string>;
  signedIn(): boolean;
}

/** The provider's numeric ids go back as numbers. */
export const asId = (id: string) => (/^\d+$/.test(id) ? Number(id) : id);

/** A page the provider answers as a path (a component, 3-D Secure, the wallet) is on its own server. */
export const pageOn = (host: string) => (url: string) =>
  new URL(url, new URL(host, globalThis.location?.href).origin).href;

/**
 * A call that can move money, sent with an Idempotency-Key: an answer lost on the way (the network
 * failed, or a 5xx, which the provider does not keep) is asked again once with the same key, so the
 * provider replays or runs it once and the viewer is never charged twice. A timeout is not retried:
 * the first request may still be running and the twin would be refused as in progress.
 */
export async function once<T>(send: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const headers = { 'idempotency-key': idempotencyKey() };
  try {
    return await send(headers);
  } catch (error) {
    const lost =
      error instanceof AccountError &&
      error.key === 'errors.unreachable' &&
      !(error.cause instanceof ApiError && error.cause.code === 'timeout');
    if (!lost) throw error;
    return send(headers);
  }
}

/** An authenticated POST that can move money (or store a card), sent once whatever the network does. */
export const postOnce = <T>(
  call: SubscriptionCall,
  path: string,
  body: unknown,
  { schema, table }: Pick<CallOptions<T>, 'schema' | 'table'>,
) => once((headers) => call('POST', path, { body, schema, table, bearer: true, headers }));
