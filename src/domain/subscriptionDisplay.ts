/**
 * What the payments page shows of a subscription (spec: payments 2 Payments page, 4 Status display on
 * the payments page, Cancel and renew links): pure rules over the contract's fields, so the section's
 * component only lays them out.
 */
export interface DisplayedSubscription {
  status: 'active' | 'active_trial' | 'cancelled' | 'expired' | 'terminated';
  period: string | null;
  paymentGateway: string;
  pendingOfferId: string | null;
}

/** A period given, not bought (a granted pass): it shows no price and is never cancelled or renewed. */
export const isGranted = (sub: Pick<DisplayedSubscription, 'period' | 'paymentGateway'>): boolean =>
  sub.period === 'granted' || sub.paymentGateway === 'granted';

/** spec: payments 4 — active and active_trial are positive; every other status is negative. */
export const isPositive = (status: DisplayedSubscription['status']): boolean =>
  status === 'active' || status === 'active_trial';

/**
 * spec: payments 4, Status display — 'next billing date on' while it renews, 'billing ends on' with a
 * switch waiting (the Upcoming plan box starts then), 'subscription expires on' otherwise.
 */
export function dateLineOf(sub: DisplayedSubscription): 'next_billing' | 'billing_ends' | 'expires' {
  const pending = sub.pendingOfferId !== null;
  if (pending && sub.status !== 'cancelled') return 'billing_ends';
  if (sub.status === 'active' && !isGranted(sub)) return 'next_billing';
  return 'expires';
}

/** spec: payments 4 — with a pending offer or downgrade, and not cancelled: the Upcoming plan box. */
export const showsUpcomingPlan = (sub: DisplayedSubscription): boolean =>
  sub.pendingOfferId !== null && sub.status !== 'cancelled';

/**
 * spec: payments 4, Cancel and renew links — the cancel link: paid by card or coupon (a wallet
 * agreement is cancelled at the wallet; here: card, wallet and coupon all renew through this back end,
 * so the reading a viewer expects is "paid", i.e. not granted), active or in trial, not granted, renewal
 * allowed (the subscription renews: it has a recurring period) and no pending change.
 */
export function showsCancelLink(sub: DisplayedSubscription): boolean {
  const paid = ['card', 'coupon', 'wallet'].includes(sub.paymentGateway);
  const recurring = sub.period !== null && !isGranted(sub);
  return paid && isPositive(sub.status) && recurring && sub.pendingOfferId === null;
}

/**
 * spec: payments 4 — the renew link: renewable enabled (the site's isRenewableEnabled flag), renewal
 * allowed (the integration can renew: canRenewSubscription) and the subscription cancelled.
 */
export function showsRenewLink(
  sub: DisplayedSubscription,
  { renewableEnabled, canRenew }: { renewableEnabled: boolean; canRenew: boolean },
): boolean {
  return renewableEnabled && canRenew && sub.status === 'cancelled' && !isGranted(sub);
}

/** spec: payments 2 — 'change plan' shows while the subscription is active or in trial. */
export const showsChangePlan = (sub: DisplayedSubscription): boolean =>
  isPositive(sub.status) && !isGranted(sub);

/** spec: payments 2, Purchase history — the first 4 rows; the rest are counted behind 'show all'. */
export const HISTORY_PREVIEW = 4;

/** spec: payments 2 — the masked card number: '•••• •••• •••• {last4}'. */
export const maskedCardNumber = (lastFour: string): string => `•••• •••• •••• ${lastFour}`;
