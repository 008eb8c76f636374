import { addChunkStrings, useChunkTranslation } from '../../i18n/chunkStrings.ts';
import en from './locales/en.json';
import es from './locales/es.json';

/**
 * The guide's strings ride in the live screen's chunk, not in the first bundle's locale files. Its
 * screens ask this namespace first and the main one after (app.*, error.*, and the three epg texts
 * the media and playlist screens also show).
 */
addChunkStrings('live', { en, es });

export function useLiveTranslation() {
  return useChunkTranslation('live');
}
