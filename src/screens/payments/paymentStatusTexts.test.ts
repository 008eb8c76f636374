import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/paymentStatus.en.json';
import { paywallPaymentErrorTables } from '../../integrations/paywall/paywallPaymentErrors.ts';
import { subscriptionPaymentErrorTables } from '../../integrations/subscription/subscriptionPaymentErrors.ts';

/** spec: payments 8 — every payment.* key an adapter can hand a screen has its text (es: i18n.test). */
describe("the payment screens have a text for each of the adapters' payment keys", () => {
  const tables = [
    ...Object.values(subscriptionPaymentErrorTables),
    ...Object.values(paywallPaymentErrorTables),
  ];
  const keys = new Set(tables.flatMap((table) => [table.fallback, ...table.rules.map((rule) => rule.key)]));
  const paymentKeys = [...keys].filter((key) => key.startsWith('payment.'));
  it.each(paymentKeys)('%s', (key) => {
    expect(en.payment).toHaveProperty(key.slice('payment.'.length));
  });
});
