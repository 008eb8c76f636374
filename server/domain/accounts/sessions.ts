import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import type { AccessTokens } from './accessTokens.ts';
import { AccountError } from './accountError.ts';
import type { AccountEvents, SessionEndReason } from './accountEvents.ts';
import { type Customer, toCustomer } from './customer.ts';
import { hashSecret, newSecret } from './secretHash.ts';

export interface SessionClient {
  /** Which façade signed the viewer in: 'subscription', 'paywall', 'custom', 'identity'... */
  integration: string;
  ip?: string;
  userAgent?: string;
  profileId?: string;
  publisherId?: string;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Unix seconds when the access token expires. */
  expiresAt: number;
  sessionId: string;
}

/** Who a bearer token belongs to: the customer, the session and the profile it was issued for. */
export interface Viewer {
  customer: Customer;
  sessionId: string;
  integration: string;
  profileId?: string;
}

export interface SessionSettings {
  refreshTokenDays: number;
  /** Concurrent sessions per account; the oldest is ended when a new one would pass it. */
  sessionLimit: number;
}

/**
 * Sessions with rotating refresh tokens (RFC 9700): each refresh token works once and is replaced; a
 * refresh token presented a second time means one copy was stolen, so the whole session (the token
 * family) is revoked. Access tokens are short-lived JWTs, and the session behind them is checked on every
 * use, so a revoked session stops working at once.
 */
