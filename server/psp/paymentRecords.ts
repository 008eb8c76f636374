import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/databaseSchema.ts';
import type { PspAfterChallenge, PspPaymentKind } from '../db/pspTables.ts';
import type { CardSummary, ProviderResult } from './paymentProvider.ts';
import { PaymentProviderError } from './paymentProviderError.ts';

type Db = Kysely<DatabaseSchema>;

export interface PaymentRecord {
  reference: string;
  pspReference: string;
  kind: PspPaymentKind;
  amountMinor?: number;
  currency?: string;
  shopperReference: string;
  /** The first answer: replayed to the same reference. */
  answer: ProviderResult;
  /** The final answer, once known. */
  outcome?: ProviderResult;
  card?: CardSummary;
  storeForRecurring: boolean;
  afterChallenge?: PspAfterChallenge;
  needsShopper: boolean;
}

/** What must match when a reference comes again: otherwise it is another request with a reused key. */
export function fingerprint(parts: {
  kind: PspPaymentKind;
  amountMinor?: number;
  currency?: string;
  shopperReference: string;
}): string {
  return JSON.stringify([
    parts.kind,
    parts.amountMinor ?? null,
    parts.currency ?? null,
    parts.shopperReference,
  ]);
}

/**
 * The first answer to a reference, when it was answered before (notes: payments, Idempotency keys: the
 * first result is replayed; the same key with different parameters is an error).
 */
export async function replayedAnswer(db: Db, reference: string, print: string) {
  const row = await db
    .selectFrom('psp_payments')
    .select(['fingerprint', 'answer'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.fingerprint !== print) {
    throw new PaymentProviderError(
      'idempotency_conflict',
      'This reference was already used for another request',
    );
  }
  return asResult(row.answer);
}

/** Another call with the same reference stored its answer between our look-up and our insert. */
export async function replayedAfterRace(db: Db, reference: string, print: string): Promise<ProviderResult> {
  const answer = await replayedAnswer(db, reference, print);
  if (!answer) throw new Error(`Payment ${reference} was neither stored nor found`);
  return answer;
}

/** Stores a payment; false when its reference was stored meanwhile (a racing call with the same key). */
export async function insertPayment(
  db: Db,
  record: PaymentRecord,
  print: string,
  now: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('psp_payments')
    .values({
      reference: record.reference,
      psp_reference: record.pspReference,
      kind: record.kind,
      fingerprint: print,
      amount_minor: record.amountMinor ?? null,
      currency: record.currency ?? null,
      shopper_reference: record.shopperReference,
      answer: JSON.stringify(record.answer),
      outcome: record.outcome ? JSON.stringify(record.outcome) : null,
      card: record.card ? JSON.stringify(record.card) : null,
      store_for_recurring: record.storeForRecurring,
      after_challenge: record.afterChallenge ?? null,
      needs_shopper: record.needsShopper,
      created_at: new Date(now),
    })
    .onConflict((conflict) => conflict.column('reference').doNothing())
    .returning('reference')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findPayment(db: Db, reference: string): Promise<PaymentRecord | undefined> {
  const row = await db
    .selectFrom('psp_payments')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    reference: row.reference,
    pspReference: row.psp_reference,
    kind: row.kind,
    amountMinor: row.amount_minor === null ? undefined : Number(row.amount_minor),
    currency: row.currency ?? undefined,
    shopperReference: row.shopper_reference,
    answer: asResult(row.answer),
    outcome: row.outcome ? asResult(row.outcome) : undefined,
    card: row.card ? (row.card as unknown as CardSummary) : undefined,
    storeForRecurring: row.store_for_recurring,
    afterChallenge: row.after_challenge ?? undefined,
    needsShopper: row.needs_shopper,
  };
}

export async function setOutcome(db: Db, reference: string, outcome: ProviderResult): Promise<void> {
  await db
    .updateTable('psp_payments')
    .set({ outcome: JSON.stringify(outcome) })
    .where('reference', '=', reference)
    .execute();
}

/** JSON this module wrote from a ProviderResult. */
function asResult(json: Record<string, unknown>): ProviderResult {
  return json as unknown as ProviderResult;
}
