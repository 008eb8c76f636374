import { describe, expect, it } from 'vitest';
import accountEn from '../../i18n/locales/account.en.json';
import checkoutEn from '../../i18n/locales/checkout.en.json';
import statusEn from '../../i18n/locales/paymentStatus.en.json';
import pageEn from '../../i18n/locales/paymentsPage.en.json';
import { paywallPaymentErrorTables } from '../paywall/paywallPaymentErrors.ts';
import { subscriptionPaymentErrorTables } from '../subscription/subscriptionPaymentErrors.ts';

/** The payment screens' namespace (checkout, status, payments page) and the account screens' one. */
const namespaces = [{ ...checkoutEn, ...statusEn, ...pageEn }, accountEn];
const hasText = (key: string) =>
  namespaces.some(
    (texts) =>
      typeof key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts) ===
      'string',
  );

/** spec: payments 8 — every key either payments adapter can throw is one a screen can translate. */
describe("the screens have a text for each of the payment adapters' keys", () => {
  const tables = [
    ...Object.values(subscriptionPaymentErrorTables),
    ...Object.values(paywallPaymentErrorTables),
  ];
  const keys = new Set(tables.flatMap((table) => [table.fallback, ...table.rules.map((rule) => rule.key)]));
  it.each([...keys])('%s', (key) => expect(hasText(key)).toBe(true));
});
