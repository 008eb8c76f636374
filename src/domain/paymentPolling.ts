/** spec: payments 9, Timing — the entitlement is asked every 3000 ms, at most 5 times. */
export const POLL_INTERVAL_MS = 3000;
export const POLL_ATTEMPTS = 5;
/** spec: payments 9, Timing — subscriptions are read again 2000 ms after a payment or a finalize. */
export const RELOAD_AFTER_PAYMENT_MS = 2000;

export type PollStep = 'granted' | 'again' | 'gaveUp';

/**
 * spec: payments 4, Waiting for payment — after the `attempt`-th check (from 1): access granted ends
 * the polling at once; without it the polling goes on until the limit, then gives up ('taking longer
 * than usual').
 */
export function nextPollStep(attempt: number, granted: boolean, limit = POLL_ATTEMPTS): PollStep {
  if (granted) return 'granted';
  return attempt >= limit ? 'gaveUp' : 'again';
}

/**
 * spec: payments 4, Waiting for payment — "the offer or offers": the offerId parameter names one, or
 * several separated by commas; blanks are dropped.
 */
export function polledOfferIds(offerId: string | null): string[] {
  return (offerId ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}
