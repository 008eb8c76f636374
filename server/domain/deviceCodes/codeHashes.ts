import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A device code: 256 random bits, the TV's secret for redeeming the grant (RFC 8628 section 3.2). */
export function newDeviceCode(): string {
  return randomBytes(32).toString('base64url');
}

/** Device codes are long random secrets, so a plain SHA-256 hides them (notes: accounts, Tokens). */
export function hashDeviceCode(deviceCode: string): string {
  return createHash('sha256').update(deviceCode).digest('base64url');
}

/**
 * User codes have only ~25.5 bits: a plain hash of one is reversed by trying all 47 million. Keyed with a
 * server secret kept apart from the table, a stolen table alone gives nothing away.
 */
export function hashUserCode(key: string, userCode: string): string {
  return createHmac('sha256', key).update(userCode).digest('base64url');
}
