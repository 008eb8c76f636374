import { useEffect, useState } from 'react';
import type { PaymentService } from '../../integrations/payments/paymentService.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { useAccountActions } from '../account/useAccountActions.ts';
import { usePaymentNavigation } from './usePaymentNavigation.ts';

export type PaymentSession =
  | { state: 'loading' }
  | { state: 'ready'; payments: PaymentService }
  /** No account integration, or one that sells nothing. */
  | { state: 'unavailable' };

/**
 * spec: payments 2, 6 — a payment screen shows a loader while the viewer is loading; only a signed-in
 * viewer may buy: a guest goes to create-account (the page, and so the item's offers, stay for after it).
 */
export function usePaymentSession(): PaymentSession {
  const { session } = useAccountActions();
  const navigation = usePaymentNavigation();
  const status = useAccountStore((state) => state.status);
  const payments = useAccountStore((state) => state.service?.payments);
  const [started, setStarted] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session loads once per screen
  useEffect(() => {
    let live = true;
    const done = () => {
      if (live) setStarted(true);
    };
    session().then(done, done);
    return () => {
      live = false;
    };
  }, []);
  const guest = started && status === 'signedOut';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the viewer turns out a guest
  useEffect(() => {
    if (guest) navigation.open('create-account');
  }, [guest]);
  if (!started || status === 'loading' || guest) return { state: 'loading' };
  return status === 'signedIn' && payments ? { state: 'ready', payments } : { state: 'unavailable' };
}