export function createSessions(
  db: Kysely<DatabaseSchema>,
  accessTokens: AccessTokens,
  events: AccountEvents,
  settings: SessionSettings,
  now: () => number,
) {
  const refreshLifetimeMs = settings.refreshTokenDays * 24 * 3600 * 1000;

  async function revoke(sessionIds: string[], reason: SessionEndReason, customerUuid: string) {
    if (sessionIds.length === 0) return;
    await db
      .updateTable('sessions')
      .set({ revoked_at: new Date(now()), revoked_reason: reason })
      .where('id', 'in', sessionIds)
      .where('revoked_at', 'is', null)
      .execute();
    for (const sessionId of sessionIds) events.emit('session.ended', { customerUuid, sessionId, reason });
  }

  async function tokensFor(
    session: { id: string; integration: string; profile_id: string | null },
    customer: Pick<Customer, 'uuid' | 'id'>,
    publisherId?: string,
  ): Promise<TokenPair> {
    const refreshToken = newSecret();
    await db
      .insertInto('refresh_tokens')
      .values({
        token_hash: hashSecret(refreshToken),
        session_id: session.id,
        expires_at: new Date(now() + refreshLifetimeMs),
        used_at: null,
      })
      .execute();
    const { token, expiresAt } = await accessTokens.issue({
      sub: customer.uuid,
      customerId: customer.id,
      sessionId: session.id,
      integration: session.integration,
      ...(session.profile_id ? { profileId: session.profile_id } : {}),
      ...(publisherId ? { publisherId } : {}),
    });
    return { accessToken: token, refreshToken, expiresAt, sessionId: session.id };
  }

  return {
    async start(customer: Customer, client: SessionClient): Promise<TokenPair> {
      const at = new Date(now());
      const session = {
        id: randomUUID(),
        customer_id: customer.id,
        integration: client.integration,
        profile_id: client.profileId ?? null,
        user_agent: client.userAgent?.slice(0, 300) ?? null,
        ip: client.ip ?? null,
        created_at: at,
        last_used_at: at,
        revoked_at: null,
        revoked_reason: null,
      };
      await db.insertInto('sessions').values(session).execute();
      const active = await db
        .selectFrom('sessions')
        .select('id')
        .where('customer_id', '=', customer.id)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      const over = active.filter((row) => row.id !== session.id).slice(settings.sessionLimit - 1);
      await revoke(
        over.map((row) => row.id),
        'sessions_limit',
        customer.uuid,
      );
      return tokensFor(session, customer, client.publisherId);
    },

    async refresh(refreshToken: string, publisherId?: string): Promise<TokenPair> {
      const tokenHash = hashSecret(refreshToken);
      const at = new Date(now());
      // One atomic claim: of two requests with the same token, exactly one gets the row.
      const claimed = await db
        .updateTable('refresh_tokens')
        .set({ used_at: at })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .returning(['session_id', 'expires_at'])
        .executeTakeFirst();
      if (!claimed) {
        const reused = await db
          .selectFrom('refresh_tokens')
          .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
          .innerJoin('customers', 'customers.id', 'sessions.customer_id')
          .select(['sessions.id as sessionId', 'customers.uuid as customerUuid'])
          .where('refresh_tokens.token_hash', '=', tokenHash)
          .executeTakeFirst();
        if (reused) {
          await revoke([reused.sessionId], 'refresh_reuse', reused.customerUuid);
          throw new AccountError('token_reused', 'The refresh token was already used');
        }
        throw new AccountError('invalid_token', 'The refresh token is not valid');
      }
      const row = await db
        .selectFrom('sessions')
        .innerJoin('customers', 'customers.id', 'sessions.customer_id')
        .select([
          'sessions.id',
          'sessions.integration',
          'sessions.profile_id',
          'sessions.revoked_at',
          'customers.uuid',
          'customers.id as customerId',
        ])
        .where('sessions.id', '=', claimed.session_id)
        .executeTakeFirst();
      if (!row || row.revoked_at || new Date(claimed.expires_at).getTime() < at.getTime())
        throw new AccountError('invalid_token', 'The refresh token is not valid');
      await db.updateTable('sessions').set({ last_used_at: at }).where('id', '=', row.id).execute();
      return tokensFor(row, { uuid: row.uuid, id: row.customerId }, publisherId);
    },

    /** The viewer behind an access token, or undefined when it is forged, expired or its session ended. */
    async identify(accessToken: string): Promise<Viewer | undefined> {
      const claims = await accessTokens.verify(accessToken);
      if (!claims) return undefined;
      const row = await db
        .selectFrom('sessions')
        .innerJoin('customers', 'customers.id', 'sessions.customer_id')
        .selectAll('customers')
        .select(['sessions.revoked_at as sessionRevokedAt'])
        .where('sessions.id', '=', claims.sessionId)
        .executeTakeFirst();
      if (!row || row.sessionRevokedAt || row.uuid !== claims.sub) return undefined;
      const { sessionRevokedAt: _revoked, ...customer } = row;
      return {
        customer: toCustomer(customer),
        sessionId: claims.sessionId,
        integration: claims.integration,
        ...(claims.profileId ? { profileId: claims.profileId } : {}),
      };
    },

    /**
     * The session enters a profile (undefined: the default profile, which is the account itself): an
     * access token scoped to it, and the session keeps it, so its refreshed tokens stay in the profile.
     */
    async forProfile(
      viewer: Viewer,
      profileId: string | undefined,
    ): Promise<{ accessToken: string; expiresAt: number }> {
      await db
        .updateTable('sessions')
        .set({ profile_id: profileId ?? null })
        .where('id', '=', viewer.sessionId)
        .execute();
      const { token, expiresAt } = await accessTokens.issue({
        sub: viewer.customer.uuid,
        customerId: viewer.customer.id,
        sessionId: viewer.sessionId,
        integration: viewer.integration,
        ...(profileId ? { profileId } : {}),
      });
      return { accessToken: token, expiresAt };
    },

    async end(sessionId: string, reason: SessionEndReason = 'signed_out'): Promise<void> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('customers', 'customers.id', 'sessions.customer_id')
        .select('customers.uuid')
        .where('sessions.id', '=', sessionId)
        .executeTakeFirst();
      if (row) await revoke([sessionId], reason, row.uuid);
    },

    /** Ends every other session of the customer (after a password change: accounts 4.8). */
    async endOthers(customer: Customer, keepSessionId: string | undefined, reason: SessionEndReason) {
      const rows = await db
        .selectFrom('sessions')
        .select('id')
        .where('customer_id', '=', customer.id)
        .where('revoked_at', 'is', null)
        .execute();
      await revoke(
        rows.map((row) => row.id).filter((id) => id !== keepSessionId),
        reason,
        customer.uuid,
      );
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
