import { cardExpired } from './cardRules.ts';
import { enqueueEvent } from './outbox.ts';
import type { ProviderResult, StoredChargeInput } from './paymentProvider.ts';
import { fingerprint, insertPayment, replayedAfterRace, replayedAnswer } from './paymentRecords.ts';
import { newProviderId } from './providerIds.ts';
import type { PspContext } from './pspContext.ts';
import { checkAmount, checkKey } from './requestChecks.ts';
import { authorisedSettlement, refusedSettlement } from './settlements.ts';
import { findStoredMethod } from './storedTokens.ts';

/**
 * A charge without the shopper (a renewal) on a stored card or wallet billing agreement. The card is
 * refused when it has expired since it was stored, or when it needs the shopper for every payment (test
 * card 4000 0027 6000 3184), which is how a merchant tests a failed renewal. Same idempotency as authorise.
 */
export async function chargeStored(ctx: PspContext, input: StoredChargeInput): Promise<ProviderResult> {
  checkKey('reference', input.reference);
  checkKey('shopperReference', input.shopperReference);
  checkAmount(input.amountMinor, input.currency);
  const print = fingerprint({ kind: 'stored_charge', ...input });
  const replayed = await replayedAnswer(ctx.db, input.reference, print);
  if (replayed) return replayed;
  const method = await findStoredMethod(ctx.db, input.token, input.shopperReference);
  if (!method) {
    // A request error, not an execution: not stored under the reference.
    const message = 'Unknown stored payment method for this shopper';
    return { status: 'refused', pspReference: newProviderId('psp'), reason: 'invalid_card', message };
  }
  const payment = { ...input, kind: 'stored_charge' as const, pspReference: newProviderId('psp') };
  const now = ctx.now();
  const settlement =
    method.kind === 'card' && method.needsShopper
      ? refusedSettlement(
          payment,
          'authentication_failed',
          'This card needs the shopper to authenticate every payment',
        )
      : method.kind === 'card' && cardExpired(method.card.expMonth, method.card.expYear, now)
        ? refusedSettlement(payment, 'expired_card')
        : authorisedSettlement(payment, method);
  const answer = await ctx.db.transaction().execute(async (trx) => {
    const record = {
      ...payment,
      card: method.kind === 'card' ? method.card : undefined,
      storeForRecurring: false,
      needsShopper: false,
      answer: settlement.result,
      outcome: settlement.result,
    };
    if (!(await insertPayment(trx, record, print, now))) return undefined;
    await enqueueEvent(trx, settlement.event, now, now);
    return settlement.result;
  });
  return answer ?? (await replayedAfterRace(ctx.db, input.reference, print));
}
