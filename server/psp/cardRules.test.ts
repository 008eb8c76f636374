import cardValidator from 'card-validator';
import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, cardExpired, readCard } from './cardRules.ts';
import type { CardInput } from './paymentProvider.ts';
import { cardBehaviour } from './testCards.ts';
import { clearCard, sandboxCard } from './testProvider.ts';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

describe('test card outcomes (notes: payments, Test cards)', () => {
  it.each([
    ['4242424242424242', { kind: 'authorise' }],
    ['5555555555554444', { kind: 'authorise' }],
    ['378282246310005', { kind: 'authorise' }],
    ['4000000000003055', { kind: 'authorise' }],
    ['6011111111111117', { kind: 'authorise' }],
    ['4000000000000002', { kind: 'refuse', reason: 'declined' }],
    ['4000000000009995', { kind: 'refuse', reason: 'insufficient_funds' }],
    ['4000000000009987', { kind: 'refuse', reason: 'lost_card' }],
    ['4000000000009979', { kind: 'refuse', reason: 'stolen_card' }],
    ['4000000000000069', { kind: 'refuse', reason: 'expired_card' }],
    ['4000000000000127', { kind: 'refuse', reason: 'incorrect_cvc' }],
    ['4000000000000119', { kind: 'refuse', reason: 'processing_error' }],
    ['4000002760003184', { kind: 'challenge', after: 'authorise', needsShopper: true }],
    ['4000008400001629', { kind: 'challenge', after: 'decline', needsShopper: false }],
    ['4000000000007726', { kind: 'slow' }],
  ])('%s → %o', (number, behaviour) => {
    expect(cardValidator.number(number).isValid).toBe(true);
    expect(cardBehaviour(number)).toEqual(behaviour);
  });
});

describe('card fields (notes: payments, Card fields)', () => {
  const clear = (changes: Partial<Extract<CardInput, { kind: 'clear' }>>): CardInput => ({
    ...(clearCard('4242424242424242') as Extract<CardInput, { kind: 'clear' }>),
    ...changes,
  });
  it.each<[string, CardInput, string | undefined]>([
    ['a Visa with a 3-digit CVC', clearCard('4242 4242 4242 4242'), undefined],
    ['an Amex with a 4-digit CVC', clearCard('378282246310005', '1234'), undefined],
    ['an Amex with a 3-digit CVC', clearCard('378282246310005', '123'), CARD_MESSAGES.securityCode],
    ['a Visa with a 4-digit CVC', clearCard('4242424242424242', '1234'), CARD_MESSAGES.securityCode],
    ['a 2-digit CVC', clearCard('4242424242424242', '12'), CARD_MESSAGES.securityCode],
    ['a CVC with letters', clearCard('4242424242424242', '12a'), CARD_MESSAGES.securityCode],
    ['a number failing Luhn', clearCard('4242424242424241'), CARD_MESSAGES.number],
    ['a number too short', clearCard('424242'), CARD_MESSAGES.number],
    ['letters in the number', clearCard('4242abcd42424242'), CARD_MESSAGES.number],
    ['month 13', clear({ expMonth: 13 }), CARD_MESSAGES.expiry],
    ['month 0', clear({ expMonth: 0 }), CARD_MESSAGES.expiry],
    ['a past year', clear({ expYear: 2025 }), CARD_MESSAGES.expiry],
    ['last month', clear({ expMonth: 10, expYear: 2026 }), CARD_MESSAGES.expiry],
    ['this month (still valid)', clear({ expMonth: 11, expYear: 2026 }), undefined],
    ['20 years ahead', clear({ expYear: 2046 }), CARD_MESSAGES.expiry],
    ['sandbox fields', sandboxCard('4242424242424242'), undefined],
    ['sandbox fields with a 2-digit year', sandboxCard('4242424242424242', '737', '03', '30'), undefined],
    [
      'encrypted fields without test_',
      { ...sandboxCard('4242424242424242'), encryptedCardNumber: 'adyenjs_0_1_25$XYZ' } as CardInput,
      CARD_MESSAGES.live,
    ],
    [
      'a live security code',
      { ...sandboxCard('4242424242424242'), encryptedSecurityCode: 'eyJhbGciOi' } as CardInput,
      CARD_MESSAGES.live,
    ],
  ])('%s', (_name, card, message) => {
    const check = readCard(card, NOW);
    expect(check.ok ? undefined : check.message).toBe(message);
  });

  it('keeps brand, last four, expiry and name; the spec names brands amex and diners', () => {
    const amex = readCard(clearCard('3782 822463 10005', '1234'), NOW);
    expect(amex).toMatchObject({
      ok: true,
      card: { brand: 'amex', last4: '0005', expMonth: 12, expYear: 2030 },
    });
    const diners = readCard(clearCard('36227206271667'), NOW);
    expect(diners).toMatchObject({ ok: true, card: { brand: 'diners', last4: '1667' } });
  });

  it.each([
    [11, 2026, false],
    [10, 2026, true],
    [12, 2025, true],
    [1, 2027, false],
  ])('card %i/%i expired on 24 Nov 2026: %s', (month, year, expired) => {
    expect(cardExpired(month, year, NOW)).toBe(expired);
  });
});
