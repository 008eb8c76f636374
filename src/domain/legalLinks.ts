/**
 * spec: browsing 2, Footer and Legal pages — where links to the privacy policy, the terms of use and
 * the about page appear. Each page has placement lists ('footer', 'settings'); a link shows where its
 * list says, when the page has content (a document, or the built-in text its flag allows) or a
 * configured redirect URL, which it then opens instead of the page, in a new tab.
 */
export const legalPageIds = ['privacy_policy', 'terms_of_use', 'about_us'] as const;
export type LegalPageId = (typeof legalPageIds)[number];

export const LEGAL_PATHS: Record<LegalPageId, string> = {
  privacy_policy: '/privacy-policy',
  terms_of_use: '/terms-of-use',
  about_us: '/o/about',
};

/** Without a configured list a page's link shows in the footer and in settings. */
export const DEFAULT_PLACEMENTS: readonly string[] = ['footer', 'settings'];

export interface LegalPageState {
  /** Content exists in en or es (src/domain/legalPage.ts). */
  available: boolean;
  redirectUrl?: string;
  placements?: readonly string[];
}

export interface LegalLink {
  id: LegalPageId;
  href: string;
  external: boolean;
}

export function legalLinks(placement: string, pages: Record<LegalPageId, LegalPageState>): LegalLink[] {
  return legalPageIds.flatMap((id): LegalLink[] => {
    const page = pages[id];
    if (!(page.placements ?? DEFAULT_PLACEMENTS).includes(placement)) return [];
    if (page.redirectUrl) return [{ id, href: page.redirectUrl, external: true }];
    return page.available ? [{ id, href: LEGAL_PATHS[id], external: false }] : [];
  });
}
