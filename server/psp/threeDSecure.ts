import { enqueueEvent, withdrawEvent } from './outbox.ts';
import type { ProviderResult } from './paymentProvider.ts';
import { PaymentProviderError } from './paymentProviderError.ts';
import { findPayment, type PaymentRecord, setOutcome } from './paymentRecords.ts';
import { CHALLENGE_LIFETIME_MS, type PspContext } from './pspContext.ts';
import type { ChallengeDecision, LinkAnswer, LinkView } from './pspPages.ts';
import { readRedirectResult, signRedirectResult } from './redirectResult.ts';
import { withQueryParameter } from './requestChecks.ts';
import {
  authorisedSettlement,
  type PaymentBasics,
  refusedSettlement,
  type Settlement,
} from './settlements.ts';
import { storeMethod } from './storedTokens.ts';

export function challengeUrl(ctx: PspContext, id: string): string {
  return ctx.pageUrl(`/3ds/${id}`);
}

/**
 * A 3-D Secure challenge for a stored payment (in the caller's transaction). Its refusal as cancelled
 * is scheduled at once for when it expires: a shopper who never answers still gets the payment a final
 * notification; answering withdraws it.
 */
export async function openChallenge(
  ctx: PspContext,
  challenge: { id: string; payment: PaymentBasics; returnUrl: string },
): Promise<void> {
  const now = ctx.now();
  const expiresAt = now + CHALLENGE_LIFETIME_MS;
  const abandoned = refusedSettlement(
    challenge.payment,
    'cancelled',
    'The shopper did not finish 3-D Secure in time',
  );
  const expiryEventId = await enqueueEvent(ctx.db, abandoned.event, expiresAt, now);
  await ctx.db
    .insertInto('psp_challenges')
    .values({
      id: challenge.id,
      reference: challenge.payment.reference,
      return_url: challenge.returnUrl,
      expires_at: new Date(expiresAt),
      decision: null,
      decided_at: null,
      consumed_at: null,
      expiry_event_id: expiryEventId,
    })
    .execute();
}

export async function viewChallenge(ctx: PspContext, id: string): Promise<LinkView> {
  const row = await ctx.db.selectFrom('psp_challenges').selectAll().where('id', '=', id).executeTakeFirst();
  const payment = row && (await findPayment(ctx.db, row.reference));
  if (!row || !payment) return { state: 'unknown' };
  const state = row.decision ? 'used' : row.expires_at.getTime() <= ctx.now() ? 'expired' : 'open';
  const { amountMinor, currency, card } = payment;
  return { state, amountMinor, currency, card, backUrl: row.return_url };
}

/**
 * The shopper's answer on the 3-D Secure page: decided once, atomically (any instance may serve the
 * page), with the outcome and its notification in the same transaction. The shopper goes back to
 * returnUrl with a signed redirectResult; the same answer posted again (a double press) goes back the
 * same way, another answer is told the link is used.
 */
export async function decideChallenge(
  ctx: PspContext,
  id: string,
  decision: ChallengeDecision,
): Promise<LinkAnswer> {
  const secret = await ctx.redirectSecret();
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    // Locked: two instances answering the same page at once take turns, and the second sees the first.
    const row = await trx
      .selectFrom('psp_challenges')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    const payment = row && (await findPayment(trx, row.reference));
    if (!row || !payment) return { state: 'unknown' };
    const redirectResult = signRedirectResult({ challengeId: id, reference: row.reference }, secret);
    const back: LinkAnswer = {
      state: 'redirect',
      url: withQueryParameter(row.return_url, 'redirectResult', redirectResult),
    };
    if (row.decision) return row.decision === decision ? back : { state: 'used', backUrl: row.return_url };
    if (row.expires_at.getTime() <= now) return { state: 'expired', backUrl: row.return_url };
    await trx
      .updateTable('psp_challenges')
      .set({ decision, decided_at: new Date(now) })
      .where('id', '=', id)
      .execute();
    await withdrawEvent(trx, row.expiry_event_id);
    const settlement = await settle({ ...ctx, db: trx }, payment, decision);
    await setOutcome(trx, payment.reference, settlement.result);
    await enqueueEvent(trx, settlement.event, now, now);
    return back;
  });
}

/** Complete pays (or stores) unless the card declines after 3-D Secure; Fail and Cancel refuse. */
async function settle(
  ctx: PspContext,
  payment: PaymentRecord,
  decision: ChallengeDecision,
): Promise<Settlement> {
  if (decision === 'fail') return refusedSettlement(payment, 'authentication_failed');
  if (decision === 'cancel') return refusedSettlement(payment, 'cancelled');
  if (payment.afterChallenge === 'decline' || !payment.card) return refusedSettlement(payment, 'declined');
  const method = { kind: 'card' as const, card: payment.card, needsShopper: payment.needsShopper };
  const keep = payment.kind === 'store_card' || payment.storeForRecurring;
  const token = keep ? await storeMethod(ctx.db, payment.shopperReference, method, ctx.now()) : undefined;
  return authorisedSettlement(payment, method, token);
}

/**
 * After the redirect (notes: payments, Hosted card and 3-D Secure): the redirectResult must be ours,
 * for this payment, and not used before; consuming it is one conditional update, so two calls racing
 * with the same value cannot both pass.
 */
export async function finaliseChallenge(
  ctx: PspContext,
  reference: string,
  redirectResult: string,
): Promise<ProviderResult> {
  const secret = await ctx.redirectSecret();
  const payment = await findPayment(ctx.db, reference);
  // A redirectResult that is forged, of another payment or spent is the caller's error, not the
  // shopper's answer: that answer is already recorded (and notified), and stays the payment's outcome.
  const invalid = (message: string) => new PaymentProviderError('invalid_request', message);
  const claim = readRedirectResult(redirectResult, secret);
  if (!claim) throw invalid('redirectResult is not valid');
  if (claim.reference !== reference || !payment)
    throw invalid('redirectResult does not belong to this payment');
  const consumed = await ctx.db
    .updateTable('psp_challenges')
    .set({ consumed_at: new Date(ctx.now()) })
    .where('id', '=', claim.challengeId)
    .where('reference', '=', reference)
    .where('decision', 'is not', null)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!consumed) throw invalid('redirectResult already used');
  if (!payment.outcome) throw invalid('3-D Secure is not finished');
  return payment.outcome;
}
