import { ApiError } from '../../net/http.ts';
import { AccountError } from '../accountError.ts';
import { idempotencyKey } from '../payments/idempotencyKey.ts';

/** A key per call that can move money: a retried request (a refresh after 401) is charged once. */
export function onceOnly(): Record<string, string> {
  return { 'Idempotency-Key': idempotencyKey() };
}

/** A call whose answer with one of `statuses` means "none" (no access, no subscriptions, no such asset). */
export async function orNone<T, N>(statuses: number[], none: N, answer: Promise<T>): Promise<T | N> {
  try {
    return await answer;
  } catch (error) {
    const status =
      error instanceof AccountError && error.cause instanceof ApiError ? error.cause.status : undefined;
    if (status !== undefined && statuses.includes(status)) return none;
    throw error;
  }
}
