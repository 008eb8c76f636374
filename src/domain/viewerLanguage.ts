/** spec: browsing 1 — the product's languages: English and Spanish, default en. */
export const translatedLanguages = ['en', 'es'] as const;
export type TranslatedLanguage = (typeof translatedLanguages)[number];

const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/** The primary subtag of a well-formed language tag ('es-MX' is 'es'), else undefined. */
export function primaryLanguage(tag: string): string | undefined {
  return LANGUAGE_TAG.test(tag) ? tag.split('-')[0]?.toLowerCase() : undefined;
}

export interface ViewerLanguageInput {
  /** The device's stored choice ('language'). */
  stored: string | null;
  /** The browser's languages, most wanted first. */
  device: readonly string[];
  /** The site's languages (config availableLanguages), all of them by default. */
  available: readonly TranslatedLanguage[];
  /** The site's default (config byDefaultLanguage), else en. */
  fallback: TranslatedLanguage;
  /** The isMultiLanguageSupport flag. */
  multiLanguage: boolean;
}

/**
 * spec: browsing 1 and 2, Settings panel and Legal pages — the viewer's language. Without
 * multi-language support, the site's default. Otherwise the stored choice when the site offers it,
 * then the first device language it offers, then the default. A stored language the product does not
 * translate at all (say 'fr', chosen in another app on the device) is kept as the viewer's: the
 * interface then reads in English, the settings say 'Select Language' and the built-in legal texts
 * 'Language not supported'. A translated language the site does not offer gives way to the default.
 */
export function viewerLanguage(input: ViewerLanguageInput): string {
  if (!input.multiLanguage) return input.fallback;
  const offered = (code: string | undefined): code is TranslatedLanguage =>
    input.available.some((language) => language === code);
  const stored = input.stored === null ? undefined : primaryLanguage(input.stored);
  if (stored && (offered(stored) || !translatedLanguages.some((language) => language === stored)))
    return stored;
  return input.device.map(primaryLanguage).find(offered) ?? input.fallback;
}
