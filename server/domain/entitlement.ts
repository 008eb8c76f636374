import type { Viewer } from './accounts/index.ts';
import { findOffer, offersOfAsset } from './payments/offerCatalogue.ts';

export type AccessModel = 'AVOD' | 'AUTHVOD' | 'SVOD' | 'FREE' | 'FREEAUTH';

/**
 * The offers an item is sold by, by the ids of either vendor: the subscription provider's in productIds
 * and package, the account provider's asset ids in paywallAssets (a leading '!' marks a premier; spec:
 * payments 3, Media offers). Unknown names count as offers nobody holds.
 */
export function itemOffers(item: Record<string, unknown>): string[] {
  const names = ['productIds', 'package', 'paywallAssets'].flatMap((field) =>
    String(item[field] ?? '')
      .split(',')
      .map((name) => name.trim().replace(/^!/, ''))
      .filter(Boolean)
      .map((name) => ({ field, name })),
  );
  const ids = names.flatMap(({ field, name }) => {
    if (field === 'paywallAssets') return offersOfAsset(Number(name)).map((offer) => offer.id);
    return [findOffer(name)?.id ?? name];
  });
  return [...new Set(ids)];
}

/**
 * Who may play an item (spec: browsing 4, Entitlement; payments 4): free items for everyone; items sold
 * by no offer for everyone under AVOD, FREE and FREEAUTH, and for signed-in viewers under AUTHVOD and
 * SVOD; items with offers for viewers who hold one of them (`held`: the payments domain's answer for
 * this viewer, now).
 */
export function isEntitled(
  item: Record<string, unknown>,
  model: AccessModel,
  viewer: Viewer | undefined,
  held: ReadonlySet<string> = new Set(),
): boolean {
  if (item.free === 'true' || item.requiresSubscription === 'false') return true;
  const offers = itemOffers(item);
  if (offers.length > 0) return viewer !== undefined && offers.some((offer) => held.has(offer));
  if (model === 'AUTHVOD' || model === 'SVOD') return viewer !== undefined;
  return true;
}
