import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';

/**
 * The clock subscriptions live by: the server's clock plus an offset the demo and the tests advance
 * (issue 23: renewals, expiry and trial ends shown without waiting). The offset is in the database so
 * every instance lives at the same time; it is read at most once a second.
 */
export function createPaymentClock(db: Kysely<DatabaseSchema>, now: () => number) {
  let cached: { offset: number; readAt: number } | undefined;
  const offset = async () => {
    const at = Date.now();
    if (cached && at - cached.readAt < 1_000) return cached.offset;
    const row = await db
      .selectFrom('payment_clock')
      .select('offset_ms')
      .where('id', '=', 1)
      .executeTakeFirst();
    cached = { offset: Number(row?.offset_ms ?? 0), readAt: at };
    return cached.offset;
  };
  return {
    async now(): Promise<number> {
      return now() + (await offset());
    },
    /** Moves the clock forward (never back: a renewal once charged stays charged). */
    async advance(ms: number): Promise<number> {
      const row = await db
        .insertInto('payment_clock')
        .values({ id: 1, offset_ms: ms })
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((eb) => ({ offset_ms: eb('payment_clock.offset_ms', '+', ms) })),
        )
        .returning('offset_ms')
        .executeTakeFirstOrThrow();
      cached = { offset: Number(row.offset_ms), readAt: Date.now() };
      return now() + cached.offset;
    },
  };
}

export type PaymentClock = ReturnType<typeof createPaymentClock>;
