/**
 * VAT-style rates by the customer's country, in basis points (issue 23: taxes per country). Prices are
 * net; tax is added on the discounted price. Countries not listed pay none (the demo's US default).
 */
const RATES_BP: Record<string, number> = {
  ES: 2100,
  NL: 2100,
  DE: 1900,
  FR: 2000,
  GB: 2000,
  IN: 1800,
  JP: 1000,
};

export function taxRateBp(country: string): number {
  return RATES_BP[country.toUpperCase()] ?? 0;
}
