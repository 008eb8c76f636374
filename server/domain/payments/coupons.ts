/**
 * The seeded coupons: one per outcome the checkout shows (issue 23; spec: payments 8, coupon rows).
 * A percent or fixed discount on the first `periods` payments; `offers` limits where it applies.
 */
export interface Coupon {
  code: string;
  percentBp?: number;
  /** A fixed discount in minor units of `currency`: only offers in that currency take it. */
  fixed?: { minor: number; currency: string };
  periods: number;
  offers?: string[];
  expiresAt?: number;
}

export const COUPONS: readonly Coupon[] = [
  { code: 'SAVE20', percentBp: 2000, periods: 1 },
  { code: 'FIVEOFF', fixed: { minor: 500, currency: 'USD' }, periods: 1 },
  { code: 'FIRSTFREE', percentBp: 10_000, periods: 1 },
  { code: 'PREMIER50', percentBp: 5000, periods: 1, offers: ['P-PREMIER1'] },
  { code: 'SUMMER2025', percentBp: 3000, periods: 1, expiresAt: Date.UTC(2025, 8, 1) },
];

export type CouponProblem = 'not_found' | 'expired' | 'not_valid_for_offer';

export function findCoupon(code: string): Coupon | undefined {
  return COUPONS.find((coupon) => coupon.code === code.trim().toUpperCase());
}
