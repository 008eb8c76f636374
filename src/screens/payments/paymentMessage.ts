import { i18next } from '../../i18n/i18n.ts';
import { PAYMENTS_NS } from './paymentTranslations.ts';

/**
 * A catalogue key as the account screens' parts (FormError, AccountModal's title) translate it: in the
 * account namespace, unless it is one of the payment screens' own keys (checkout.*, payment.*, card.*).
 */
export function paymentMessage<Key extends string | undefined>(key: Key): Key | string {
  return key && i18next.exists(key, { ns: PAYMENTS_NS }) ? `${PAYMENTS_NS}:${key}` : key;
}

/** The key an error shows with: an AccountError's own, else the catalogue's unknown_error. */
export function errorKey(error: unknown, fallback = 'unknown_error'): string {
  if (error && typeof error === 'object' && 'key' in error && typeof error.key === 'string') return error.key;
  console.error('A payment step failed', error);
  return fallback;
}
