import type { RateRule } from '../accounts/index.ts';

export interface DeviceCodeSettings {
  /** How long a code can be entered and redeemed (RFC 8628 `expires_in`; the TV issue: 10 minutes). */
  lifetimeSeconds: number;
  /** The TV's polling interval (RFC 8628 section 3.2 default: 5 s). */
  intervalSeconds: number;
  /** What each `slow_down` adds to the interval, for the rest of the code's life (RFC 8628 section 3.5). */
  slowDownSeconds: number;
  /**
   * Entries (describe, approve, deny) one code accepts before it dies. The phone needs two (describe,
   * then approve or deny); more means the code is being tried from elsewhere (RFC 8628 section 5.1).
   */
  maxEntriesPerCode: number;
}

export const DEFAULT_DEVICE_CODE_SETTINGS: DeviceCodeSettings = {
  lifetimeSeconds: 600,
  intervalSeconds: 5,
  slowDownSeconds: 5,
  maxEntriesPerCode: 5,
};

/**
 * The TV side's limits per address. New codes: every live code is one more target for a guesser, so a
 * flood of requests must not fill the code space (RFC 8628 section 5.1). Token polls: one TV polls 60
 * times in 5 minutes at the 5 s interval, so 300 leaves room for a household of TVs behind one address.
 * Push streams: one per code, a new code every 10 minutes; each open stream reads its row every 400 ms,
 * so opening them must not be free.
 */
export const DEVICE_RATE_RULES = {
  authorizePerIp: { limit: 30, windowSeconds: 300 },
  tokenPerIp: { limit: 300, windowSeconds: 300 },
  eventsPerIp: { limit: 60, windowSeconds: 300 },
} satisfies Record<string, RateRule>;

/** Decided, expired and redeemed codes are kept this long (the TV may still ask), then deleted. */
export const KEEP_DEAD_CODES_MS = 24 * 3600 * 1000;
