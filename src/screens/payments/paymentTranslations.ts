import { i18next } from '../../i18n/i18n.ts';
import checkoutEn from '../../i18n/locales/checkout.en.json';
import checkoutEs from '../../i18n/locales/checkout.es.json';
import statusEn from '../../i18n/locales/paymentStatus.en.json';
import statusEs from '../../i18n/locales/paymentStatus.es.json';

/**
 * The payment screens' texts (spec: payments 2, 8): their own namespace, in the payment chunk, never on
 * the first screen. Two files per language: choosing and checking out, and what follows a payment
 * (waiting, finalizing, results, the error catalogue's payment keys).
 */
export const PAYMENTS_NS = 'payments';
const bundles = { en: { ...checkoutEn, ...statusEn }, es: { ...checkoutEs, ...statusEs } };
for (const [language, bundle] of Object.entries(bundles))
  if (!i18next.hasResourceBundle(language, PAYMENTS_NS))
    i18next.addResourceBundle(language, PAYMENTS_NS, bundle);
