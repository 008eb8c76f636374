/**
 * spec: browsing 2, Legal pages — what a legal page shows. The config's HTML (es for Spanish viewers
 * when it exists, else en) wins; without it the built-in text in the viewer's language when the
 * page's canShow flag is on, 'Language not supported' for a language without one; with neither the
 * page is not available (spec: browsing 2, Route table — terms and privacy only when allowed).
 */
export type LegalPageSource =
  | { kind: 'html'; html: string }
  | { kind: 'builtIn'; language: 'en' | 'es' }
  | { kind: 'languageNotSupported' }
  | { kind: 'disabled' };

export interface LegalPageInput {
  /** The config's HTML by language (the legal screen sanitises it before it is shown). */
  html?: { en?: string; es?: string };
  /** canShowPrivacyPolicy / canShowTermsOfUse; the about page is always on. */
  canShow: boolean;
  /** The viewer's language code. */
  language: string;
}

export function legalPageSource({ html, canShow, language }: LegalPageInput): LegalPageSource {
  const configHtml = language === 'es' && html?.es ? html.es : html?.en || html?.es;
  if (configHtml) return { kind: 'html', html: configHtml };
  if (!canShow) return { kind: 'disabled' };
  if (language === 'en' || language === 'es') return { kind: 'builtIn', language };
  return { kind: 'languageNotSupported' };
}

/** Whether links to the page appear and its route opens (content exists in en or es). */
export function isLegalPageAvailable(input: Omit<LegalPageInput, 'language'>): boolean {
  return legalPageSource({ ...input, language: 'en' }).kind !== 'disabled';
}
