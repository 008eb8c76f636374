/** A viewer's subscription as the lock and entitlement rules read it (spec: payments 3, Subscription). */
export interface SubscriptionState {
  offerId: string;
  status: 'active' | 'cancelled' | 'expired' | 'terminated' | string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/**
 * spec: browsing 3 — media offers come from the configured package field: a comma list of offer ids;
 * a leading '!' is stripped (and marks a premier offer).
 */
export function mediaOffers(
  item: Record<string, unknown>,
  packageKey: string | undefined,
): Array<{ offerId: string; premier: boolean }> {
  const raw = packageKey ? item[packageKey] : undefined;
  if (typeof raw !== 'string') return [];
  return raw
    .split(',')
    .map((offer) => offer.trim())
    .filter(Boolean)
    .map((offer) => ({ offerId: offer.replace(/^!/, ''), premier: offer.startsWith('!') }));
}

/**
 * spec: browsing 4, Lock icon on cards (reading A): no package field or free 'true' is unlocked; no
 * subscription with a package field is locked; an active subscription to one of the item's offers, or a
 * cancelled/expired one still running, unlocks; anything else is locked.
 */
export function isLocked(
  item: Record<string, unknown>,
  packageKey: string | undefined,
  subscription: SubscriptionState | null,
  now: number,
): boolean {
  if (item.free === 'true') return false;
  const offers = mediaOffers(item, packageKey);
  if (!packageKey || typeof item[packageKey] !== 'string') return false;
  if (!subscription) return true;
  const covers = offers.some((offer) => offer.offerId === subscription.offerId);
  if (subscription.status === 'active' && covers) return false;
  if (
    (subscription.status === 'expired' || subscription.status === 'cancelled') &&
    subscription.expiresAt > now
  )
    return false;
  return true;
}
