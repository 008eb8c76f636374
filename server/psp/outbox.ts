import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/databaseSchema.ts';
import type { ProviderEvent } from './paymentProvider.ts';
import { newProviderId } from './providerIds.ts';

type Db = Kysely<DatabaseSchema>;

export type EventDraft = Pick<ProviderEvent, 'type' | 'data'>;

/**
 * Writes a notification to the outbox, due at `at` (ms): in the caller's transaction, so an outcome and
 * its notification are stored together or not at all, and any instance's sweeper may send it.
 */
export async function enqueueEvent(db: Db, draft: EventDraft, at: number, now: number): Promise<string> {
  const event: ProviderEvent = {
    id: newProviderId('evt'),
    type: draft.type,
    created: Math.floor(at / 1000),
    data: draft.data,
  };
  await db
    .insertInto('psp_outbox')
    .values({
      id: event.id,
      reference: draft.data.reference,
      body: JSON.stringify(event),
      deliver_after: new Date(at),
      attempts: 0,
      created_at: new Date(now),
    })
    .execute();
  return event.id;
}

/**
 * Takes back a notification not sent yet (the refusal scheduled for a link's expiry, once the shopper
 * answered). Only the sweeper claims due rows, and a link can no longer be answered once its refusal is
 * due, so a row being sent is never withdrawn.
 */
export async function withdrawEvent(db: Db, id: string): Promise<void> {
  await db.deleteFrom('psp_outbox').where('id', '=', id).where('delivered_at', 'is', null).execute();
}

/** The rows a sweeper took: leased to it until `leaseUntil`, so no other sweeper sends them meanwhile. */
export async function claimDueEvents(db: Db, now: number, leaseUntil: number, limit: number) {
  return db
    .updateTable('psp_outbox')
    .set((eb) => ({ deliver_after: new Date(leaseUntil), attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('psp_outbox')
        .select('id')
        .where('delivered_at', 'is', null)
        .where('given_up_at', 'is', null)
        .where('deliver_after', '<=', new Date(now))
        .orderBy('deliver_after')
        .limit(limit)
        // Two instances sweeping at once each take different rows, and neither waits for the other.
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'reference', 'body', 'attempts', 'created_at'])
    .execute();
}

export async function markDelivered(db: Db, id: string, status: number, now: number): Promise<void> {
  await db
    .updateTable('psp_outbox')
    .set({ delivered_at: new Date(now), last_status: status })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(
  db: Db,
  id: string,
  status: number,
  retryAt: number | undefined,
  now: number,
): Promise<void> {
  await db
    .updateTable('psp_outbox')
    .set(
      retryAt === undefined
        ? { last_status: status, given_up_at: new Date(now) }
        : { last_status: status, deliver_after: new Date(retryAt) },
    )
    .where('id', '=', id)
    .execute();
}
