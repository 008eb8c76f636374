import { describe, expect, it } from 'vitest';
import { appConfigSchema } from './appConfigSchema.ts';

const base = { description: 'd', siteId: 's', content: [], contentSigningService: { host: '/' } };

/** spec: browsing 3 and 5 — redirect URLs, the client site and placements, validated strictly. */
describe('appConfigSchema: links the viewer opens', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['an https redirect', { redirectUrls: { terms_of_use: 'https://example.org/terms' } }, true],
    ['an http support link', { redirectUrls: { footer_support_link: 'http://example.org/help' } }, true],
    ['a javascript: URL', { redirectUrls: { privacy_policy: 'javascript:alert(1)' } }, false],
    ['a data: URL', { clientSiteUrl: 'data:text/html,hi' }, false],
    ['a relative path', { clientSiteUrl: '/about' }, false],
    ['placement lists', { placements: { about_us: ['settings'], privacy_policy: [] } }, true],
    ['a placement that is not a list', { placements: { about_us: 'footer' } }, false],
  ])('%s -> valid %s', (_name, fields, valid) => {
    expect(appConfigSchema.safeParse({ ...base, ...fields }).success).toBe(valid);
  });
});
