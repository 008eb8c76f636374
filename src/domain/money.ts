/**
 * Money on screen (spec: payments 9, Money and formatting). Amounts stay integers in the currency's
 * minor units (the payments contract's shape) and are only divided for display: sums and discounts
 * never add floats.
 */
export interface Money {
  minor: number;
  currency: string;
}

/**
 * spec: payments 9 — en-US (en-IN for country IN); Spanish reads es-ES. A language the product does not
 * translate formats as en-US, as its text reads in English.
 */
export function moneyLocale(language: string, country?: string): string {
  const base = language.toLowerCase().split('-')[0];
  if (base === 'es') return 'es-ES';
  return country?.toUpperCase() === 'IN' ? 'en-IN' : 'en-US';
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The currency's own format: 2 decimals for USD, EUR and INR, none for JPY (its exponent, from Intl).
 * The narrow symbol ('$', '€', '₹', spec: payments 9, not 'US$' in Spanish) where the engine has it;
 * 2018 TV engines (before Chromium 77) refuse that option, and get the plain symbol.
 */
function formatOf(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      });
    } catch {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    }
    formats.set(key, format);
  }
  return format;
}

/** How many minor units make a major one, as a power of ten (2 for EUR, 0 for JPY). */
export function currencyExponent(currency: string): number {
  return formatOf('en-US', currency).resolvedOptions().maximumFractionDigits ?? 2;
}

export function formatMoney(money: Money, locale: string): string {
  return formatOf(locale, money.currency).format(money.minor / 10 ** currencyExponent(money.currency));
}

/** A sum of amounts in one currency; mixing currencies is a programming error. */
export function addMoney(first: Money, ...rest: Money[]): Money {
  let minor = first.minor;
  for (const amount of rest) {
    if (amount.currency !== first.currency)
      throw new Error(`Cannot add ${amount.currency} to ${first.currency}`);
    minor += amount.minor;
  }
  return { minor, currency: first.currency };
}

/** An amount times a factor (a tax rate), rounded to a whole minor unit. */
export function scaleMoney(money: Money, factor: number): Money {
  return { minor: Math.round(money.minor * factor), currency: money.currency };
}

export const negateMoney = (money: Money): Money => ({ minor: -money.minor, currency: money.currency });

/** spec: payments 2, 9 — the tax row says round(taxRate × 100) %. */
export const taxPercent = (taxRate: number): number => Math.round(taxRate * 100);
