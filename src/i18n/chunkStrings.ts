import { useTranslation } from 'react-i18next';
import { i18next } from './i18n.ts';

/**
 * A lazy chunk's strings, in their own namespace and in that chunk, never on the first screen. Their
 * own namespace: adding 'es' to the main one would make i18n think the main Spanish bundle is loaded.
 */
export function addChunkStrings(namespace: string, bundles: Readonly<Record<'en' | 'es', object>>): void {
  for (const [language, bundle] of Object.entries(bundles))
    if (!i18next.hasResourceBundle(language, namespace))
      i18next.addResourceBundle(language, namespace, bundle);
}

/**
 * t over a chunk's namespace first, then the main bundle's (app.*, error.* ...): 'fallback' mode, as
 * react-i18next's default reads only the first namespace of a list.
 */
export function useChunkTranslation(namespace: string) {
  return useTranslation([namespace, 'translation'], { nsMode: 'fallback' });
}
