import { useEffect } from 'react';
import { currentSubscription } from '../../../integrations/payments/entitlementState.ts';
import type { PaymentService, Subscription } from '../../../integrations/payments/paymentService.ts';
import { usePaymentNavigation } from '../usePaymentNavigation.ts';
import { usePaymentSession } from '../usePaymentSession.ts';
import { useSubscriptions } from './paymentsPageQueries.ts';

export type ManagedSubscription =
  | { state: 'loading' }
  | { state: 'ready'; payments: PaymentService; subscription: Subscription };

function useSubscriptionOf(payments: PaymentService | undefined) {
  // The hook runs before the session is known; without one it asks nothing (enabled below).
  const query = useSubscriptions(payments as PaymentService, payments !== undefined);
  return { query, subscription: query.data ? currentSubscription(query.data) : undefined };
}

/**
 * The subscription a plan modal acts on (unsubscribe, renew, switch, cancel the upcoming plan): the
 * viewer's current one. Opened with none (a stale link, another device cancelled it), or where nothing
 * is sold, the modal has nothing to do and closes.
 */
export function useManagedSubscription(): ManagedSubscription {
  const session = usePaymentSession();
  const navigation = usePaymentNavigation();
  const payments = session.state === 'ready' ? session.payments : undefined;
  const { query, subscription } = useSubscriptionOf(payments);
  const nothing = session.state === 'unavailable' || query.isError || (query.data && !subscription);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes once, when there is nothing to act on
  useEffect(() => {
    if (nothing) navigation.close();
  }, [nothing]);
  return payments && subscription ? { state: 'ready', payments, subscription } : { state: 'loading' };
}
