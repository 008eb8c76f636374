import { addChunkStrings, useChunkTranslation } from '../../i18n/chunkStrings.ts';
import en from './locales/en.json';
import es from './locales/es.json';

/**
 * Strings only the detail pages (film and series) show ride in their chunks, not in the first
 * bundle's locale files (the first screen is at its budget); their keys keep the video.* names.
 */
const DETAIL_NAMESPACE = 'detail-screen';
addChunkStrings(DETAIL_NAMESPACE, { en, es });

export function useDetailTranslation() {
  return useChunkTranslation(DETAIL_NAMESPACE);
}
