/** spec: browsing 9 — cookie consent: name ott-cookies, value 'accepted', 365 days unless configured. */
export const DEFAULT_CONSENT_COOKIE = 'ott-cookies';
export const CONSENT_VALUE = 'accepted';
export const DEFAULT_CONSENT_DAYS = 365;

/** Whether a cookie string holds the consent cookie (any value: it exists, spec: browsing 4, Other). */
export function hasConsent(cookies: string, name = DEFAULT_CONSENT_COOKIE): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().split('=')[0] === name);
}

export function consentExpiresMs(days: number, now: number): number {
  return now + days * 86_400_000;
}

export function consentCookie(name: string, days: number, now: number): string {
  const expires = new Date(consentExpiresMs(days, now)).toUTCString();
  return `${name}=${CONSENT_VALUE}; expires=${expires}; path=/; SameSite=Lax`;
}
