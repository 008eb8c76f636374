import type { AccessModel } from './entitlement.ts';

export type SignUpNextStep = 'choose-offer' | 'welcome';

/**
 * spec: accounts 4.4, subscriptions (sign-up) — after sign-up and personal details: choose-offer when
 * the access model is SVOD, or AUTHVOD with media offers (the item the viewer set out to buy); welcome
 * otherwise, and also where the app has no choose-offer screen to open.
 */
export function signUpNextStep({
  accessModel,
  mediaOfferCount,
  canChooseOffer,
}: {
  accessModel: AccessModel;
  mediaOfferCount: number;
  canChooseOffer: boolean;
}): SignUpNextStep {
  const offers = accessModel === 'SVOD' || (accessModel === 'AUTHVOD' && mediaOfferCount > 0);
  return offers && canChooseOffer ? 'choose-offer' : 'welcome';
}
