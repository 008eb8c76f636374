import { readCard, summariseCard } from './cardRules.ts';
import { enqueueEvent } from './outbox.ts';
import type { CardInput, ProviderResult } from './paymentProvider.ts';
import {
  fingerprint,
  insertPayment,
  type PaymentRecord,
  replayedAfterRace,
  replayedAnswer,
} from './paymentRecords.ts';
import { newProviderId } from './providerIds.ts';
import type { PspContext } from './pspContext.ts';
import { checkAmount, checkKey, checkRedirectUrl } from './requestChecks.ts';
import { authorisedSettlement, refusedSettlement, type Settlement } from './settlements.ts';
import { type StoredMethod, storeMethod } from './storedTokens.ts';
import { type CardBehaviour, cardBehaviour } from './testCards.ts';
import { challengeUrl, openChallenge } from './threeDSecure.ts';

/** authorise (a charge) and storeCard (no charge) take the same path through the test-card rules. */
export interface CardRequest {
  kind: 'payment' | 'store_card';
  reference: string;
  amountMinor?: number;
  currency?: string;
  card: CardInput;
  returnUrl: string;
  shopperReference: string;
  storeForRecurring: boolean;
}

/**
 * Runs a card through the test-card rules (./testCards.ts). The answer, the notification (due now, or
 * after slowConfirmMs for the slow card) and any token or 3-D Secure challenge are stored in one
 * transaction under the reference, so the same reference is answered the same again. Form errors are
 * answered but not stored: the shopper corrects the card and the merchant retries the same reference.
 * The card number and security code stay in this call's memory only; nothing here logs them.
 */
export async function runCardRequest(ctx: PspContext, request: CardRequest): Promise<ProviderResult> {
  checkKey('reference', request.reference);
  checkKey('shopperReference', request.shopperReference);
  if (request.kind === 'payment') checkAmount(request.amountMinor ?? Number.NaN, request.currency ?? '');
  checkRedirectUrl('returnUrl', request.returnUrl);
  const print = fingerprint(request);
  const replayed = await replayedAnswer(ctx.db, request.reference, print);
  if (replayed) return replayed;
  const read = readCard(request.card, ctx.now());
  if (!read.ok) {
    return {
      status: 'refused',
      pspReference: newProviderId('psp'),
      reason: 'invalid_card',
      message: read.message,
    };
  }
  const behaviour = cardBehaviour(read.card.number);
  const method: StoredMethod = { kind: 'card', card: summariseCard(read.card), needsShopper: false };
  const answer = await ctx.db
    .transaction()
    .execute((trx) => storeFirstAnswer({ ...ctx, db: trx }, request, method, behaviour));
  return answer ?? (await replayedAfterRace(ctx.db, request.reference, print));
}

/** Stores the first answer to a reference with what it sets going; undefined when another call stored one first. */
async function storeFirstAnswer(
  ctx: PspContext,
  request: CardRequest,
  method: StoredMethod & { kind: 'card' },
  behaviour: CardBehaviour,
): Promise<ProviderResult | undefined> {
  const now = ctx.now();
  const record: Omit<PaymentRecord, 'answer'> = {
    reference: request.reference,
    pspReference: newProviderId('psp'),
    kind: request.kind,
    amountMinor: request.amountMinor,
    currency: request.currency,
    shopperReference: request.shopperReference,
    card: method.card,
    storeForRecurring: request.storeForRecurring,
    afterChallenge: behaviour.kind === 'challenge' ? behaviour.after : undefined,
    needsShopper: behaviour.kind === 'challenge' && behaviour.needsShopper,
  };
  const keep = request.kind === 'store_card' || request.storeForRecurring;
  const token =
    keep && (behaviour.kind === 'authorise' || behaviour.kind === 'slow') ? newProviderId('tok') : undefined;
  let settlement: Settlement | undefined;
  let answer: ProviderResult;
  let challengeId: string | undefined;
  if (behaviour.kind === 'refuse') {
    settlement = refusedSettlement(record, behaviour.reason);
    answer = settlement.result;
  } else if (behaviour.kind === 'challenge') {
    challengeId = newProviderId('chl');
    const url = challengeUrl(ctx, challengeId);
    answer = {
      status: 'action',
      pspReference: record.pspReference,
      action: { type: 'redirect', method: 'GET', url },
    };
  } else {
    settlement = authorisedSettlement(record, method, token);
    answer =
      behaviour.kind === 'slow'
        ? { status: 'pending', pspReference: record.pspReference }
        : settlement.result;
  }
  const inserted = await insertPayment(
    ctx.db,
    { ...record, answer, outcome: settlement?.result },
    fingerprint(request),
    now,
  );
  if (!inserted) return undefined;
  if (token) await storeMethod(ctx.db, request.shopperReference, method, now, token);
  // Like real providers, a synchronous answer is also notified; the slow card's only by notification.
  if (settlement) {
    const at = behaviour.kind === 'slow' ? now + ctx.slowConfirmMs : now;
    await enqueueEvent(ctx.db, settlement.event, at, now);
  }
  if (challengeId)
    await openChallenge(ctx, { id: challengeId, payment: record, returnUrl: request.returnUrl });
  return answer;
}
