import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The notification signature real providers use (notes: payments, Signed notifications): the header
 * `t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}"}`, checked within ±300 s so a captured
 * notification cannot be replayed later. The merchant verifies the raw body as received, before parsing.
 */
export function signNotification(rawBody: string, secret: string, nowSeconds: number): string {
  const t = Math.floor(nowSeconds);
  return `t=${t},v1=${hmacHex(`${t}.${rawBody}`, secret)}`;
}

export function verifyNotification(
  rawBody: string,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parsed = parseHeader(header);
  if (!parsed) return false;
  if (Math.abs(nowSeconds - parsed.t) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(`${parsed.t}.${rawBody}`, secret), 'hex');
  // Any v1 may match: a provider rolling its secret sends one signature per secret.
  return parsed.v1.some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

function hmacHex(text: string, secret: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

function parseHeader(header: string | undefined): { t: number; v1: string[] } | undefined {
  if (!header || header.length > 1_000) return undefined;
  let t: number | undefined;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, extra] = part.trim().split('=');
    if (extra !== undefined || !value) return undefined;
    if (key === 't' && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) v1.push(value);
    else if (key === 't' || key === 'v1') return undefined;
  }
  return t === undefined || v1.length === 0 ? undefined : { t, v1 };
}
