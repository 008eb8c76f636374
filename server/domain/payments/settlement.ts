import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import type { NotificationMessage } from '../../notifications/notificationMessage.ts';
import type { CardSummary, RefusalReason } from '../../psp/paymentProvider.ts';
import { percentOf } from './money.ts';
import { findOffer, type Offer } from './offerCatalogue.ts';
import type { PaymentClock } from './paymentClock.ts';
import { PaymentError } from './paymentError.ts';
import { periodEnd, trialEnd } from './periods.ts';

export type Outcome =
  | { status: 'authorised'; pspReference?: string; card?: CardSummary; token?: string }
  | { status: 'refused'; pspReference?: string; reason: RefusalReason; message: string };

type Trx = Transaction<DatabaseSchema>;

/** Tells the customer's devices (spec: payments 4, Real-time notifications); failures are only logged. */
export type Notify = (customerId: number, message: NotificationMessage) => Promise<void>;

/**
 * A provider's answer becomes what it pays for, in one database transaction (issue 23): the payment,
 * its transaction, the subscription or access, the stored card. The payment row is locked first and
 * settles once: a notification after the synchronous answer, or twice, changes nothing. Only after the
 * commit are the devices told, so what they reload is already true.
 */
export function createSettlement(deps: {
  db: Kysely<DatabaseSchema>;
  clock: PaymentClock;
  notify: Notify;
  logger: Logger;
}) {
  const { db, clock, notify } = deps;

  async function settleIn(trx: Trx, paymentId: string, outcome: Outcome, at: number) {
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .forUpdate()
      .executeTakeFirst();
    if (!payment) throw new PaymentError('payment_not_found', `Payment ${paymentId} not found`);
    const subscription = await isForSubscription(trx, payment);
    if (payment.status === 'succeeded' || payment.status === 'failed')
      return { payment, changed: false, subscription };
    const moment = new Date(at);
    if (outcome.status === 'refused') {
      const failed = await trx
        .updateTable('payments')
        .set({
          status: 'failed',
          failure_reason: outcome.reason,
          failure_message: outcome.message,
          psp_reference: outcome.pspReference ?? payment.psp_reference,
          settled_at: moment,
        })
        .where('id', '=', paymentId)
        .returningAll()
        .executeTakeFirstOrThrow();
      // A renewal the card refuses ends the subscription with its paid period (which has just ended).
      if (payment.purpose === 'renewal' && payment.subscription_id !== null)
        await trx
          .updateTable('subscriptions')
          .set({ status: 'expired', updated_at: moment })
          .where('id', '=', payment.subscription_id)
          .execute();
      return { payment: failed, changed: true, subscription };
    }
    const detailId = await storeDetail(
      trx,
      payment.customer_id,
      payment.method,
      payment.currency,
      outcome,
      moment,
    );
    const done = await trx
      .updateTable('payments')
      .set({
        status: 'succeeded',
        psp_reference: outcome.pspReference ?? payment.psp_reference,
        settled_at: moment,
      })
      .where('id', '=', paymentId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (payment.purpose === 'order' && payment.order_id !== null)
      await fulfilOrder(trx, paymentId, payment.order_id, detailId, at);
    if (payment.purpose === 'renewal' && payment.subscription_id !== null)
      await renew(trx, payment.subscription_id, paymentId, at);
    if (payment.purpose === 'payment_details' && detailId !== undefined)
      await trx
        .updateTable('subscriptions')
        .set({ payment_detail_id: detailId, payment_method: payment.method === 'wallet' ? 'wallet' : 'card' })
        .where('customer_id', '=', payment.customer_id)
        .where('status', 'in', ['active', 'active_trial', 'cancelled'])
        .execute();
    return { payment: done, changed: true, subscription };
  }

  async function isForSubscription(trx: Trx, payment: { purpose: string; order_id: number | null }) {
    if (payment.purpose !== 'order' || payment.order_id === null) return true;
    const order = await trx
      .selectFrom('orders')
      .select('offer_id')
      .where('id', '=', payment.order_id)
      .executeTakeFirst();
    return order ? findOffer(order.offer_id)?.kind === 'subscription' : false;
  }

  async function storeDetail(
    trx: Trx,
    customerId: number,
    method: string,
    currency: string,
    outcome: Outcome & { status: 'authorised' },
    moment: Date,
  ): Promise<number | undefined> {
    if (method !== 'card' && method !== 'wallet') return undefined;
    if (!outcome.token && !outcome.card) return undefined;
    await trx
      .updateTable('payment_details')
      .set({ active: false })
      .where('customer_id', '=', customerId)
      .execute();
    const row = await trx
      .insertInto('payment_details')
      .values({
        customer_id: customerId,
        method,
        brand: outcome.card?.brand ?? null,
        last4: outcome.card?.last4 ?? null,
        exp_month: outcome.card?.expMonth ?? null,
        exp_year: outcome.card?.expYear ?? null,
        holder_name: outcome.card?.holderName ?? null,
        currency,
        psp_token: outcome.token ?? null,
        active: true,
        created_at: moment,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function fulfilOrder(
    trx: Trx,
    paymentId: string,
    orderId: number,
    detailId: number | undefined,
    at: number,
  ) {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const offer = findOffer(order.offer_id) as Offer;
    const moment = new Date(at);
    await trx
      .updateTable('orders')
      .set({ status: 'paid', updated_at: moment })
      .where('id', '=', orderId)
      .execute();
    const trial = order.discount_type === 'trial';
    const method =
      order.total_minor === 0 && detailId === undefined
        ? offer.priceMinor === 0
          ? 'granted'
          : 'coupon'
        : await methodOf(trx, detailId);
    let subscriptionId: number | null = null;
    if (offer.kind === 'subscription') {
      const recurring = offer.period !== 'granted';
      const row = await trx
        .insertInto('subscriptions')
        .values({
          customer_id: order.customer_id,
          offer_id: offer.id,
          status: trial ? 'active_trial' : 'active',
          period: offer.period ?? 'granted',
          // The next payment is the full price with the customer's tax: a coupon's periods are over.
          price_minor: recurring ? grossPrice(offer, order.tax_rate_bp) : 0,
          currency: order.currency,
          country: order.country,
          tax_rate_bp: order.tax_rate_bp,
          payment_method: method,
          payment_detail_id: detailId ?? null,
          pending_switch_id: null,
          started_at: moment,
          expires_at: new Date(trial ? trialEnd(offer, at) : periodEnd(offer, at)),
          updated_at: moment,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      subscriptionId = row.id;
    } else {
      await trx
        .insertInto('accesses')
        .values({
          customer_id: order.customer_id,
          offer_id: offer.id,
          order_id: order.id,
          source: 'purchase',
          starts_at: moment,
          expires_at: offer.accessHours ? new Date(periodEnd(offer, at)) : null,
        })
        .execute();
    }
    await trx
      .insertInto('transactions')
      .values({
        customer_id: order.customer_id,
        payment_id: paymentId,
        order_id: order.id,
        subscription_id: subscriptionId,
        offer_id: offer.id,
        kind: trial ? 'trial' : 'purchase',
        amount_minor: order.total_minor,
        tax_minor: order.tax_minor,
        currency: order.currency,
        country: order.country,
        payment_method: method,
        created_at: moment,
      })
      .execute();
  }

  async function methodOf(trx: Trx, detailId: number | undefined) {
    if (detailId === undefined) return 'card' as const;
    const detail = await trx
      .selectFrom('payment_details')
      .select('method')
      .where('id', '=', detailId)
      .executeTakeFirstOrThrow();
    return detail.method;
  }

  /** A renewal pays the next period: a pending downgrade takes effect now, at the price of its plan. */
  async function renew(trx: Trx, subscriptionId: number, paymentId: string, at: number) {
    const sub = await trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', subscriptionId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const pending = sub.pending_switch_id
      ? await trx
          .selectFrom('subscription_switches')
          .selectAll()
          .where('id', '=', sub.pending_switch_id)
          .where('status', '=', 'pending')
          .executeTakeFirst()
      : undefined;
    const offer = findOffer(pending?.to_offer_id ?? sub.offer_id) as Offer;
    if (pending)
      await trx
        .updateTable('subscription_switches')
        .set({ status: 'completed' })
        .where('id', '=', pending.id)
        .execute();
    const moment = new Date(at);
    const payment = await trx
      .selectFrom('payments')
      .select(['amount_minor', 'currency'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('subscriptions')
      .set({
        offer_id: offer.id,
        // A downgrade to a plan of another period (yearly to monthly) bills by the new plan's period.
        period: offer.period ?? sub.period,
        status: 'active',
        price_minor: grossPrice(offer, sub.tax_rate_bp),
        pending_switch_id: null,
        expires_at: new Date(periodEnd(offer, sub.expires_at.getTime())),
        updated_at: moment,
      })
      .where('id', '=', subscriptionId)
      .execute();
    await trx
      .insertInto('transactions')
      .values({
        customer_id: sub.customer_id,
        payment_id: paymentId,
        order_id: null,
        subscription_id: subscriptionId,
        offer_id: offer.id,
        kind: 'renewal',
        amount_minor: payment.amount_minor,
        tax_minor: payment.amount_minor - offer.priceMinor,
        currency: payment.currency,
        country: sub.country,
        payment_method: sub.payment_method,
        created_at: moment,
      })
      .execute();
  }

  return {
    /** Settles a payment once; later calls return it unchanged. Notifies the customer's devices after the commit. */
    async settle(paymentId: string, outcome: Outcome, inTransaction?: (trx: Trx) => Promise<boolean>) {
      const at = await clock.now();
      const result = await db.transaction().execute(async (trx) => {
        if (inTransaction && !(await inTransaction(trx))) return undefined;
        return settleIn(trx, paymentId, outcome, at);
      });
      if (result?.changed) await notify(result.payment.customer_id, messageFor(result.subscription, outcome));
      return result?.payment;
    },
  };
}

/** What a subscription's next payment costs: the offer's net price and the customer's tax on it. */
export const grossPrice = (offer: Offer, taxRateBp: number) =>
  offer.priceMinor + percentOf(offer.priceMinor, taxRateBp);

/** spec: payments 4 — payment.card.* for one-off purchases, subscribe.* for subscriptions. */
function messageFor(subscription: boolean, outcome: Outcome): NotificationMessage {
  return outcome.status === 'authorised'
    ? {
        type: subscription ? 'subscribe.success' : 'payment.card.success',
        resource: { message: 'Payment successful' },
      }
    : {
        type: subscription ? 'subscribe.failed' : 'payment.card.failed',
        resource: { message: outcome.message },
      };
}

export type Settlement = ReturnType<typeof createSettlement>;
