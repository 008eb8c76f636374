import { addChunkStrings, useChunkTranslation } from '../../i18n/chunkStrings.ts';
import en from './locales/en.json';
import es from './locales/es.json';

/**
 * The search screen's own strings (recent searches, the results title, tips, errors) ride in its chunk,
 * not in the first bundle's locale files (issue 26 needed the room there). Their keys keep the
 * search.* names; the menu's and the header's (search.title, placeholder, reset, the keyboard's) stay
 * in the main bundle.
 */
const SEARCH_NAMESPACE = 'search-screen';
addChunkStrings(SEARCH_NAMESPACE, { en, es });

export function useSearchTranslation() {
  return useChunkTranslation(SEARCH_NAMESPACE);
}
