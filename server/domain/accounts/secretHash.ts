import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Random secrets (refresh tokens, reset tokens, device codes) are stored as SHA-256 hashes: they carry
 * 256 bits of entropy, so a fast hash is enough (notes: accounts, Tokens); passwords and PINs use argon2.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Compares two strings in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}
