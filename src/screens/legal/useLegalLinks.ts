import { type LegalLink, type LegalPageId, legalLinks } from '../../domain/legalLinks.ts';
import { isLegalPageAvailable } from '../../domain/legalPage.ts';
import { useStartupResult } from '../../stores/configStore.ts';

/** The translation key of each legal page's link. */
export const legalLinkLabels: Record<LegalPageId, string> = {
  privacy_policy: 'app.privacy_policy',
  terms_of_use: 'app.terms_of_use',
  about_us: 'app.about_us',
};

/** spec: browsing 2, Footer and Legal pages — the legal links of one placement ('footer', 'settings'). */
export function useLegalLinks(placement: 'footer' | 'settings'): LegalLink[] {
  const { config, features, legal } = useStartupResult();
  const redirects = config.redirectUrls ?? {};
  const placements = config.placements ?? {};
  return legalLinks(placement, {
    privacy_policy: {
      available: isLegalPageAvailable({ html: legal.privacyPolicy, canShow: features.canShowPrivacyPolicy }),
      redirectUrl: redirects.privacy_policy,
      placements: placements.privacy_policy,
    },
    terms_of_use: {
      available: isLegalPageAvailable({ html: legal.termsOfUse, canShow: features.canShowTermsOfUse }),
      redirectUrl: redirects.terms_of_use,
      placements: placements.terms_of_use,
    },
    // The about page always has its built-in text.
    about_us: { available: true, redirectUrl: redirects.about_us, placements: placements.about_us },
  });
}
