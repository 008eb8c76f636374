import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cardNumberError,
  cvcError,
  cvcLength,
  expiryError,
  expiryParts,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  holderNameError,
  REQUIRED,
} from './cardFields.ts';

const VISA = '4111111111111111';
const AMEX = '378282246310005';
const DINERS = '36227206271667';

/** spec: payments 5, Card forms — Card number: digits only, grouped by brand, at most 16 digits. */
describe('typing a card number', () => {
  it.each([
    ['4111 1111 1111 1111', '4111 1111 1111 1111'],
    ['4111-1111-1111-1111', '4111 1111 1111 1111'],
    ['41111', '4111 1'],
    ['abc4', '4'],
    ['', ''],
    // Amex 4-6-5, Diners 4-6-4.
    [AMEX, '3782 822463 10005'],
    [`${AMEX}99`, '3782 822463 10005'],
    [DINERS, '3622 720627 1667'],
    // Otherwise 4-4-4-4, cut at 16 digits.
    ['41111111111111119999', '4111 1111 1111 1111'],
    ['5555555555554444', '5555 5555 5555 4444'],
  ])('%s -> %s', (typed, shown) => expect(formatCardNumber(typed)).toBe(shown));
});

/** spec: payments 5, Expiry — digits only, 0 before a first digit above 1, months above 12 become 12, MM/YY. */
describe('typing an expiry', () => {
  it.each([
    ['1', '1'],
    ['3', '03'],
    ['12', '12'],
    ['13', '12'],
    ['19', '12'],
    ['123', '12/3'],
    ['1228', '12/28'],
    ['12/28', '12/28'],
    ['122899', '12/28'],
    ['328', '03/28'],
    // Deleting back over the slash leaves the month.
    ['12/', '12'],
    ['ab', ''],
  ])('%s -> %s', (typed, shown) => expect(formatExpiry(typed)).toBe(shown));

  it.each([
    ['12/28', { expMonth: 12, expYear: 2028 }],
    ['03/30', { expMonth: 3, expYear: 2030 }],
    ['12/2', undefined],
    ['', undefined],
  ])('%s gives expMonth and expYear %o', (value, parts) => expect(expiryParts(value)).toEqual(parts));
});

/**
 * spec: payments 5 says the CVC is "at most 3" digits; the brand's length is used instead (card-validator,
 * and the card provider), as 3 would refuse every Amex card, whose code has 4 digits.
 */
describe('typing a security code', () => {
  it.each([
    ['1234', VISA, '123'],
    ['1234', AMEX, '1234'],
    ['12345', AMEX, '1234'],
    ['1a2', VISA, '12'],
    ['1234', '', '123'],
  ])('%s for %s -> %s', (typed, number, shown) => expect(formatCvc(typed, number)).toBe(shown));

  it('is as long as the brand says', () => {
    expect(cvcLength(VISA)).toBe(3);
    expect(cvcLength(AMEX)).toBe(4);
    expect(cvcLength(DINERS)).toBe(3);
  });
});

/** spec: payments 5 — every field is required; number, expiry and CVC each have their message. */
describe('checking the card', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
  });
  afterAll(() => vi.useRealTimers());

  it.each<[string, string | undefined]>([
    ['', REQUIRED],
    [formatCardNumber(VISA), undefined],
    [formatCardNumber(AMEX), undefined],
    [formatCardNumber(DINERS), undefined],
    ['4111 1111 1111 1112', 'card.invalid_card_number'],
    ['4111 1111', 'card.invalid_card_number'],
  ])('number %s -> %s', (value, error) => expect(cardNumberError(value)).toBe(error));

  it.each<[string, string | undefined]>([
    ['', REQUIRED],
    ['06/26', undefined],
    ['12/30', undefined],
    ['05/26', 'card.invalid_card_expiry'],
    ['00/28', 'card.invalid_card_expiry'],
    ['12/2', 'card.invalid_card_expiry'],
    ['12/99', 'card.invalid_card_expiry'],
  ])('expiry %s -> %s', (value, error) => expect(expiryError(value)).toBe(error));

  it.each<[string, string, string | undefined]>([
    ['', VISA, REQUIRED],
    ['123', VISA, undefined],
    ['12', VISA, 'card.invalid_cvc_number'],
    ['1234', AMEX, undefined],
    ['123', AMEX, 'card.invalid_cvc_number'],
  ])('CVC %s for %s -> %s', (value, number, error) => expect(cvcError(value, number)).toBe(error));

  it.each<[string, string | undefined]>([
    ['', REQUIRED],
    ['  ', REQUIRED],
    ['Ada Lovelace', undefined],
  ])('holder %j -> %s', (value, error) => expect(holderNameError(value)).toBe(error));
});
