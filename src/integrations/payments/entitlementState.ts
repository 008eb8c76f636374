import { queryClient } from '../../app/queryClient.ts';
import type { SubscriptionState } from '../../domain/lockRules.ts';
import { useViewerStore } from '../../stores/viewerStore.ts';
import { HELD_OFFERS_KEY } from './heldOffersKey.ts';
import type { PaymentService, Subscription } from './paymentService.ts';

/**
 * spec: payments 4, Subscription status — the active subscription is the first one whose status is
 * active or cancelled (a trial counts as active: it plays and unlocks like one).
 */
export function currentSubscription(subscriptions: Subscription[]): Subscription | undefined {
  return subscriptions.find((sub) => ['active', 'active_trial', 'cancelled'].includes(sub.status));
}

/** The current subscription as the lock and entitlement rules read it. */
export function activeSubscription(subscriptions: Subscription[]): SubscriptionState | null {
  const found = currentSubscription(subscriptions);
  if (!found) return null;
  return {
    offerId: found.offerId,
    status: found.status === 'active_trial' ? 'active' : found.status,
    expiresAt: found.expiresAt,
  };
}

/**
 * What the viewer holds, read again (sign-in, a purchase, a subscription notification; spec: payments 4,
 * Entitlement — "a purchase invalidates entitlements"): the subscription into the viewer the lock and
 * entitlement rules read, and the per-offer checks refetched.
 */
export async function refreshEntitlements(payments: PaymentService | undefined): Promise<void> {
  const subscriptions = payments ? await payments.subscriptions().catch(() => undefined) : [];
  const { viewer, setViewer } = useViewerStore.getState();
  if (subscriptions && viewer.signedIn)
    setViewer({ ...viewer, subscription: activeSubscription(subscriptions) });
  await queryClient.invalidateQueries({ queryKey: [HELD_OFFERS_KEY] });
}

/** Which of these offers the viewer holds, by the integration's per-offer check (a failed check: not held). */
export async function heldOffers(
  payments: PaymentService | undefined,
  offerIds: string[],
): Promise<Set<string>> {
  if (!payments || offerIds.length === 0) return new Set();
  const answers = await Promise.all(offerIds.map((id) => payments.entitled(id).catch(() => false)));
  return new Set(offerIds.filter((_, index) => answers[index]));
}
