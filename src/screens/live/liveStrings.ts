import { useTranslation } from 'react-i18next';
import { i18next } from '../../i18n/i18n.ts';
import en from './locales/en.json';
import es from './locales/es.json';

/**
 * The guide's strings ride in the live screen's chunk, not in the first bundle's locale files. Its
 * screens ask this namespace first and the main one after (app.*, error.*, and the three epg texts
 * the media and playlist screens also show): 'fallback' mode, as react-i18next's default reads only
 * the first namespace of a list.
 */
export function useLiveTranslation() {
  return useTranslation(['live', 'translation'], { nsMode: 'fallback' });
}

// Its own namespace: adding 'es' here must not make i18n think the main Spanish bundle is loaded.
for (const [language, bundle] of [
  ['en', en],
  ['es', es],
] as const) {
  if (!i18next.hasResourceBundle(language, 'live')) i18next.addResourceBundle(language, 'live', bundle);
}
