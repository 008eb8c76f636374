import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/checkout.en.json';
import { paywallPaymentErrorTables } from '../../integrations/paywall/paywallPaymentErrors.ts';
import { subscriptionPaymentErrorTables } from '../../integrations/subscription/subscriptionPaymentErrors.ts';

const has = (key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) !== undefined;

/** spec: payments 8, Checkout and orders — every checkout.* key an adapter can hand a screen has its text. */
describe("the checkout screens have a text for each of the adapters' checkout keys", () => {
  const tables = [
    ...Object.values(subscriptionPaymentErrorTables),
    ...Object.values(paywallPaymentErrorTables),
  ];
  const keys = new Set(tables.flatMap((table) => [table.fallback, ...table.rules.map((rule) => rule.key)]));
  it.each([...keys].filter((key) => key.startsWith('checkout.')))('%s', (key) => expect(has(key)).toBe(true));
});

/** spec: payments 5, Card forms — the card form's messages. */
describe('the card form has its messages', () => {
  it.each(['card.invalid_card_number', 'card.invalid_card_expiry', 'card.invalid_cvc_number'])('%s', (key) =>
    expect(has(key)).toBe(true),
  );
});
