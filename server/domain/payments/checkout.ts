import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import type { PaymentTables } from '../../db/paymentTables.ts';
import type { CardInput, PaymentProvider, ProviderEvent, ProviderResult } from '../../psp/paymentProvider.ts';
import type { RateLimiter, RateRule } from '../accounts/rateLimiter.ts';
import type { Entitlements } from './entitlements.ts';
import { findOffer } from './offerCatalogue.ts';
import type { OrderRow, Orders } from './orders.ts';
import type { PaymentClock } from './paymentClock.ts';
import { PaymentError } from './paymentError.ts';
import type { Outcome, Settlement } from './settlement.ts';

export type PaymentRow = Selectable<PaymentTables['payments']>;
export interface PaymentAnswer {
  payment: PaymentRow;
  /** 3-D Secure: where the shopper goes next. */
  action?: { type: 'redirect'; method: 'GET'; url: string };
}

/** Payment attempts per account (issue 23: card testing stops here, not at the provider). */
export const PAYMENT_ATTEMPTS: RateRule = { limit: 20, windowSeconds: 600 };

/**
 * Paying for an order through the provider (spec: payments 4, Checkout payment paths): card (direct
 * form or hosted component, with 3-D Secure), wallet approval, or nothing when nothing is due. Each
 * attempt is a payment row whose id is the provider's reference, so the provider's notification finds it.
 */
