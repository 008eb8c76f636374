import { describe, expect, it } from 'vitest';
import { currencyExponent, formatMoney, toMajor } from './money.ts';
import { findOffer } from './offerCatalogue.ts';
import { priceOrder } from './pricing.ts';

const now = Date.UTC(2026, 10, 24);
const offer = (id: string) => {
  const found = findOffer(id);
  if (!found) throw new Error(id);
  return found;
};

describe('order prices (spec: payments 3 Order, 9 Money)', () => {
  it.each([
    // offer, tax bp, coupon, trial eligible → discount, tax, total, payment details needed
    ['S-YEARLY', 0, null, false, 0, 0, 9999, true],
    ['S-YEARLY', 2100, null, false, 0, 2100, 12099, true],
    ['S-MONTHLY', 2100, null, true, 999, 0, 0, true],
    ['S-MONTHLY', 0, null, false, 0, 0, 999, true],
    ['S-YEARLY', 0, 'save20', false, 2000, 0, 7999, true],
    ['S-YEARLY', 2100, 'SAVE20', false, 2000, 1680, 9679, true],
    ['S-YEARLY', 0, 'FIVEOFF', false, 500, 0, 9499, true],
    ['S-YEARLY', 0, 'FIRSTFREE', false, 9999, 0, 0, false],
    ['P-PREMIER1', 2100, 'PREMIER50', false, 1000, 210, 1209, true],
    // JPY has no minor digits: 10 % of ¥500 is ¥50, whole yen.
    ['R-RENTAL48', 1000, null, false, 0, 50, 550, true],
    ['S-PASS30', 2100, null, false, 0, 0, 0, false],
  ] as const)(
    '%s at %i bp with %s (trial %s)',
    (id, tax, coupon, trial, discount, taxMinor, total, details) => {
      const result = priceOrder({
        offer: offer(id),
        taxRateBp: tax,
        couponCode: coupon,
        trialEligible: trial,
        now,
      });
      if (!result.ok) throw new Error(result.problem);
      expect(result.price).toMatchObject({
        discountMinor: discount,
        taxMinor,
        totalMinor: total,
        requiredPaymentDetails: details,
      });
    },
  );

  it.each([
    ['S-YEARLY', 'NOPE', false, 'not_found'],
    ['S-YEARLY', 'SUMMER2025', false, 'expired'],
    ['S-YEARLY', 'PREMIER50', false, 'not_valid_for_offer'],
    // a fixed amount in dollars does not apply to a price in euros
    ['P-PREMIER1', 'FIVEOFF', false, 'not_valid_for_offer'],
    // a coupon does not stack on a free trial
    ['S-MONTHLY', 'SAVE20', true, 'not_valid_for_offer'],
  ] as const)('%s with %s refuses: %s', (id, coupon, trial, problem) => {
    expect(
      priceOrder({ offer: offer(id), taxRateBp: 0, couponCode: coupon, trialEligible: trial, now }),
    ).toEqual({
      ok: false,
      problem,
    });
  });

  it('takes the currency exponent from Intl and never shows float noise', () => {
    expect([currencyExponent('USD'), currencyExponent('JPY'), currencyExponent('KWD')]).toEqual([2, 0, 3]);
    expect(toMajor(1209, 'EUR')).toBe(12.09);
    expect(toMajor(550, 'JPY')).toBe(550);
    expect(formatMoney(12345670, 'INR', 'en-IN')).toBe('₹1,23,456.70');
    expect(formatMoney(123450, 'EUR', 'es-ES')).toBe('1234,50\u00a0€');
  });

  it('finds an offer by its id, a vendor prefix, or the account provider fee id', () => {
    expect(findOffer('jwp:S-MONTHLY')?.id).toBe('S-MONTHLY');
    expect(findOffer('S101')?.id).toBe('S-MONTHLY');
    expect(findOffer('C103')?.id).toBe('P-PREMIER1');
    expect(findOffer('S-NOPE')).toBeUndefined();
  });
});
