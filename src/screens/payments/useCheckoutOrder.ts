import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { AccountError } from '../../integrations/accountError.ts';
import type { Order, PaymentMethod, PaymentService } from '../../integrations/payments/paymentService.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { useLatest } from '../../ui/useLatest.ts';

/** Payment methods change rarely: read once a session, not on every checkout. */
const METHODS_STALE_MS = 10 * 60_000;
/** An order left behind (Back to the offers) is reused if the same offer is chosen soon after. */
const ORDER_GC_MS = 10 * 60_000;

/** spec: payments 3, Payment method — the card first where there is one. */
const defaultMethod = (methods: PaymentMethod[] | undefined) =>
  methods?.find((method) => method.methodName === 'card') ?? methods?.[0];

/**
 * The checkout's order (spec: payments 4, Checkout): created once per chosen offer — a query keyed by
 * the offer that never goes stale, so a second mount (React StrictMode, Back and forth) reuses it rather
 * than creating another — with the default payment method. A coupon and a change of method update it
 * through the provider; an order the provider no longer knows is dropped and `onOrderLost` runs
 * (spec: the product goes back to choose-offer). `canCreate`: the offers are read (the paywall makes its
 * order from the offer it read, so a checkout opened by a link waits for them).
 */
export function useCheckoutOrder(
  payments: PaymentService | undefined,
  offerId: string | null,
  { canCreate, onOrderLost }: { canCreate: boolean; onOrderLost(): void },
) {
  const client = useQueryClient();
  // One customer's order is never another's (a sign-out and a sign-in within the cache's time).
  const customerId = useAccountStore((state) => state.customer?.id);
  const key = ['checkout-order', customerId, offerId] as const;
  /**
   * A spent order (paid, or lost by the provider) leaves the cache when the screen goes, not before:
   * removed while this screen still watches it, the query would make a new order at once.
   */
  const spent = useRef(false);
  const latestKey = useLatest(key);
  useEffect(
    () => () => {
      if (spent.current) client.removeQueries({ queryKey: latestKey.current });
    },
    [client],
  );
  const methods = useQuery({
    queryKey: ['payment-methods'],
    queryFn: () => (payments as PaymentService).paymentMethods(),
    enabled: Boolean(payments),
    staleTime: METHODS_STALE_MS,
    retry: 1,
  });
  const initialMethod = defaultMethod(methods.data);
  const order = useQuery({
    queryKey: key,
    queryFn: () => (payments as PaymentService).createOrder(offerId as string, initialMethod?.id),
    enabled: Boolean(payments && offerId) && canCreate && methods.isSuccess,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: ORDER_GC_MS,
    // Creating twice could mean two orders: a failure is shown, and the viewer decides.
    retry: false,
  });
  /** The coupon the order carries now; a method change sends it again (spec: payments 4). */
  const [coupon, setCoupon] = useState<string>();
  const [updating, setUpdating] = useState(false);
  /** The method just chosen, shown while the order is updated to it. */
  const [choosing, setChoosing] = useState<string>();

  async function update(change: { paymentMethodId?: string; couponCode?: string }): Promise<Order> {
    const current = client.getQueryData<Order>(key);
    if (!payments || !current) throw new AccountError('checkout.order_not_found');
    setUpdating(true);
    try {
      const next = await payments.updateOrder(current, change);
      client.setQueryData(key, next);
      return next;
    } catch (error) {
      if (error instanceof AccountError && error.key === 'checkout.order_not_found') {
        spent.current = true;
        onOrderLost();
      }
      throw error;
    } finally {
      setUpdating(false);
    }
  }

  const list = methods.data ?? [];
  const selectedId = choosing ?? order.data?.paymentMethodId ?? initialMethod?.id;
  return {
    methods,
    order,
    updating,
    coupon,
    selectedMethod: list.find((method) => method.id === selectedId) ?? initialMethod,
    /** spec: payments 4 — a coupon applies through the order update ('' removes it). */
    async applyCoupon(couponCode: string) {
      await update({ couponCode, paymentMethodId: selectedId });
      setCoupon(couponCode || undefined);
    },
    /** spec: payments 4 — changing the method re-runs the order update with the current coupon. */
    async changeMethod(paymentMethodId: string) {
      setChoosing(paymentMethodId);
      try {
        await update({ paymentMethodId, couponCode: coupon });
      } finally {
        setChoosing(undefined);
      }
    },
    /** A paid order is not offered again (the next checkout makes a new one). */
    forget() {
      spent.current = true;
    },
  };
}
