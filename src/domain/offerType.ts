/** spec: payments 1 — svod: a recurring subscription; tvod: a one-time purchase (pay-per-view). */
export type OfferType = 'svod' | 'tvod';

/** spec: payments 3, 4 Offer type — an offerId starting with 'S' is a subscription; anything else is tvod. */
export const offerTypeOf = (offerId: string): OfferType => (offerId.startsWith('S') ? 'svod' : 'tvod');

/** What choose-offer knows when it decides: the item's offers as requested, and the offers it loaded. */
export interface OfferChoice {
  /** The media item's offers as its package field names them (a leading '!' marks a premier). */
  requested: ReadonlyArray<{ premier: boolean }>;
  mediaOfferCount: number;
  subscriptionOfferCount: number;
  /** Upgrade mode's switch offers (the upgrade screen's); 0 on choose-offer. */
  switchOfferCount?: number;
}

const anyPremier = ({ requested }: OfferChoice) => requested.some((offer) => offer.premier);

/**
 * spec: payments 4, Offer type — tvod when any requested media offer is premier (a premiere is sold
 * once, never by subscription), or when there are no subscription offers; svod otherwise.
 */
export function defaultOfferType(choice: OfferChoice): OfferType {
  return anyPremier(choice) || choice.subscriptionOfferCount === 0 ? 'tvod' : 'svod';
}

/**
 * spec: payments 2 Choose offer, 4 Offer type — the 'subscription' / 'one time only' switch shows only
 * with subscription (or switch) offers and media offers both, and no premier among the requested.
 */
export function showsOfferTypeSwitch(choice: OfferChoice): boolean {
  const subscriptions = choice.subscriptionOfferCount > 0 || (choice.switchOfferCount ?? 0) > 0;
  return subscriptions && choice.mediaOfferCount > 0 && !anyPremier(choice);
}

export type OfferList = 'switch' | 'media' | 'subscription';

/** spec: payments 4, Offer type — upgrade mode lists switch offers; tvod the media's; else the subscriptions. */
export function offerListFor(type: OfferType, upgrade = false): OfferList {
  if (upgrade) return 'switch';
  return type === 'tvod' ? 'media' : 'subscription';
}

/**
 * spec: payments 2 Choose offer — "if the selected offer type is not allowed, the screen closes itself".
 * A type is allowed when the viewer could reach it (the default type, or either one while the switch
 * shows) and its list has an offer to buy; otherwise there is nothing to choose.
 */
export function offerTypeAllowed(type: OfferType, choice: OfferChoice): boolean {
  const reachable = type === defaultOfferType(choice) || showsOfferTypeSwitch(choice);
  const count = type === 'tvod' ? choice.mediaOfferCount : choice.subscriptionOfferCount;
  return reachable && count > 0;
}

/** spec: payments 1 Access models — the subscription offers the config names, per provider. */
export function subscriptionOfferIds(integrations: {
  subscriptionProvider?: { id?: string | null; monthlyOffer?: string | null; yearlyOffer?: string | null };
  accountProvider?: { clientId?: string | null; assetId?: number | null };
}): string[] {
  const { subscriptionProvider, accountProvider } = integrations;
  if (subscriptionProvider?.id)
    return [subscriptionProvider.monthlyOffer, subscriptionProvider.yearlyOffer].filter((id): id is string =>
      Boolean(id),
    );
  // The paywall sells the configured asset's access fees; offers() takes the asset's id.
  if (accountProvider?.clientId && accountProvider.assetId != null) return [String(accountProvider.assetId)];
  return [];
}
