import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import type { PaymentTables } from '../../db/paymentTables.ts';
import type { PaymentProvider } from '../../psp/paymentProvider.ts';
import type { Checkout } from './checkout.ts';
import { findOffer, OFFERS, type Offer } from './offerCatalogue.ts';
import type { PaymentClock } from './paymentClock.ts';
import { PaymentError } from './paymentError.ts';
import { grossPrice } from './settlement.ts';

export type SubscriptionRow = Selectable<PaymentTables['subscriptions']>;
export type SwitchRow = Selectable<PaymentTables['subscription_switches']>;

export interface SwitchOffer {
  offer: Offer;
  direction: 'upgrade' | 'downgrade';
  algorithm: SwitchRow['algorithm'];
  /** The next payment on that plan, the customer's tax included. */
  nextPriceMinor: number;
}

/**
 * Subscriptions after their first payment (spec: payments 4): cancel keeps access until the period
 * ends, renew undoes a cancel before then, plan switches (an upgrade at once, paying the new price from
 * the next billing date; a downgrade pending until the period ends, cancellable), and the renewals and
 * ends that the clock brings.
 */
export function createSubscriptions(deps: {
  db: Kysely<DatabaseSchema>;
  clock: PaymentClock;
  provider: PaymentProvider;
  checkout: Checkout;
}) {
  const { db, clock } = deps;

  const list = (customerId: number) =>
    db
      .selectFrom('subscriptions')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('id', 'desc')
      .execute();

  /** The running subscription to an offer (active or trial): what cancel, switch and availability act on. */
  const running = async (customerId: number, offerId: string) => {
    const offer = findOffer(offerId);
    const row = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('offer_id', '=', offer?.id ?? offerId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row) throw new PaymentError('no_subscription', 'user has no active subscription');
    return row;
  };

  const availability = async (customerId: number, offerId: string): Promise<SwitchOffer[]> => {
    const sub = await running(customerId, offerId);
    if (sub.status !== 'active' && sub.status !== 'active_trial') return [];
    const current = findOffer(sub.offer_id) as Offer;
    if (!current.planSwitchEnabled) return [];
    return OFFERS.filter(
      (offer) =>
        offer.id !== current.id &&
        offer.kind === 'subscription' &&
        offer.planSwitchEnabled &&
        offer.period !== 'granted' &&
        offer.currency === current.currency,
    ).map((offer) => {
      const direction = offer.priceMinor > current.priceMinor ? 'upgrade' : 'downgrade';
      return {
        offer,
        direction,
        algorithm: direction === 'upgrade' ? 'IMMEDIATE_WITHOUT_PRORATION' : 'DEFERRED',
        nextPriceMinor: grossPrice(offer, sub.tax_rate_bp),
      };
    });
  };

  const setStatus = async (sub: SubscriptionRow, status: SubscriptionRow['status']) =>
    db
      .updateTable('subscriptions')
      .set({ status, updated_at: new Date(await clock.now()) })
      .where('id', '=', sub.id)
      .returningAll()
      .executeTakeFirstOrThrow();

  return {
    list,
    running,
    availability,

    async byId(customerId: number, id: number) {
      const row = await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', id)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (!row) throw new PaymentError('subscription_not_found', `Subscription ${id} not found`);
      return row;
    },

    /** A cancelled subscription keeps its access until expiresAt; a granted period has nothing to cancel. */
    async cancel(sub: SubscriptionRow) {
      if ((sub.status !== 'active' && sub.status !== 'active_trial') || sub.period === 'granted')
        throw new PaymentError('not_cancellable', 'Failed to update subscription');
      if (sub.pending_switch_id)
        await db
          .updateTable('subscription_switches')
          .set({ status: 'cancelled' })
          .where('id', '=', sub.pending_switch_id)
          .execute();
      return db
        .updateTable('subscriptions')
        .set({ status: 'cancelled', pending_switch_id: null, updated_at: new Date(await clock.now()) })
        .where('id', '=', sub.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** spec: payments 4 — renewing requests 'active' again, while the paid period still runs. */
    async renew(sub: SubscriptionRow) {
      if (sub.status !== 'cancelled' || sub.expires_at.getTime() <= (await clock.now()))
        throw new PaymentError('not_renewable', 'Failed to update subscription');
      return setStatus(sub, 'active');
    },

    async switchPlan(customerId: number, offerId: string, toOfferId: string): Promise<SwitchRow> {
      const sub = await running(customerId, offerId);
      if (sub.pending_switch_id)
        throw new PaymentError('switch_not_available', 'A plan switch is already pending');
      const target = (await availability(customerId, offerId)).find(
        (s) => s.offer.id === findOffer(toOfferId)?.id,
      );
      if (!target) throw new PaymentError('switch_not_available', 'Failed to change subscription');
      const at = new Date(await clock.now());
      const immediate = target.algorithm !== 'DEFERRED';
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('subscription_switches')
          .values({
            id: `sw_${randomBytes(9).toString('base64url')}`,
            subscription_id: sub.id,
            from_offer_id: sub.offer_id,
            to_offer_id: target.offer.id,
            direction: target.direction,
            algorithm: target.algorithm,
            status: immediate ? 'completed' : 'pending',
            created_at: at,
            effective_at: immediate ? at : sub.expires_at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('subscriptions')
          .set(
            immediate
              ? {
                  offer_id: target.offer.id,
                  // The page says '$99.99/year' from here on: the period is the new plan's.
                  period: target.offer.period ?? sub.period,
                  price_minor: target.nextPriceMinor,
                  updated_at: at,
                }
              : { pending_switch_id: row.id, updated_at: at },
          )
          .where('id', '=', sub.id)
          .execute();
        return row;
      });
    },

    async switchById(customerId: number, switchId: string): Promise<SwitchRow> {
      const row = await db
        .selectFrom('subscription_switches')
        .innerJoin('subscriptions', 'subscriptions.id', 'subscription_switches.subscription_id')
        .selectAll('subscription_switches')
        .where('subscription_switches.id', '=', switchId)
        .where('subscriptions.customer_id', '=', customerId)
        .executeTakeFirst();
      if (!row) throw new PaymentError('switch_not_found', `Subscription switch ${switchId} not found`);
      return row;
    },

    async cancelSwitch(customerId: number, switchId: string): Promise<void> {
      const row = await this.switchById(customerId, switchId);
      if (row.status !== 'pending') throw new PaymentError('switch_not_found', 'unknown error occurred');
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('subscription_switches')
          .set({ status: 'cancelled' })
          .where('id', '=', switchId)
          .execute();
        await trx
          .updateTable('subscriptions')
          .set({ pending_switch_id: null })
          .where('id', '=', row.subscription_id)
          .where('pending_switch_id', '=', switchId)
          .execute();
      });
    },

    /**
     * What the clock brings (run every half minute and after the demo advances the clock): subscriptions
     * past their period renew by charging the stored method, or end. Each renewal is one payment row with
     * an id made of the subscription and the period it pays, so two instances never charge it twice.
     * Returns how many subscriptions it renewed or ended.
     */
    async processDue(): Promise<number> {
      let handled = 0;
      // A clock advanced by a year renews a monthly plan twelve times, one period per round.
      for (let round = 0; round < 60; round++) {
        const at = await clock.now();
        const moment = new Date(at);
        const ended = await db
          .updateTable('subscriptions')
          .set({ status: 'expired', updated_at: moment })
          .where('expires_at', '<=', moment)
          .where((eb) =>
            eb.or([
              eb('status', '=', 'cancelled'),
              eb.and([
                eb('status', 'in', ['active', 'active_trial']),
                eb.or([eb('period', '=', 'granted'), eb('payment_detail_id', 'is', null)]),
              ]),
            ]),
          )
          .executeTakeFirst();
        const due = await db
          .selectFrom('subscriptions')
          .innerJoin('payment_details', 'payment_details.id', 'subscriptions.payment_detail_id')
          .select([
            'subscriptions.id',
            'subscriptions.customer_id',
            'subscriptions.expires_at',
            'subscriptions.offer_id',
            'subscriptions.pending_switch_id',
            'subscriptions.tax_rate_bp',
            'subscriptions.currency',
            'subscriptions.payment_method',
            'payment_details.psp_token',
          ])
          .where('subscriptions.status', 'in', ['active', 'active_trial'])
          .where('subscriptions.expires_at', '<=', moment)
          .limit(100)
          .execute();
        handled += Number(ended.numUpdatedRows);
        if (due.length === 0) break;
        let charged = 0;
        for (const sub of due) charged += (await renewOne(sub, moment)) ? 1 : 0;
        handled += charged;
        if (charged === 0) break;
      }
      return handled;
    },
  };

  async function renewOne(
    sub: {
      id: number;
      customer_id: number;
      expires_at: Date;
      offer_id: string;
      pending_switch_id: string | null;
      tax_rate_bp: number;
      currency: string;
      payment_method: string;
      psp_token: string | null;
    },
    moment: Date,
  ): Promise<boolean> {
    const pending = sub.pending_switch_id
      ? await db
          .selectFrom('subscription_switches')
          .select('to_offer_id')
          .where('id', '=', sub.pending_switch_id)
          .executeTakeFirst()
      : undefined;
    const offer = findOffer(pending?.to_offer_id ?? sub.offer_id) as Offer;
    const claimed = await db
      .insertInto('payments')
      .values({
        id: `ren_${sub.id}_${sub.expires_at.getTime()}`,
        customer_id: sub.customer_id,
        order_id: null,
        subscription_id: sub.id,
        purpose: 'renewal',
        method: sub.payment_method === 'wallet' ? 'wallet' : 'card',
        status: 'pending',
        amount_minor: grossPrice(offer, sub.tax_rate_bp),
        currency: sub.currency,
        psp_reference: null,
        failure_reason: null,
        failure_message: null,
        return_url: null,
        created_at: moment,
        settled_at: null,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return false;
    const result = await deps.provider.chargeStored({
      reference: claimed.id,
      amountMinor: claimed.amount_minor,
      currency: claimed.currency,
      shopperReference: String(sub.customer_id),
      token: sub.psp_token ?? '',
    });
    await deps.checkout.apply(claimed, result);
    return true;
  }
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
