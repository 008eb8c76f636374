import { addChunkStrings } from '../../i18n/chunkStrings.ts';
import checkoutEn from '../../i18n/locales/checkout.en.json';
import checkoutEs from '../../i18n/locales/checkout.es.json';
import statusEn from '../../i18n/locales/paymentStatus.en.json';
import statusEs from '../../i18n/locales/paymentStatus.es.json';
import pageEn from '../../i18n/locales/paymentsPage.en.json';
import pageEs from '../../i18n/locales/paymentsPage.es.json';

/**
 * The payment screens' texts (spec: payments 2, 8): their own namespace, in the payment chunk, never on
 * the first screen. Three files per language: choosing and checking out; what follows a payment
 * (waiting, finalizing, results, the error catalogue's payment keys); the payments page and the
 * modals that manage a plan (cancel, renew, switch, payment method, card).
 */
export const PAYMENTS_NS = 'payments';
addChunkStrings(PAYMENTS_NS, {
  en: { ...checkoutEn, ...statusEn, ...pageEn },
  es: { ...checkoutEs, ...statusEs, ...pageEs },
});
