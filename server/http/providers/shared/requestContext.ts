import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The viewer's address for rate limits and lastUserIp. X-Forwarded-For is believed only when the
 * operator says a proxy sets it (TRUST_PROXY): otherwise any client could pick its own address.
 */
export function clientIp(c: Context, trustProxy = process.env.TRUST_PROXY === 'true'): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'local';
  }
}

/** The token of an `Authorization: Bearer …` header, if there is one. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
