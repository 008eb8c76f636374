import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../app/queryClient.ts';
import { refreshEntitlements } from '../../../integrations/payments/entitlementState.ts';
import type { PaymentService } from '../../../integrations/payments/paymentService.ts';
import { useAccountStore } from '../../../stores/accountStore.ts';
import { useOffers } from '../useOfferLists.ts';

/** Every query of the payments page and its modals: one key to read them all again after a change. */
const PAGE_KEY = 'payments-page';
/** spec: payments 2, Purchase history — 'show all' lists this many at most (the back ends page by 50). */
export const HISTORY_ALL = 50;

function useCustomerKey() {
  return useAccountStore((state) => state.customer?.id);
}

/** The viewer's subscriptions (spec: payments 4 — the active one is the first active or cancelled). */
export function useSubscriptions(payments: PaymentService, enabled = true) {
  const customer = useCustomerKey();
  return useQuery({
    queryKey: [PAGE_KEY, customer, 'subscriptions'],
    queryFn: () => payments.subscriptions(),
    enabled,
    staleTime: 0,
  });
}

export function usePaymentDetails(payments: PaymentService) {
  const customer = useCustomerKey();
  return useQuery({
    queryKey: [PAGE_KEY, customer, 'details'],
    queryFn: () => payments.paymentDetails(),
    staleTime: 0,
  });
}

export function useTransactions(payments: PaymentService, limit: number) {
  const customer = useCustomerKey();
  return useQuery({
    queryKey: [PAGE_KEY, customer, 'transactions', limit],
    queryFn: () => payments.transactions({ limit, offset: 0 }),
    staleTime: 0,
  });
}

/** The plans a subscription can switch to (spec: payments 4, Plan switching — from the availability call). */
export function useSwitches(
  payments: PaymentService,
  subscription: Parameters<PaymentService['switches']>[0] | undefined,
) {
  const customer = useCustomerKey();
  return useQuery({
    queryKey: [PAGE_KEY, customer, 'switches', subscription?.subscriptionId, subscription?.offerId],
    queryFn: () => payments.switches(subscription as Parameters<PaymentService['switches']>[0]),
    enabled: subscription !== undefined,
    staleTime: 0,
  });
}

/**
 * After a change (cancel, renew, switch, a new card): the page's data and what the viewer holds are
 * read again (spec: payments 4 — "subscriptions are reloaded"; this back end answers once the change
 * is made, so the reload need not wait the spec's 2 s).
 */
export async function reloadPayments(payments: PaymentService): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: [PAGE_KEY] }), refreshEntitlements(payments)]);
}

/** The offer a pending switch moves to (its title and price for the Upcoming plan box and cancel-plan). */
export function useUpcomingOffer(payments: PaymentService, pendingOfferId: string | null) {
  const offers = useOffers(payments, pendingOfferId ? [pendingOfferId] : []);
  return offers.data?.[0];
}
