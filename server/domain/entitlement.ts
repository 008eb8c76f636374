import type { Viewer } from './accounts/index.ts';

export type AccessModel = 'AVOD' | 'AUTHVOD' | 'SVOD' | 'FREE' | 'FREEAUTH';

/**
 * Who may play an item (spec: browsing 4, Entitlement; payments 4): free items for everyone; items sold
 * by no offer for everyone under AVOD, FREE and FREEAUTH, and for signed-in viewers under AUTHVOD and
 * SVOD; items with offers only for viewers who hold one — purchases and subscriptions plug in here with
 * the payments back end, until then nobody holds an offer.
 */
export function isEntitled(
  item: Record<string, unknown>,
  model: AccessModel,
  viewer: Viewer | undefined,
): boolean {
  if (item.free === 'true' || item.requiresSubscription === 'false') return true;
  const offers = String(item.productIds ?? '')
    .split(',')
    .map((offer) => offer.trim())
    .filter(Boolean);
  if (offers.length > 0) return false;
  if (model === 'AUTHVOD' || model === 'SVOD') return viewer !== undefined;
  return true;
}
