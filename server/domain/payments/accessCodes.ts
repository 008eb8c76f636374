import { type Kysely, type Selectable, sql } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import type { PaymentTables } from '../../db/paymentTables.ts';
import type { PaymentClock } from './paymentClock.ts';

/**
 * Access codes (spec: payments 4, Access codes; 7, code access): a code the merchant hands out (a
 * screener, a gift to a friend) opens one asset in a browser, named by the browser's fingerprint, for as
 * long as that browser's session lasts. A code opens a few browsers at most, so a code posted online
 * does not open the asset for everyone.
 */
export interface AccessCode {
  /** The paywall's `code_id`. */
  id: number;
  code: string;
  assetId: number;
  maxBrowsers: number;
}

export const ACCESS_CODES: readonly AccessCode[] = [
  { id: 1, code: 'PREMIERE-2026', assetId: 7010, maxBrowsers: 3 },
  { id: 2, code: 'RENT-FRIEND', assetId: 7020, maxBrowsers: 1 },
];

export type AccessCodeSession = Selectable<PaymentTables['access_code_sessions']>;

/** The words of every refusal, in one place. */
export const ACCESS_CODE_MESSAGES = {
  invalid_code: 'Invalid access code',
  browser_limit: 'This access code is already in use on as many browsers as it allows',
  session_not_found: 'Access code session not found',
} as const;

export class AccessCodeError extends Error {
  constructor(readonly code: keyof typeof ACCESS_CODE_MESSAGES) {
    super(ACCESS_CODE_MESSAGES[code]);
    this.name = 'AccessCodeError';
  }
}

/** A code by its text (any case) or its code_id, as the paywall's session calls name it either way. */
export function findAccessCode(codeOrId: string): AccessCode | undefined {
  const wanted = codeOrId.trim().toUpperCase();
  return ACCESS_CODES.find((entry) => entry.code === wanted || String(entry.id) === wanted);
}

export function createAccessCodes(db: Kysely<DatabaseSchema>, clock: PaymentClock) {
  const known = (codeOrId: string) => {
    const entry = findAccessCode(codeOrId);
    if (!entry) throw new AccessCodeError('invalid_code');
    return entry;
  };

  return {
    /**
     * Opens the code's asset in a browser. The same browser entering it again keeps its session (a
     * signed-in viewer entering it takes the session over: the browser is theirs now). The browser count
     * is checked under a lock on the code, so two browsers racing for the last place cannot both get it.
     */
    async enter(input: {
      code: string;
      assetId: number;
      fingerprint: string;
      customerId?: number;
    }): Promise<{ accessCode: AccessCode; session: AccessCodeSession }> {
      const accessCode = ACCESS_CODES.find(
        (entry) => entry.code === input.code.trim().toUpperCase() && entry.assetId === input.assetId,
      );
      if (!accessCode) throw new AccessCodeError('invalid_code');
      const at = new Date(await clock.now());
      const session = await db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`access-code:${accessCode.code}`}))`.execute(trx);
        const existing = await trx
          .selectFrom('access_code_sessions')
          .selectAll()
          .where('code', '=', accessCode.code)
          .where('browser_fingerprint', '=', input.fingerprint)
          .executeTakeFirst();
        if (existing) {
          if (input.customerId === undefined || existing.customer_id === input.customerId) return existing;
          return trx
            .updateTable('access_code_sessions')
            .set({ customer_id: input.customerId })
            .where('id', '=', existing.id)
            .returningAll()
            .executeTakeFirstOrThrow();
        }
        const { count } = await trx
          .selectFrom('access_code_sessions')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('code', '=', accessCode.code)
          .executeTakeFirstOrThrow();
        if (Number(count) >= accessCode.maxBrowsers) throw new AccessCodeError('browser_limit');
        return trx
          .insertInto('access_code_sessions')
          .values({
            code: accessCode.code,
            customer_id: input.customerId ?? null,
            browser_fingerprint: input.fingerprint,
            created_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return { accessCode, session };
    },

    async sessions(codeOrId: string): Promise<{ accessCode: AccessCode; sessions: AccessCodeSession[] }> {
      const accessCode = known(codeOrId);
      const sessions = await db
        .selectFrom('access_code_sessions')
        .selectAll()
        .where('code', '=', accessCode.code)
        .orderBy('id')
        .execute();
      return { accessCode, sessions };
    },

    /** Ends one browser's session: the browser loses the asset, and its place is free again. */
    async end(codeOrId: string, fingerprint: string): Promise<void> {
      const accessCode = known(codeOrId);
      const removed = await db
        .deleteFrom('access_code_sessions')
        .where('code', '=', accessCode.code)
        .where('browser_fingerprint', '=', fingerprint)
        .executeTakeFirst();
      if (removed.numDeletedRows === 0n) throw new AccessCodeError('session_not_found');
    },

    /** The session through which a signed-in viewer watches an asset in this browser, if there is one. */
    async sessionOf(customerId: number, assetId: number, fingerprint: string) {
      const codes = ACCESS_CODES.filter((entry) => entry.assetId === assetId).map((entry) => entry.code);
      if (codes.length === 0) return undefined;
      return db
        .selectFrom('access_code_sessions')
        .selectAll()
        .where('code', 'in', codes)
        .where('customer_id', '=', customerId)
        .where('browser_fingerprint', '=', fingerprint)
        .executeTakeFirst();
    },
  };
}

export type AccessCodes = ReturnType<typeof createAccessCodes>;
