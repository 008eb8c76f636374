import { randomBytes } from 'node:crypto';

/**
 * Random identifiers with a type prefix, as real providers hand out (`evt_…`, `tok_…`): 18 random bytes
 * (144 bits) so ids in page URLs (3-D Secure, wallet approval) cannot be guessed.
 */
export function newProviderId(prefix: 'psp' | 'evt' | 'tok' | 'cs' | 'chl' | 'wap'): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}
