import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/databaseSchema.ts';

/** What every part of the local provider works with; built once by createLocalPaymentProvider. */
export interface PspContext {
  db: Kysely<DatabaseSchema>;
  now: () => number;
  /** How long the slow test card (4000 0000 0000 7726) takes to confirm. */
  slowConfirmMs: number;
  /** A provider page's URL: absolute on the public URL when there is one, else root-relative. */
  pageUrl: (path: string) => string;
  /** Signs redirectResult values; never leaves the provider. */
  redirectSecret: () => Promise<string>;
}

/** A 3-D Secure page lives this long; then the payment is refused as cancelled (abandoned). */
export const CHALLENGE_LIFETIME_MS = 3_600_000;
/** A wallet approval link lives 3 h (notes: payments, Wallet redirect). */
export const WALLET_APPROVAL_LIFETIME_MS = 3 * 3_600_000;
/** A hosted card component session lives this long. */
export const SESSION_LIFETIME_MS = 3_600_000;
