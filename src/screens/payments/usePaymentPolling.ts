import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  nextPollStep,
  POLL_ATTEMPTS,
  POLL_INTERVAL_MS,
  RELOAD_AFTER_PAYMENT_MS,
} from '../../domain/paymentPolling.ts';
import { showToast } from '../../stores/toastStore.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { useAccountActions } from '../account/useAccountActions.ts';
import { PAYMENTS_NS } from './paymentTranslations.ts';

interface PollingHandlers {
  onGranted(): void;
  onGaveUp(): void;
}

/**
 * spec: payments 4, Waiting for payment; 9, Timing — `check` every 3000 ms (the first one 3000 ms
 * after the start), at most 5 times; a failed check counts as no access. The next check is timed
 * from the previous answer, so checks never overlap. Exactly one handler runs, once; `stop()`
 * (returned) cancels everything, including an answer still on its way.
 */
export function startEntitlementPolling(
  check: () => Promise<boolean>,
  handlers: PollingHandlers,
  { interval = POLL_INTERVAL_MS, attempts = POLL_ATTEMPTS } = {},
): () => void {
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    attempt += 1;
    const granted = await check().catch(() => false);
    if (stopped) return;
    const step = nextPollStep(attempt, granted, attempts);
    if (step === 'again') {
      timer = setTimeout(run, interval);
      return;
    }
    stopped = true;
    if (step === 'granted') handlers.onGranted();
    else handlers.onGaveUp();
  };
  timer = setTimeout(run, interval);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * spec: payments 4 (Waiting for payment, Finalize payment), 9 — what the viewer holds, read again
 * after a payment: at once, so that 'start watching' on the welcome screen already finds the access,
 * and once more after 2000 ms as the spec asks, for a provider whose subscription list lags behind
 * its entitlement check.
 */
export function reloadAfterPayment(reload: () => Promise<void>, delay = RELOAD_AFTER_PAYMENT_MS): void {
  const run = () => {
    reload().catch((error: unknown) =>
      console.warn('Reloading the entitlements after a payment failed', error),
    );
  };
  run();
  setTimeout(run, delay);
}

/**
 * spec: payments 4, Waiting for payment — what access granted does, once: the entitlements reloaded,
 * the payment-success toast, then the welcome screen (also the TV's, after a phone paid its order).
 */
export function usePaymentGranted(): () => void {
  const { t } = useTranslation(PAYMENTS_NS);
  const actions = useAccountActions();
  // Read when access comes: the latest actions (the current URL) and language.
  const latest = useLatest({ actions, t });
  return useCallback(() => {
    const { session, openScreen } = latest.current.actions;
    void session().then((account) => reloadAfterPayment(account.reloadEntitlements));
    showToast(latest.current.t('checkout.payment_success'));
    openScreen('welcome');
  }, []);
}

/**
 * spec: payments 2, 4, Waiting for payment — polls the entitlement of `offerIds` while the screen is
 * open. On access, once only: usePaymentGranted. Without access after the last attempt (or with no
 * offer to ask about) `gaveUp` turns true.
 */
export function usePaymentPolling(offerIds: readonly string[]): { gaveUp: boolean } {
  const actions = useAccountActions();
  const granted = usePaymentGranted();
  const [gaveUp, setGaveUp] = useState(false);
  const latest = useLatest({ actions, granted });
  const key = offerIds.join(',');
  useEffect(() => {
    if (key === '') {
      setGaveUp(true);
      return;
    }
    setGaveUp(false);
    const ids = key.split(',');
    const { session } = latest.current.actions;
    return startEntitlementPolling(async () => (await (await session()).offersHeld(ids)).size > 0, {
      onGranted: () => latest.current.granted(),
      onGaveUp: () => setGaveUp(true),
    });
  }, [key]);
  return { gaveUp };
}
