import { describe, expect, it } from 'vitest';
import {
  addMoney,
  currencyExponent,
  formatMoney,
  type Money,
  moneyLocale,
  scaleMoney,
  taxPercent,
} from './money.ts';

const NBSP = '\u00a0';

/** spec: payments 9, Money and formatting — en-US, en-IN for country IN; the Spanish UI reads es-ES. */
describe('the locale money is shown in', () => {
  it.each<[string, string | undefined, string]>([
    ['en', undefined, 'en-US'],
    ['en', 'US', 'en-US'],
    ['en', 'IN', 'en-IN'],
    ['en', 'in', 'en-IN'],
    ['es', undefined, 'es-ES'],
    ['es', 'IN', 'es-ES'],
    ['fr', undefined, 'en-US'],
  ])('language %s, country %s -> %s', (language, country, locale) =>
    expect(moneyLocale(language, country)).toBe(locale),
  );
});

/** spec: payments 9 — 2 decimals, symbols $ ₹ € (JPY has no minor unit). */
describe('formatting money', () => {
  it.each<[Money, string, string]>([
    [{ minor: 999, currency: 'USD' }, 'en-US', '$9.99'],
    [{ minor: 1250, currency: 'EUR' }, 'en-US', '€12.50'],
    [{ minor: 12345678, currency: 'INR' }, 'en-IN', '₹1,23,456.78'],
    [{ minor: 999, currency: 'EUR' }, 'es-ES', `9,99${NBSP}€`],
    // The narrow symbol: '$', not 'US$', in Spanish too.
    [{ minor: 999, currency: 'USD' }, 'es-ES', `9,99${NBSP}$`],
    [{ minor: 1200, currency: 'JPY' }, 'en-US', '¥1,200'],
    [{ minor: -121, currency: 'USD' }, 'en-US', '-$1.21'],
    [{ minor: 0, currency: 'EUR' }, 'en-US', '€0.00'],
  ])('%o in %s -> %s', (money, locale, text) => expect(formatMoney(money, locale)).toBe(text));

  it.each([
    ['EUR', 2],
    ['USD', 2],
    ['JPY', 0],
  ])('%s has %i decimals', (currency, exponent) => expect(currencyExponent(currency)).toBe(exponent));
});

/** Sums stay in whole minor units: 0.1 + 0.2 never shows as 0.30000000000000004. */
describe('arithmetic on money', () => {
  it('adds minor units', () => {
    const cents = (minor: number): Money => ({ minor, currency: 'EUR' });
    expect(addMoney(cents(10), cents(20))).toEqual(cents(30));
    expect(formatMoney(addMoney(cents(10), cents(20)), 'en-US')).toBe('€0.30');
  });

  it('refuses to add two currencies', () => {
    expect(() => addMoney({ minor: 1, currency: 'EUR' }, { minor: 1, currency: 'USD' })).toThrow();
  });

  it('scales to a whole minor unit (spec: payments 9, discountAmount × (1 + taxRate))', () => {
    expect(scaleMoney({ minor: 413, currency: 'EUR' }, 1.21)).toEqual({ minor: 500, currency: 'EUR' });
    expect(scaleMoney({ minor: 826, currency: 'EUR' }, 1.21)).toEqual({ minor: 999, currency: 'EUR' });
  });

  it.each([
    [0.21, 21],
    [0.075, 8],
    [0, 0],
    [0.2, 20],
  ])('tax rate %f shows as %i %%', (rate, percent) => expect(taxPercent(rate)).toBe(percent));
});
