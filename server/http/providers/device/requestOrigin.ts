import type { Context } from 'hono';

/**
 * The app's address as the TV reached it, for `{origin}/activate`. Behind a proxy (TRUST_PROXY) the
 * forwarded scheme and host are believed, as clientIp believes the forwarded address.
 */
export function requestOrigin(c: Context, trustProxy = process.env.TRUST_PROXY === 'true'): string {
  const url = new URL(c.req.url);
  if (trustProxy) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
    if (host && /^[\w.-]+(:\d+)?$/.test(host)) return `${proto === 'https' ? 'https' : 'http'}://${host}`;
  }
  return url.origin;
}
