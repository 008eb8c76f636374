import { describe, expect, it } from 'vitest';
import { consentCookie, hasConsent } from './cookieConsent.ts';

describe('cookie consent (spec: browsing 4 and 9)', () => {
  it.each([
    ['', false],
    ['ott-cookies=accepted', true],
    ['a=1; ott-cookies=accepted; b=2', true],
    ['not-ott-cookies=accepted', false],
    ['ott-cookies=', true],
  ])('%j → %s', (cookies, consent) => {
    expect(hasConsent(cookies)).toBe(consent);
  });

  it('writes accepted with the configured lifetime', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(consentCookie('ott-cookies', 365, now)).toBe(
      'ott-cookies=accepted; expires=Fri, 01 Jan 2027 00:00:00 GMT; path=/; SameSite=Lax',
    );
  });
});
