import { type Coupon, type CouponProblem, findCoupon } from './coupons.ts';
import { percentOf } from './money.ts';
import type { Offer } from './offerCatalogue.ts';

/** spec: payments 3, Order — the price breakdown, all in minor units of the offer's currency. */
export interface OrderPrice {
  offerPriceMinor: number;
  discountMinor: number;
  taxMinor: number;
  feeMinor: number;
  totalMinor: number;
  taxRateBp: number;
  discount: { applied: boolean; type: 'coupon' | 'trial' | null; periods: number };
  /** False when nothing is charged now and nothing will be later without the viewer (spec: payments 4, No payment needed). */
  requiredPaymentDetails: boolean;
}

export type PriceResult = { ok: true; price: OrderPrice } | { ok: false; problem: CouponProblem };

/**
 * What an order costs: the offer's net price, less a trial or a coupon, plus tax on what is left
 * (the spec shows the coupon as discountAmount × (1 + taxRate), so discounts are net). A trial makes
 * the first payment free but still needs a card for the payments after it; a coupon cannot stack on
 * a trial. The price always comes from the offer, never from the client.
 */
export function priceOrder(input: {
  offer: Offer;
  taxRateBp: number;
  couponCode?: string | null;
  trialEligible: boolean;
  now: number;
}): PriceResult {
  const { offer, taxRateBp } = input;
  const base = offer.priceMinor;
  const trial = input.trialEligible && (offer.trialDays ?? 0) > 0;
  if (input.couponCode) {
    const coupon = findCoupon(input.couponCode);
    const problem = couponProblem(coupon, offer, trial, input.now);
    if (problem || !coupon) return { ok: false, problem: problem ?? 'not_found' };
    const discountMinor = Math.min(base, couponDiscount(coupon, base));
    return { ok: true, price: priced(base, discountMinor, taxRateBp, 'coupon', coupon.periods, offer) };
  }
  if (trial) return { ok: true, price: priced(base, base, taxRateBp, 'trial', 1, offer, true) };
  return { ok: true, price: priced(base, 0, taxRateBp, null, 0, offer) };
}

function couponProblem(
  coupon: Coupon | undefined,
  offer: Offer,
  trial: boolean,
  now: number,
): CouponProblem | undefined {
  if (!coupon) return 'not_found';
  if (coupon.expiresAt !== undefined && coupon.expiresAt <= now) return 'expired';
  if (coupon.offers && !coupon.offers.includes(offer.id)) return 'not_valid_for_offer';
  if (coupon.fixed && coupon.fixed.currency !== offer.currency) return 'not_valid_for_offer';
  if (trial || offer.priceMinor === 0) return 'not_valid_for_offer';
  return undefined;
}

function couponDiscount(coupon: Coupon, base: number): number {
  if (coupon.fixed) return coupon.fixed.minor;
  return percentOf(base, coupon.percentBp ?? 0);
}

function priced(
  base: number,
  discountMinor: number,
  taxRateBp: number,
  type: 'coupon' | 'trial' | null,
  periods: number,
  offer: Offer,
  trial = false,
): OrderPrice {
  const discounted = base - discountMinor;
  const taxMinor = percentOf(discounted, taxRateBp);
  const feeMinor = 0;
  const totalMinor = discounted + taxMinor + feeMinor;
  const recurring = offer.kind === 'subscription' && offer.period !== 'granted';
  return {
    offerPriceMinor: base,
    discountMinor,
    taxMinor,
    feeMinor,
    totalMinor,
    taxRateBp,
    discount: { applied: type !== null, type, periods },
    // A trial charges nothing now but the renewals need a card; a free first period (100 % coupon) does not
    // ask for one (issue 23): the subscription then ends with its period unless a card is added.
    requiredPaymentDetails: totalMinor > 0 || (trial && recurring),
  };
}
