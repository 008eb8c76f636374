import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import { AccountError } from './accountError.ts';
import { hashSecret } from './secretHash.ts';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/** The limits of the endpoints that take a secret or a code (issue 13: per IP and per account). */
export const RATE_RULES = {
  signInPerIp: { limit: 30, windowSeconds: 300 },
  signInPerAccount: { limit: 10, windowSeconds: 300 },
  signUpPerIp: { limit: 20, windowSeconds: 3600 },
  passwordResetPerIp: { limit: 20, windowSeconds: 3600 },
  passwordResetPerAccount: { limit: 5, windowSeconds: 3600 },
  codeEntryPerIp: { limit: 20, windowSeconds: 300 },
  codeEntryPerAccount: { limit: 10, windowSeconds: 300 },
  passwordCheckPerAccount: { limit: 10, windowSeconds: 300 },
  botCheckPerIp: { limit: 60, windowSeconds: 60 },
  pinCodePerAccount: { limit: 5, windowSeconds: 900 },
  /** A profile's 4-digit PIN: 10 000 values, so a few tries per profile per quarter hour. */
  profilePinPerProfile: { limit: 5, windowSeconds: 900 },
  /** Notification CONNECTs with credentials that do not work (issue 17); good ones do not count. */
  notificationConnectFailuresPerIp: { limit: 20, windowSeconds: 300 },
  /** Analytics batches: an app sends one every few seconds at most; far more is a flood. */
  analyticsBatchesPerIp: { limit: 120, windowSeconds: 60 },
  /** Wrong operator keys for the analytics summary. */
  analyticsKeyFailuresPerIp: { limit: 10, windowSeconds: 300 },
} satisfies Record<string, RateRule>;

/**
 * Fixed-window counters kept in the database, so every server instance behind a load balancer counts
 * the same hits (issue 22, scale out). One upsert per hit: the window restarts once it has passed.
 * Keys are hashed: an e-mail address in a key is not stored in clear.
 */
export function createRateLimiter(db: Kysely<DatabaseSchema>, now: () => number) {
  return {
    async consume(key: string, rule: RateRule): Promise<void> {
      const at = new Date(now());
      const windowEdge = new Date(at.getTime() - rule.windowSeconds * 1000);
      const row = await db
        .insertInto('rate_limits')
        .values({ key: hashSecret(key), window_start: at, hits: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql`case when rate_limits.window_start <= ${windowEdge} then 1 else rate_limits.hits + 1 end`,
            window_start: sql`case when rate_limits.window_start <= ${windowEdge} then ${at} else rate_limits.window_start end`,
          }),
        )
        .returning(['hits', 'window_start'])
        .executeTakeFirstOrThrow();
      if (row.hits > rule.limit) {
        const endsAt = new Date(row.window_start).getTime() + rule.windowSeconds * 1000;
        throw new AccountError('rate_limited', 'Too many attempts', {
          retryAfterSeconds: Math.max(1, Math.ceil((endsAt - at.getTime()) / 1000)),
        });
      }
    },
    /** Whether the key is over its limit now, without counting a hit (failures-only limits). */
    async isLimited(key: string, rule: RateRule): Promise<boolean> {
      const windowEdge = new Date(now() - rule.windowSeconds * 1000);
      const row = await db
        .selectFrom('rate_limits')
        .select('hits')
        .where('key', '=', hashSecret(key))
        .where('window_start', '>', windowEdge)
        .executeTakeFirst();
      return (row?.hits ?? 0) >= rule.limit;
    },
    /** A success forgives the failures before it (the per-account sign-in counter). */
    async reset(key: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('key', '=', hashSecret(key)).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
