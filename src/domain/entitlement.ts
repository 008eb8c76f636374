import { mediaOffers, type SubscriptionState } from './lockRules.ts';

export type AccessModel = 'AVOD' | 'AUTHVOD' | 'SVOD' | 'FREE' | 'FREEAUTH';

export interface Viewer {
  signedIn: boolean;
  subscription: SubscriptionState | null;
  /** The account id, once signed in (spec: browsing 7, Playback — user_id). */
  userId?: string;
  /** The selected profile, with provider A's profiles (browsing 7 — profile_id). */
  profileId?: string;
  /** An access passport for DRM licence requests that carry no signing token (browsing 7 — passport). */
  passport?: string;
  /** The offers a per-offer entitlement check granted (spec: payments 4, Entitlement): purchases, rentals. */
  heldOffers?: ReadonlySet<string>;
}

/** Every viewer until accounts arrive (accounts issue): never signed in, no subscription. */
export const GUEST: Viewer = { signedIn: false, subscription: null };

/**
 * spec: browsing 4, Entitlement (reading A, the access-model rules): free items and items that need no
 * subscription; FREE, FREEAUTH and AVOD without offers; AUTHVOD signed in without offers; SVOD with a
 * subscription and no premier offer; and (payments 4) any model where a per-offer check granted one of
 * the item's offers — a premier bought, a rental running, a subscription the item names.
 */
export function isEntitled(
  item: Record<string, unknown>,
  model: AccessModel,
  packageKey: string | undefined,
  viewer: Viewer,
): boolean {
  if (item.free === 'true' || item.requiresSubscription === 'false') return true;
  const offers = mediaOffers(item, packageKey);
  if ((model === 'FREE' || model === 'FREEAUTH' || model === 'AVOD') && offers.length === 0) return true;
  if (model === 'AUTHVOD' && viewer.signedIn && offers.length === 0) return true;
  if (model === 'SVOD' && viewer.subscription && !offers.some((offer) => offer.premier)) return true;
  return viewer.signedIn && offers.some((offer) => viewer.heldOffers?.has(offer.offerId) === true);
}

export type StartButton =
  | { kind: 'hidden' }
  | { kind: 'continue' }
  | { kind: 'watchLive' }
  | { kind: 'start' }
  | { kind: 'buy' }
  | { kind: 'completeSubscription' }
  | { kind: 'signUp' };

/** spec: browsing 4, Start button — the label for this viewer and item. */
export function startButton(input: {
  entitled: boolean;
  model: AccessModel;
  signedIn: boolean;
  hasOffers: boolean;
  hasProgress: boolean;
  isLive: boolean;
}): StartButton {
  const { entitled, model, signedIn, hasOffers, hasProgress, isLive } = input;
  if (entitled) {
    if (hasProgress) return { kind: 'continue' };
    if (isLive) return { kind: 'watchLive' };
    return { kind: 'start' };
  }
  if (model === 'AVOD') return { kind: 'hidden' };
  if (hasOffers) return { kind: 'buy' };
  if (signedIn) return { kind: 'completeSubscription' };
  return { kind: 'signUp' };
}

export type StartButtonAction = 'play' | 'signUp' | 'chooseOffer' | 'payments';

/**
 * spec: browsing 4, Start button, Click — entitled: play; a guest: sign-up first (the create-account
 * modal, or the identity service's hosted sign-up), whatever the label says; signed in without the
 * right: the offers when the item has some, else the payments page.
 */
export function startButtonAction({
  entitled,
  signedIn,
  hasOffers,
}: {
  entitled: boolean;
  signedIn: boolean;
  hasOffers: boolean;
}): StartButtonAction {
  if (entitled) return 'play';
  if (!signedIn) return 'signUp';
  return hasOffers ? 'chooseOffer' : 'payments';
}
