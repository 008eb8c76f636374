import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import { RATE_RULES, type RateLimiter } from './rateLimiter.ts';
import { hashSecret, newSecret, sameSecret } from './secretHash.ts';
import type { Viewer } from './sessions.ts';

/** spec: payments 3 — the notification credentials the app caches and connects with. */
export interface NotificationCredentials {
  region: string;
  /** The MQTT username; names the set, not secret. */
  accessKey: string;
  /** Kept for the spec's shape; the reference broker checks the session token. */
  secretKey: string;
  /** The MQTT password. */
  sessionToken: string;
  /** The broker's full WebSocket address, `ws(s)://{host}/mqtt`. */
  iotEndpoint: string;
  /** Unix seconds after which the broker refuses the set. */
  expiresAt: number;
}

/** Who a CONNECT's credentials belong to: the broker lets it subscribe to the account's topic only. */
export interface NotificationIdentity {
  customerUuid: string;
  sessionId: string;
}

/**
 * Short-lived notification credentials (issue 17), one set per signed-in session: asking again replaces
 * the session's set. A set stops working when it expires or when its session ends (sign-out, the
 * session limit, a password change), so a revoked device cannot listen on.
 */
export function createNotificationKeys(
  db: Kysely<DatabaseSchema>,
  limits: RateLimiter,
  now: () => number,
  lifetimeSeconds: number,
) {
  const verify = async (accessKey: string, sessionToken: string) => {
    const row = await db
      .selectFrom('notification_keys')
      .innerJoin('sessions', 'sessions.id', 'notification_keys.session_id')
      .innerJoin('customers', 'customers.id', 'sessions.customer_id')
      .select([
        'notification_keys.token_hash',
        'notification_keys.expires_at',
        'sessions.id as sessionId',
        'sessions.revoked_at',
        'customers.uuid',
      ])
      .where('notification_keys.access_key', '=', accessKey)
      .executeTakeFirst();
    if (!row || row.revoked_at || row.expires_at.getTime() <= now()) return undefined;
    if (!sameSecret(row.token_hash, hashSecret(sessionToken))) return undefined;
    return { customerUuid: row.uuid, sessionId: row.sessionId };
  };

  return {
    async issue(viewer: Viewer, iotEndpoint: string): Promise<NotificationCredentials> {
      const accessKey = `OTT${randomBytes(10).toString('hex').toUpperCase()}`;
      const sessionToken = newSecret(32);
      const expiresAt = Math.floor(now() / 1000) + lifetimeSeconds;
      const row = {
        access_key: accessKey,
        session_id: viewer.sessionId,
        token_hash: hashSecret(sessionToken),
        expires_at: new Date(expiresAt * 1000),
      };
      await db
        .insertInto('notification_keys')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('session_id').doUpdateSet({
            access_key: row.access_key,
            token_hash: row.token_hash,
            expires_at: row.expires_at,
          }),
        )
        .execute();
      return {
        region: 'local',
        accessKey,
        secretKey: newSecret(24),
        sessionToken,
        iotEndpoint,
        expiresAt,
      };
    },

    /** The session's current access key, if it has a set. */
    async keyOf(sessionId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('notification_keys')
        .select('access_key')
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return row?.access_key;
    },

    /** The access keys that still work: unexpired, their session not ended (a broker's clients are checked against them). */
    async liveKeys(): Promise<Set<string>> {
      const rows = await db
        .selectFrom('notification_keys')
        .innerJoin('sessions', 'sessions.id', 'notification_keys.session_id')
        .select('notification_keys.access_key')
        .where('sessions.revoked_at', 'is', null)
        .where('notification_keys.expires_at', '>', new Date(now()))
        .execute();
      return new Set(rows.map((row) => row.access_key));
    },

    /**
     * The identity behind a CONNECT's username and password, or undefined: unknown, wrong, expired or
     * its session ended. Failures count per address; past the limit even good credentials wait.
     */
    async connect(
      accessKey: string,
      sessionToken: string,
      ip: string,
    ): Promise<NotificationIdentity | undefined> {
      const key = `notification-connect:${ip}`;
      const rule = RATE_RULES.notificationConnectFailuresPerIp;
      if (await limits.isLimited(key, rule)) return undefined;
      const identity = await verify(accessKey, sessionToken);
      if (!identity) await limits.consume(key, rule).catch(() => undefined);
      return identity;
    },
  };
}

export type NotificationKeys = ReturnType<typeof createNotificationKeys>;
