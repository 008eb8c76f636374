import { i18next } from '../i18n/i18n.ts';
import en from './locales/en.json';
import es from './locales/es.json';

/** The player's own strings ride in the player chunk, not in the first bundle's locale files. */
export const PLAYER_NAMESPACE = 'player';

// Its own namespace: adding 'es' here must not make i18n think the main Spanish bundle is loaded.
for (const [language, bundle] of [
  ['en', en],
  ['es', es],
] as const) {
  if (!i18next.hasResourceBundle(language, PLAYER_NAMESPACE))
    i18next.addResourceBundle(language, PLAYER_NAMESPACE, bundle);
}
