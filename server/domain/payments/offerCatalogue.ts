/**
 * The offers a fresh install sells (issue 23): one per case the payment screens have. An offer's id is
 * the subscription provider's ('S…' a subscription, anything else a one-off; spec: payments 3, Offer);
 * the account provider names the same offer by an access fee of an asset (`feeId` on `assetId`,
 * offerId 'S{feeId}' or 'C{feeId}'). Prices are net of tax, in minor units of the offer's currency.
 */
export type OfferKind = 'subscription' | 'purchase' | 'rental';
export type OfferPeriod = 'month' | 'year' | 'granted';

export interface Offer {
  id: string;
  feeId: number;
  assetId: number;
  kind: OfferKind;
  title: string;
  description: string;
  priceMinor: number;
  currency: string;
  /** Subscriptions: what one payment buys. 'granted' is a period given, not billed again. */
  period?: OfferPeriod;
  /** Free days before the first payment, once per customer and offer. */
  trialDays?: number;
  /** One-off offers and granted periods: how long access lasts; unset: for good. */
  accessHours?: number;
  planSwitchEnabled: boolean;
  tags: string[];
}

export const OFFERS: readonly Offer[] = [
  {
    id: 'S-MONTHLY',
    feeId: 101,
    assetId: 7001,
    kind: 'subscription',
    title: 'Monthly',
    description: 'Everything, billed monthly. The first 7 days are free.',
    priceMinor: 999,
    currency: 'USD',
    period: 'month',
    trialDays: 7,
    planSwitchEnabled: true,
    tags: ['web'],
  },
  {
    id: 'S-YEARLY',
    feeId: 102,
    assetId: 7001,
    kind: 'subscription',
    title: 'Yearly',
    description: 'Everything, billed once a year: two months free.',
    priceMinor: 9999,
    currency: 'USD',
    period: 'year',
    planSwitchEnabled: true,
    tags: ['web'],
  },
  {
    id: 'S-PASS30',
    feeId: 105,
    assetId: 7001,
    kind: 'subscription',
    title: '30-day pass',
    description: 'Thirty days of everything, on us: no card needed.',
    priceMinor: 0,
    currency: 'EUR',
    period: 'granted',
    accessHours: 30 * 24,
    planSwitchEnabled: false,
    tags: ['web'],
  },
  {
    id: 'P-PREMIER1',
    feeId: 103,
    assetId: 7010,
    kind: 'purchase',
    title: 'Premier: buy to own',
    description: 'Watch the premier as often as you like.',
    priceMinor: 1999,
    currency: 'EUR',
    planSwitchEnabled: false,
    tags: ['web'],
  },
  {
    id: 'R-RENTAL48',
    feeId: 104,
    assetId: 7020,
    kind: 'rental',
    title: '48-hour rental',
    description: 'Watch as often as you like for 48 hours.',
    priceMinor: 500,
    currency: 'JPY',
    accessHours: 48,
    planSwitchEnabled: false,
    tags: ['web'],
  },
];

const byId = new Map(OFFERS.map((offer) => [offer.id, offer]));
const byFee = new Map(OFFERS.map((offer) => [offer.feeId, offer]));

/**
 * An offer by any of its names: its own id, with a vendor prefix ('jwp:S-MONTHLY'; spec: payments 5,
 * Entitlement lookup) or the account provider's 'S101' / 'C103' / '101'.
 */
export function findOffer(name: string): Offer | undefined {
  const id = name.replace(/^[a-z]+:/, '');
  const own = byId.get(id);
  if (own) return own;
  const fee = /^[SC]?(\d+)$/.exec(id);
  return fee ? byFee.get(Number(fee[1])) : undefined;
}

export function offersOfAsset(assetId: number): Offer[] {
  return OFFERS.filter((offer) => offer.assetId === assetId);
}

export const isSubscription = (offer: Offer) => offer.kind === 'subscription';
