import { createHmac, timingSafeEqual } from 'node:crypto';

export interface RedirectClaim {
  challengeId: string;
  reference: string;
}

/**
 * The `redirectResult` a 3-D Secure page hands back through the shopper's browser: signed with a secret
 * only the provider knows and bound to the payment reference, so the shopper cannot forge an outcome or
 * carry one payment's result over to another. Single use is kept in the database (consumed_at).
 */
export function signRedirectResult(claim: RedirectClaim, secret: string): string {
  const payload = Buffer.from(JSON.stringify([claim.challengeId, claim.reference])).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

export function readRedirectResult(value: string, secret: string): RedirectClaim | undefined {
  if (value.length > 2_000) return undefined;
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string')
      return undefined;
    return { challengeId: parsed[0], reference: parsed[1] };
  } catch {
    return undefined;
  }
}

function mac(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`redirectResult.${payload}`).digest('base64url');
}
