import { i18next } from '../../i18n/i18n.ts';
import en from '../../i18n/locales/account.en.json';
import es from '../../i18n/locales/account.es.json';

/** The account screens' texts: their own namespace, in their own chunk, never on the first screen. */
export const ACCOUNT_NS = 'account';
for (const [language, bundle] of Object.entries({ en, es }))
  if (!i18next.hasResourceBundle(language, ACCOUNT_NS))
    i18next.addResourceBundle(language, ACCOUNT_NS, bundle);
