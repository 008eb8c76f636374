import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadAfterPayment, startEntitlementPolling } from './usePaymentPolling.ts';

// Only the hook uses these; the helpers under test are plain functions over timers.
vi.mock('../account/useAccountActions.ts', () => ({}));
vi.mock('./paymentTranslations.ts', () => ({ PAYMENTS_NS: 'payments' }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function handlers() {
  return { onGranted: vi.fn(), onGaveUp: vi.fn() };
}

describe('startEntitlementPolling (spec: payments 4, Waiting for payment; 9, Timing)', () => {
  it('asks every 3000 ms, the first time 3000 ms after the start', async () => {
    const check = vi.fn().mockResolvedValue(false);
    startEntitlementPolling(check, handlers());
    await vi.advanceTimersByTimeAsync(2999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('on access: onGranted once, and no further check', async () => {
    const check = vi.fn().mockResolvedValueOnce(false).mockResolvedValue(true);
    const on = handlers();
    startEntitlementPolling(check, on);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(on.onGranted).toHaveBeenCalledTimes(1);
    expect(on.onGaveUp).not.toHaveBeenCalled();
  });

  it('after 5 checks without access (a failed check counts): onGaveUp once, then silence', async () => {
    const check = vi.fn().mockResolvedValue(false).mockRejectedValueOnce(new Error('offline'));
    const on = handlers();
    startEntitlementPolling(check, on);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(on.onGaveUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(5);
    expect(on.onGaveUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(5);
    expect(on.onGranted).not.toHaveBeenCalled();
  });

  it('stop() cancels the next check and ignores an answer still on its way', async () => {
    let answer: (granted: boolean) => void = () => {};
    const check = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const on = handlers();
    const stop = startEntitlementPolling(check, on);
    await vi.advanceTimersByTimeAsync(3000);
    stop();
    answer(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(on.onGranted).not.toHaveBeenCalled();
  });
});

describe('reloadAfterPayment (spec: payments 9 — subscriptions again 2000 ms after a payment)', () => {
  it('reloads at once and once more after 2000 ms; a failure is only logged', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reload = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    reloadAfterPayment(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