export function createCheckout(deps: {
  db: Kysely<DatabaseSchema>;
  provider: PaymentProvider;
  orders: Orders;
  settlement: Settlement;
  entitlements: Entitlements;
  clock: PaymentClock;
  limits: RateLimiter;
}) {
  const { db, provider, orders, settlement } = deps;

  const begin = async (
    customerId: number,
    order: OrderRow,
    method: PaymentRow['method'],
    returnUrl?: string,
  ): Promise<PaymentRow> => {
    await deps.limits.consume(`payment:${customerId}`, PAYMENT_ATTEMPTS);
    if (order.status !== 'open') throw new PaymentError('already_paid', 'Order is already paid');
    await refuseIfHeld(customerId, order.offer_id);
    return db
      .insertInto('payments')
      .values({
        id: `pay_${randomBytes(12).toString('base64url')}`,
        customer_id: customerId,
        order_id: order.id,
        subscription_id: null,
        purpose: 'order',
        method,
        status: 'pending',
        amount_minor: order.total_minor,
        currency: order.currency,
        psp_reference: null,
        failure_reason: null,
        failure_message: null,
        return_url: returnUrl ?? null,
        created_at: new Date(await deps.clock.now()),
        settled_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  };

  /** Buying twice what one holds is refused; so is a second running subscription (switch plans instead). */
  const refuseIfHeld = async (customerId: number, offerId: string) => {
    const held = await deps.entitlements.held(customerId, await deps.clock.now());
    if (held.some((h) => h.offerId === offerId))
      throw new PaymentError('already_entitled', 'Already have an active access');
    if (findOffer(offerId)?.kind !== 'subscription') return;
    const running = await db
      .selectFrom('subscriptions')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('status', 'in', ['active', 'active_trial'])
      .where('period', '!=', 'granted')
      .executeTakeFirst();
    if (running && findOffer(offerId)?.period !== 'granted')
      throw new PaymentError('already_entitled', 'Customer already has an active subscription');
  };

  const apply = async (payment: PaymentRow, result: ProviderResult): Promise<PaymentAnswer> => {
    if (result.status === 'authorised' || result.status === 'refused') {
      const settled = await settlement.settle(payment.id, result);
      return { payment: settled ?? payment };
    }
    // A notification may have settled it meanwhile: only a payment still pending waits for the shopper.
    const waiting = await db
      .updateTable('payments')
      .set({ status: result.status === 'action' ? 'action' : 'pending', psp_reference: result.pspReference })
      .where('id', '=', payment.id)
      .where('status', 'in', ['pending', 'action'])
      .returningAll()
      .executeTakeFirst();
    return {
      payment: waiting ?? (await paymentById(payment.id)),
      ...(result.status === 'action' ? { action: result.action } : {}),
    };
  };

  const paymentById = (id: string) =>
    db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const activeDetail = (customerId: number) =>
    db
      .selectFrom('payment_details')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('active', '=', true)
      .executeTakeFirst();

  const recurring = (order: OrderRow) => findOffer(order.offer_id)?.kind === 'subscription';

  /** The payment of an order waiting for the shopper's 3-D Secure answer. */
  const awaiting = async (customerId: number, orderId: number) => {
    const payment = await db
      .selectFrom('payments')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('order_id', '=', orderId)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!payment)
      throw new PaymentError('payment_not_found', 'There is no payment to finalize for this order');
    return payment;
  };

  return {
    /**
     * POST /payments {orderId}: an order with nothing to pay settles at once; one that needs payment is
     * charged to the customer's stored payment method, if there is one.
     */
    async payWithoutDetails(customerId: number, orderId: number): Promise<PaymentAnswer> {
      const order = await orders.get(customerId, orderId);
      if (!order.required_payment_details) {
        const payment = await begin(customerId, order, 'none');
        const outcome: Outcome = { status: 'authorised' };
        return { payment: (await settlement.settle(payment.id, outcome)) ?? payment };
      }
      const detail = await activeDetail(customerId);
      const token = detail?.psp_token;
      if (!detail || !token)
        throw new PaymentError('payment_details_required', 'Payment details are required for this order');
      const payment = await begin(customerId, order, detail.method);
      return apply(
        payment,
        await provider.chargeStored({
          reference: payment.id,
          amountMinor: order.total_minor,
          currency: order.currency,
          shopperReference: String(customerId),
          token,
        }),
      );
    },

    /** A card payment; with nothing due now (a free trial) the card is only stored, for the payments after it. */
    async payByCard(
      customerId: number,
      orderId: number,
      card: CardInput,
      returnUrl: string,
    ): Promise<PaymentAnswer> {
      const order = await orders.get(customerId, orderId);
      const payment = await begin(customerId, order, 'card', returnUrl);
      const shopperReference = String(customerId);
      const result = await (order.total_minor === 0
        ? provider.storeCard({ reference: payment.id, card, returnUrl, shopperReference })
        : provider.authorise({
            reference: payment.id,
            amountMinor: order.total_minor,
            currency: order.currency,
            card,
            returnUrl,
            shopperReference,
            storeForRecurring: recurring(order),
          }));
      return apply(payment, result);
    },

    /** After 3-D Secure: the redirectResult is checked by the provider against this order's payment. */
    async finalise(customerId: number, orderId: number, redirectResult: string): Promise<PaymentAnswer> {
      await orders.get(customerId, orderId);
      const payment = await awaiting(customerId, orderId);
      // The shopper's browser coming back twice (a reload) finds the payment already settled: same answer.
      if (payment.status === 'succeeded' || payment.status === 'failed') return { payment };
      return apply(payment, await provider.finalise({ reference: payment.id, redirectResult }));
    },

    async cardSession(customerId: number, orderId: number, returnUrl: string) {
      const order = await orders.get(customerId, orderId);
      if (order.status !== 'open') throw new PaymentError('already_paid', 'Order is already paid');
      return provider.createSession({
        reference: `order_${order.id}`,
        amountMinor: order.total_minor,
        currency: order.currency,
        returnUrl,
      });
    },

    async walletApproval(
      customerId: number,
      orderId: number,
      urls: { successUrl: string; cancelUrl: string; errorUrl: string },
    ) {
      const order = await orders.get(customerId, orderId);
      const payment = await begin(customerId, order, 'wallet');
      const approval = await provider.createWalletApproval({
        reference: payment.id,
        amountMinor: order.total_minor,
        currency: order.currency,
        shopperReference: String(customerId),
        ...urls,
      });
      await db
        .updateTable('payments')
        .set({ psp_reference: approval.pspReference })
        .where('id', '=', payment.id)
        .execute();
      return { payment, redirectUrl: approval.redirectUrl };
    },

    /** A provider notification, already verified: settles its payment once (deduplicated on the event id). */
    async acceptEvent(event: ProviderEvent): Promise<'accepted' | 'duplicate' | 'unknown'> {
      const known = await db
        .selectFrom('payments')
        .select('id')
        .where('id', '=', event.data.reference)
        .executeTakeFirst();
      if (!known) return 'unknown';
      const outcome: Outcome =
        event.type === 'payment.refused'
          ? {
              status: 'refused',
              pspReference: event.data.pspReference,
              reason: event.data.reason ?? 'declined',
              message: event.data.message ?? 'Payment refused',
            }
          : {
              status: 'authorised',
              pspReference: event.data.pspReference,
              card: event.data.card,
              token: event.data.token,
            };
      let fresh = false;
      await settlement.settle(known.id, outcome, async (trx) => {
        const inserted = await trx
          .insertInto('psp_events_received')
          .values({ event_id: event.id, received_at: new Date() })
          .onConflict((conflict) => conflict.column('event_id').doNothing())
          .returning('event_id')
          .executeTakeFirst();
        fresh = inserted !== undefined;
        return fresh;
      });
      return fresh ? 'accepted' : 'duplicate';
    },

    async payment(customerId: number, paymentId: string): Promise<PaymentRow> {
      const payment = await db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', paymentId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (!payment) throw new PaymentError('payment_not_found', `Payment ${paymentId} not found`);
      return payment;
    },

    apply,
    activeDetail,
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
