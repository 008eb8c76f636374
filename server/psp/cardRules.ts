import cardValidator from 'card-validator';
import type { CardInput, CardSummary } from './paymentProvider.ts';

/** A card read from the shopper's fields: valid, and only in memory for the length of one call. */
export interface ReadCard extends CardSummary {
  number: string;
}

export type CardCheck = { ok: true; card: ReadCard } | { ok: false; message: string };

export const CARD_MESSAGES = {
  number: 'Invalid card number',
  expiry: 'Invalid expiry date',
  securityCode: 'Invalid security code',
  live: 'Live card data cannot be read by the local test provider',
} as const;

/** card-validator's brand ids, named as the spec names brands (visa, mastercard, amex, diners...). */
const BRAND_NAMES: Record<string, string> = { 'american-express': 'amex', 'diners-club': 'diners' };

/** Cards further ahead than this are form errors, as card-validator's own year rule has it. */
const MAX_YEARS_AHEAD = 19;

/**
 * Reads and checks a card's fields (notes: payments, Card fields): a Luhn-valid number of a known brand,
 * a security code as long as the brand's (4 digits for Amex, not the spec's "at most 3"), an expiry
 * month 1-12 that is not past on `now`. A hosted component's fields are `test_`-prefixed in sandbox;
 * anything else would be real encrypted card data, which a local provider cannot read.
 */
export function readCard(input: CardInput, now: number): CardCheck {
  const fields = input.kind === 'clear' ? clearFields(input) : sandboxFields(input);
  if (!fields) return { ok: false, message: CARD_MESSAGES.live };
  const number = fields.number.replace(/[\s-]/g, '');
  const verdict = cardValidator.number(number);
  if (!/^\d{12,19}$/.test(number) || !verdict.isValid || !verdict.card) {
    return { ok: false, message: CARD_MESSAGES.number };
  }
  const expiry = readExpiry(fields.month, fields.year, now);
  if (!expiry) return { ok: false, message: CARD_MESSAGES.expiry };
  if (!cardValidator.cvv(fields.cvc, verdict.card.code.size).isValid) {
    return { ok: false, message: CARD_MESSAGES.securityCode };
  }
  return {
    ok: true,
    card: {
      number,
      brand: BRAND_NAMES[verdict.card.type] ?? verdict.card.type,
      last4: number.slice(-4),
      expMonth: expiry.month,
      expYear: expiry.year,
      holderName: input.holderName.trim().slice(0, 100),
    },
  };
}

/** The card as the merchant may keep it. */
export function summariseCard(card: ReadCard): CardSummary {
  const { brand, last4, expMonth, expYear, holderName } = card;
  return { brand, last4, expMonth, expYear, holderName };
}

/** True once the last day of the card's expiry month has passed (UTC). */
export function cardExpired(expMonth: number, expYear: number, now: number): boolean {
  const today = new Date(now);
  const month = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  return expYear * 12 + expMonth < month;
}

interface Fields {
  number: string;
  cvc: string;
  month: string;
  year: string;
}

function clearFields(input: Extract<CardInput, { kind: 'clear' }>): Fields {
  return { number: input.number, cvc: input.cvc, month: String(input.expMonth), year: String(input.expYear) };
}

function sandboxFields(input: Extract<CardInput, { kind: 'encrypted' }>): Fields | undefined {
  const values = [
    input.encryptedCardNumber,
    input.encryptedSecurityCode,
    input.encryptedExpiryMonth,
    input.encryptedExpiryYear,
  ].map((value) => (value.startsWith('test_') ? value.slice('test_'.length) : undefined));
  const [number, cvc, month, year] = values;
  if (number === undefined || cvc === undefined || month === undefined || year === undefined)
    return undefined;
  return { number, cvc, month, year };
}

function readExpiry(monthText: string, yearText: string, now: number) {
  if (!/^\d{1,2}$/.test(monthText) || !/^(\d{2}|\d{4})$/.test(yearText)) return undefined;
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return undefined;
  if (cardExpired(month, year, now)) return undefined;
  if (year > new Date(now).getUTCFullYear() + MAX_YEARS_AHEAD) return undefined;
  return { month, year };
}
