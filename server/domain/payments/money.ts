/**
 * Money is integer minor units everywhere (notes: payments, Money): the exponent comes from the
 * currency through Intl (USD 2, EUR 2, JPY 0, KWD 3), never hard-coded, and amounts are never added as
 * floats. Major units appear only at the edge, in the vendors' response shapes.
 */
const exponents = new Map<string, number>();

export function currencyExponent(currency: string): number {
  let exponent = exponents.get(currency);
  if (exponent === undefined) {
    exponent = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits as number;
    exponents.set(currency, exponent);
  }
  return exponent;
}

/** For a vendor's JSON, which carries prices as decimal numbers: 999 USD → 9.99, 500 JPY → 500. */
export function toMajor(minor: number, currency: string): number {
  const exponent = currencyExponent(currency);
  return Number((minor / 10 ** exponent).toFixed(exponent));
}

/** `rateBp` basis points of `minor`, rounded half up to a whole minor unit. */
export function percentOf(minor: number, rateBp: number): number {
  return Math.round((minor * rateBp) / 10_000);
}

/** A currency's symbol as Intl writes it in English ('$', '€', '¥', '₹'). */
export function currencySymbol(currency: string): string {
  const part = new Intl.NumberFormat('en', { style: 'currency', currency })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}

/** A readable amount for receipts and pages: 'es' gives '1234,50 €', 'en-IN' '₹1,23,456.70'. */
export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(toMajor(minor, currency));
}
