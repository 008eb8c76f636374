import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { HANDOFF_LIFETIMES } from '../../domain/payments/handoffs.ts';
import { requestOrigin } from '../providers/device/requestOrigin.ts';
import { type PageLanguage, pageLanguage } from '../providers/shared/hostedPage.ts';

/**
 * The phone's hand-off session secret. httpOnly: no script reads it. Path /pay: no other page of this
 * server gets it. SameSite=Lax: another site cannot post a payment with it, while the top-level return
 * from a 3-D Secure or wallet page on the provider's site still brings it. Secure behind TLS.
 */
const COOKIE = 'ott_pay';
const cookieOptions = (c: Context) =>
  ({
    path: '/pay',
    httpOnly: true,
    sameSite: 'Lax',
    secure: requestOrigin(c).startsWith('https:'),
  }) as const;

export function setHandoffCookie(c: Context, secret: string): void {
  setCookie(c, COOKIE, secret, { ...cookieOptions(c), maxAge: HANDOFF_LIFETIMES.sessionMs / 1000 });
}

export const handoffCookie = (c: Context): string | undefined => getCookie(c, COOKIE) || undefined;

export function clearHandoffCookie(c: Context): void {
  if (getCookie(c, COOKIE) !== undefined) deleteCookie(c, COOKIE, cookieOptions(c));
}

/** The page's language: ?lang= first, then Accept-Language (the phone's own setting); en by default. */
export const payLanguage = (c: Context): PageLanguage =>
  pageLanguage(c.req.header('accept-language'), c.req.query('lang'));

/** Adds the language to a URL of ours when the viewer chose it by ?lang=, so the next page keeps it. */
export function withLanguage(url: string, language: PageLanguage): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
}

/** A path of the phone's pages as the next request should ask for it: the chosen language kept. */
export const payPath = (c: Context, path: string): string =>
  c.req.query('lang') ? withLanguage(path, payLanguage(c)) : path;

/** The same, absolute: where the provider's pages send the viewer back. */
export const payUrl = (c: Context, path: string): string => `${requestOrigin(c)}${payPath(c, path)}`;
