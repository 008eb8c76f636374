import { addChunkStrings } from '../../i18n/chunkStrings.ts';
import en from '../../i18n/locales/account.en.json';
import es from '../../i18n/locales/account.es.json';

/** The account screens' texts: their own namespace, in their own chunk, never on the first screen. */
export const ACCOUNT_NS = 'account';
addChunkStrings(ACCOUNT_NS, { en, es });
