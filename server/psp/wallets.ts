import { createHash } from 'node:crypto';
import { enqueueEvent, withdrawEvent } from './outbox.ts';
import type { ProviderResult, WalletInput } from './paymentProvider.ts';
import { PaymentProviderError } from './paymentProviderError.ts';
import {
  findPayment,
  fingerprint,
  insertPayment,
  replayedAfterRace,
  replayedAnswer,
  setOutcome,
} from './paymentRecords.ts';
import { newProviderId } from './providerIds.ts';
import { type PspContext, WALLET_APPROVAL_LIFETIME_MS } from './pspContext.ts';
import type { LinkAnswer, LinkView, WalletDecision } from './pspPages.ts';
import { checkAmount, checkKey, checkRedirectUrl } from './requestChecks.ts';
import { authorisedSettlement, refusedSettlement, type Settlement } from './settlements.ts';
import { LOCAL_WALLET_NAME, storeMethod } from './storedTokens.ts';

/**
 * A wallet approval link (notes: payments, Wallet redirect: the link lives 3 h; the buyer approves or
 * cancels, then goes to the return URL). The refusal for an unanswered link is scheduled now, withdrawn
 * when the buyer answers. Same reference, same link.
 */
export async function createWalletApproval(ctx: PspContext, input: WalletInput) {
  checkKey('reference', input.reference);
  checkKey('shopperReference', input.shopperReference);
  // Zero is a billing agreement without a charge now (a free trial, a payment method change): the
  // buyer approves future charges, which chargeStored then makes with the agreement's token.
  checkAmount(input.amountMinor, input.currency, { allowZero: true });
  for (const name of ['successUrl', 'cancelUrl', 'errorUrl'] as const) checkRedirectUrl(name, input[name]);
  const print = fingerprint({ kind: 'wallet', ...input });
  const replayed = await replayedAnswer(ctx.db, input.reference, print);
  if (replayed) return approvalOf(replayed);
  const id = newProviderId('wap');
  const payment = { ...input, kind: 'wallet' as const, pspReference: newProviderId('psp') };
  const url = ctx.pageUrl(`/wallet/${id}`);
  const answer: ProviderResult = {
    status: 'action',
    pspReference: payment.pspReference,
    action: { type: 'redirect', method: 'GET', url },
  };
  const stored = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const record = { ...payment, storeForRecurring: true, needsShopper: false, answer };
    if (!(await insertPayment(trx, record, print, now))) return undefined;
    const expiresAt = now + WALLET_APPROVAL_LIFETIME_MS;
    const expired = refusedSettlement(payment, 'cancelled', 'The wallet approval link expired');
    const expiryEventId = await enqueueEvent(trx, expired.event, expiresAt, now);
    await trx
      .insertInto('psp_wallet_approvals')
      .values({
        id,
        reference: input.reference,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        error_url: input.errorUrl,
        expires_at: new Date(expiresAt),
        decision: null,
        decided_at: null,
        expiry_event_id: expiryEventId,
      })
      .execute();
    return answer;
  });
  return approvalOf(stored ?? (await replayedAfterRace(ctx.db, input.reference, print)));
}

function approvalOf(answer: ProviderResult) {
  if (answer.status !== 'action')
    throw new PaymentProviderError('idempotency_conflict', 'Not a wallet approval');
  return { pspReference: answer.pspReference, redirectUrl: answer.action.url };
}

export async function viewWallet(ctx: PspContext, id: string): Promise<LinkView> {
  const row = await ctx.db
    .selectFrom('psp_wallet_approvals')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  const payment = row && (await findPayment(ctx.db, row.reference));
  if (!row || !payment) return { state: 'unknown' };
  const state = row.decision ? 'used' : row.expires_at.getTime() <= ctx.now() ? 'expired' : 'open';
  return { state, amountMinor: payment.amountMinor, currency: payment.currency, backUrl: row.cancel_url };
}

/**
 * The buyer's answer, decided once and atomically, like the 3-D Secure page's: Approve pays and keeps a
 * billing agreement (the token renewals charge with chargeStored), Cancel refuses as cancelled, Error as
 * a processing error. A link past its 3 h, or answered otherwise before, says so.
 */
export async function decideWallet(
  ctx: PspContext,
  id: string,
  decision: WalletDecision,
): Promise<LinkAnswer> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const row = await trx
      .selectFrom('psp_wallet_approvals')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    const payment = row && (await findPayment(trx, row.reference));
    if (!row || !payment) return { state: 'unknown' };
    const target = { approve: row.success_url, cancel: row.cancel_url, error: row.error_url }[decision];
    if (row.decision) {
      return row.decision === decision
        ? { state: 'redirect', url: target }
        : { state: 'used', backUrl: row.cancel_url };
    }
    if (row.expires_at.getTime() <= now) return { state: 'expired', backUrl: row.cancel_url };
    await trx
      .updateTable('psp_wallet_approvals')
      .set({ decision, decided_at: new Date(now) })
      .where('id', '=', id)
      .execute();
    await withdrawEvent(trx, row.expiry_event_id);
    let settlement: Settlement;
    if (decision === 'approve') {
      const wallet = { name: LOCAL_WALLET_NAME, payerId: payerIdOf(payment.shopperReference) };
      const method = { kind: 'wallet' as const, wallet, needsShopper: false as const };
      settlement = authorisedSettlement(
        payment,
        method,
        await storeMethod(trx, payment.shopperReference, method, now),
      );
    } else {
      settlement = refusedSettlement(payment, decision === 'cancel' ? 'cancelled' : 'processing_error');
    }
    await setOutcome(trx, payment.reference, settlement.result);
    await enqueueEvent(trx, settlement.event, now, now);
    return { state: 'redirect', url: target };
  });
}

/** A stable wallet account id per shopper, shaped like a real wallet's payer id (13 characters). */
function payerIdOf(shopperReference: string): string {
  return createHash('sha256').update(shopperReference).digest('hex').slice(0, 13).toUpperCase();
}
