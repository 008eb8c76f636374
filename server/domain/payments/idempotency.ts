import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';

export interface StoredAnswer {
  status: number;
  body: string;
}

export class IdempotencyConflict extends Error {
  constructor(readonly reason: 'mismatch' | 'in_progress') {
    super(
      reason === 'mismatch'
        ? 'Idempotency-Key was already used with other parameters'
        : 'A request with this Idempotency-Key is in progress',
    );
    this.name = 'IdempotencyConflict';
  }
}

/** How long a key's first answer is replayed (notes: payments, Idempotency keys: at least 24 h). */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

/**
 * Requests that can move money run once per Idempotency-Key (issue 23): the first answer, errors
 * included, is replayed for 24 h; the same key with other parameters is refused; a duplicate racing
 * the first gets a conflict. The record lives in the database, so a retry that reaches another
 * instance is answered the same. An answer that never came (a crash, an unexpected error) frees the key.
 */
export function createIdempotency(db: Kysely<DatabaseSchema>, now: () => number) {
  const run = async (
    customerId: number,
    key: string,
    requestHash: string,
    work: () => Promise<StoredAnswer>,
    retried = false,
  ): Promise<StoredAnswer & { replayed: boolean }> => {
    const claimed = await db
      .insertInto('idempotency_keys')
      .values({
        customer_id: customerId,
        key,
        request_hash: requestHash,
        state: 'running',
        status: null,
        body: null,
        created_at: new Date(now()),
      })
      .onConflict((conflict) => conflict.columns(['customer_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (claimed) {
      let answer: StoredAnswer;
      try {
        answer = await work();
      } catch (error) {
        await db
          .deleteFrom('idempotency_keys')
          .where('customer_id', '=', customerId)
          .where('key', '=', key)
          .execute();
        throw error;
      }
      await db
        .updateTable('idempotency_keys')
        .set({ state: 'done', status: answer.status, body: answer.body })
        .where('customer_id', '=', customerId)
        .where('key', '=', key)
        .execute();
      return { ...answer, replayed: false };
    }
    const row = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row || (row.created_at.getTime() <= now() - IDEMPOTENCY_TTL_MS && !retried)) {
      if (row)
        await db
          .deleteFrom('idempotency_keys')
          .where('customer_id', '=', customerId)
          .where('key', '=', key)
          .where('created_at', '=', row.created_at)
          .execute();
      return run(customerId, key, requestHash, work, true);
    }
    if (row.request_hash !== requestHash) throw new IdempotencyConflict('mismatch');
    if (row.state !== 'done' || row.status === null || row.body === null)
      throw new IdempotencyConflict('in_progress');
    return { status: row.status, body: row.body, replayed: true };
  };
  return { run };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
