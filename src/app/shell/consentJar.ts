import { z } from 'zod/mini';
import { CONSENT_VALUE, consentCookie, consentExpiresMs } from '../../domain/cookieConsent.ts';
import { localStore } from '../../stores/deviceStorage.ts';

/*
 * Where the cookie consent is kept: the page's cookies, or in a TV package local storage, with the
 * same name and expiry, since a page opened from a file keeps no cookies.
 */

const PACKAGED_KEY = 'cookie-consent';
const storedConsentSchema = z.object({ name: z.string(), expiresMs: z.number() });

/** The cookies the consent is looked for in (domain/cookieConsent.ts `hasConsent`). */
export function consentCookies(now = Date.now()): string {
  if (!import.meta.env.VITE_PACKAGED) return document.cookie;
  const stored = localStore.getJson(PACKAGED_KEY, storedConsentSchema);
  return stored && stored.expiresMs > now ? `${stored.name}=${CONSENT_VALUE}` : '';
}

/** Keeps the consent for its days. */
export function keepConsent(name: string, days: number, now: number): void {
  if (import.meta.env.VITE_PACKAGED) {
    localStore.setJson(PACKAGED_KEY, { name, expiresMs: consentExpiresMs(days, now) });
    return;
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing on every TV engine we support
  document.cookie = consentCookie(name, days, now);
}
