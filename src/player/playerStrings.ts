import { addChunkStrings } from '../i18n/chunkStrings.ts';
import en from './locales/en.json';
import es from './locales/es.json';

/** The player's own strings ride in the player chunk, not in the first bundle's locale files. */
export const PLAYER_NAMESPACE = 'player';
addChunkStrings(PLAYER_NAMESPACE, { en, es });
