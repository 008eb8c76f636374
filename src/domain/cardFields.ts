import cardValidator from 'card-validator';

/**
 * The direct card form's fields (spec: payments 5, Card forms): what the viewer types is formatted as
 * they type, and checked with card-validator, the library the local card provider checks with too
 * (server/psp/cardRules.ts), so the form and the provider agree.
 */

/** How a brand's number is grouped and how long its security code is. */
interface Layout {
  gaps: readonly number[];
  maxDigits: number;
}

/** spec: payments 5 — 4-6-5 for amex, 4-6-4 for diners club, otherwise 4-4-4-4 and at most 16 digits. */
const LAYOUTS: Record<string, Layout> = {
  'american-express': { gaps: [4, 10], maxDigits: 15 },
  'diners-club': { gaps: [4, 10], maxDigits: 14 },
};
const DEFAULT_LAYOUT: Layout = { gaps: [4, 8, 12], maxDigits: 16 };
/** The usual security code; a brand card-validator knows says its own (Amex: 4). */
const DEFAULT_CVC_LENGTH = 3;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The brand the digits so far point to, once card-validator can tell (undefined while ambiguous). */
function brandOf(digits: string) {
  return digits ? (cardValidator.number(digits).card ?? undefined) : undefined;
}

/** spec: payments 5, Card number — digits only, grouped by brand. */
export function formatCardNumber(value: string): string {
  const brand = brandOf(digitsOf(value));
  const { gaps, maxDigits } = (brand && LAYOUTS[brand.type]) || DEFAULT_LAYOUT;
  const digits = digitsOf(value).slice(0, maxDigits);
  let text = '';
  for (const [index, digit] of [...digits].entries()) text += (gaps.includes(index) ? ' ' : '') + digit;
  return text;
}

/**
 * The security code's length for the card's brand. Not the spec's "at most 3" (payments 5, 9): that
 * would refuse every Amex, whose code has 4 digits, as card-validator and the card provider both say.
 */
export function cvcLength(cardNumber: string): number {
  return brandOf(digitsOf(cardNumber))?.code.size ?? DEFAULT_CVC_LENGTH;
}

/** spec: payments 5, CVC — digits only, as many as the brand's code has. */
export function formatCvc(value: string, cardNumber: string): string {
  return digitsOf(value).slice(0, cvcLength(cardNumber));
}

/**
 * spec: payments 5, Expiry — digits only; a first digit above 1 is a month: 0 goes before it; a month
 * above 12 becomes 12; shown MM/YY. The slash appears with the first digit of the year, so deleting
 * back over it works on every keyboard.
 */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  if (digits.length >= 2 && Number(digits.slice(0, 2)) > 12) digits = `12${digits.slice(2)}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** spec: payments 5 — expMonth and expYear are derived from the expiry; undefined until it is whole. */
export function expiryParts(value: string): { expMonth: number; expYear: number } | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return undefined;
  return { expMonth: Number(match[1]), expYear: 2000 + Number(match[2]) };
}

/** The account forms' key for a missing value (spec: payments 5 — every card field is required). */
export const REQUIRED = 'validation.required';

/** spec: payments 5 — the card number must pass card-number validation (Luhn, a known brand's length). */
export function cardNumberError(value: string): string | undefined {
  const digits = digitsOf(value);
  if (!digits) return REQUIRED;
  return cardValidator.number(digits).isValid ? undefined : 'card.invalid_card_number';
}

/** spec: payments 5 — a valid expiry: a real month, not past, not further ahead than card-validator allows. */
export function expiryError(value: string): string | undefined {
  if (!value.trim()) return REQUIRED;
  return expiryParts(value) && cardValidator.expirationDate(value).isValid
    ? undefined
    : 'card.invalid_card_expiry';
}

/** spec: payments 5 — the CVC must be valid for the detected card type. */
export function cvcError(value: string, cardNumber: string): string | undefined {
  if (!value) return REQUIRED;
  return cardValidator.cvv(value, cvcLength(cardNumber)).isValid ? undefined : 'card.invalid_cvc_number';
}

export const holderNameError = (value: string): string | undefined => (value.trim() ? undefined : REQUIRED);
