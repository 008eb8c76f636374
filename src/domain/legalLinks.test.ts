import { describe, expect, it } from 'vitest';
import { type LegalLink, type LegalPageId, type LegalPageState, legalLinks } from './legalLinks.ts';

const pages = (overrides: Partial<Record<LegalPageId, LegalPageState>> = {}) => ({
  privacy_policy: { available: true },
  terms_of_use: { available: true },
  about_us: { available: true },
  ...overrides,
});
const internal = (id: LegalPageId, href: string): LegalLink => ({ id, href, external: false });

/** spec: browsing 2, Footer and Legal pages — placements, content presence, redirect URLs. */
describe('legalLinks', () => {
  it.each<[string, string, Record<LegalPageId, LegalPageState>, LegalLink[]]>([
    [
      'default placements: every page in the footer',
      'footer',
      pages(),
      [
        internal('privacy_policy', '/privacy-policy'),
        internal('terms_of_use', '/terms-of-use'),
        internal('about_us', '/o/about'),
      ],
    ],
    [
      'default placements include settings',
      'settings',
      pages({ about_us: { available: true, placements: ['footer'] } }),
      [internal('privacy_policy', '/privacy-policy'), internal('terms_of_use', '/terms-of-use')],
    ],
    [
      'a page without content has no link',
      'footer',
      pages({ terms_of_use: { available: false } }),
      [internal('privacy_policy', '/privacy-policy'), internal('about_us', '/o/about')],
    ],
    [
      'a placement list without footer keeps it out of the footer',
      'footer',
      pages({
        privacy_policy: { available: true, placements: ['settings'] },
        about_us: { available: true, placements: [] },
      }),
      [internal('terms_of_use', '/terms-of-use')],
    ],
    [
      'a redirect URL is used instead, even without content of our own',
      'footer',
      pages({ terms_of_use: { available: false, redirectUrl: 'https://example.org/terms' } }),
      [
        internal('privacy_policy', '/privacy-policy'),
        { id: 'terms_of_use', href: 'https://example.org/terms', external: true },
        internal('about_us', '/o/about'),
      ],
    ],
    [
      'a redirect URL follows the placements too',
      'settings',
      pages({
        about_us: { available: true, redirectUrl: 'https://example.org/about', placements: ['footer'] },
      }),
      [internal('privacy_policy', '/privacy-policy'), internal('terms_of_use', '/terms-of-use')],
    ],
  ])('%s', (_name, placement, input, expected) => {
    expect(legalLinks(placement, input)).toEqual(expected);
  });
});
