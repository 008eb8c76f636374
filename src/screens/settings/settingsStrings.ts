import { addChunkStrings, useChunkTranslation } from '../../i18n/chunkStrings.ts';
import en from './locales/en.json';
import es from './locales/es.json';

/**
 * The settings screen's own strings ride in its chunk, not in the first bundle's locale files (issue
 * 26 needed the room there); their keys keep the settings.* names. The menu's, the header's and the
 * player's (settings.title, language, the quality names) stay in the main bundle.
 */
const SETTINGS_NAMESPACE = 'settings-screen';
addChunkStrings(SETTINGS_NAMESPACE, { en, es });

export function useSettingsTranslation() {
  return useChunkTranslation(SETTINGS_NAMESPACE);
}
