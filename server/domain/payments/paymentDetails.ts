import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import type { CardInput, PaymentProvider } from '../../psp/paymentProvider.ts';
import type { RateLimiter } from '../accounts/rateLimiter.ts';
import { type Checkout, PAYMENT_ATTEMPTS, type PaymentAnswer } from './checkout.ts';
import type { PaymentClock } from './paymentClock.ts';
import { PaymentError } from './paymentError.ts';

/**
 * The customer's stored payment method (spec: payments 4, Payment method update; 3, Card details):
 * a card stored at the provider without a charge (3-D Secure may ask), or a wallet agreement. The new
 * one becomes active and pays the running subscription's renewals.
 */
export function createPaymentDetails(deps: {
  db: Kysely<DatabaseSchema>;
  provider: PaymentProvider;
  checkout: Checkout;
  clock: PaymentClock;
  limits: RateLimiter;
}) {
  const { db, provider, checkout } = deps;

  const begin = async (
    customerId: number,
    method: 'card' | 'wallet',
    currency: string,
    returnUrl?: string,
  ) => {
    await deps.limits.consume(`payment:${customerId}`, PAYMENT_ATTEMPTS);
    return db
      .insertInto('payments')
      .values({
        id: `pay_${randomBytes(12).toString('base64url')}`,
        customer_id: customerId,
        order_id: null,
        subscription_id: null,
        purpose: 'payment_details',
        method,
        status: 'pending',
        amount_minor: 0,
        currency,
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

  return {
    list: (customerId: number) =>
      db
        .selectFrom('payment_details')
        .selectAll()
        .where('customer_id', '=', customerId)
        .orderBy('id', 'desc')
        .execute(),

    active: checkout.activeDetail,

    /**
     * The hosted card component for a new card, with no order behind it (spec: payments 4, Payment method
     * update): nothing to charge, so the component offers Save; the card itself comes through storeCard.
     */
    cardSession: (currency: string, returnUrl: string) =>
      provider.createSession({
        reference: `details_${randomBytes(12).toString('base64url')}`,
        amountMinor: 0,
        currency,
        returnUrl,
      }),

    async storeCard(
      customerId: number,
      currency: string,
      card: CardInput,
      returnUrl: string,
    ): Promise<PaymentAnswer> {
      const payment = await begin(customerId, 'card', currency, returnUrl);
      return checkout.apply(
        payment,
        await provider.storeCard({
          reference: payment.id,
          card,
          returnUrl,
          shopperReference: String(customerId),
        }),
      );
    },

    /** After 3-D Secure on a card update: the last card update still waiting for the shopper. */
    async finaliseStoredCard(customerId: number, redirectResult: string): Promise<PaymentAnswer> {
      const payment = await db
        .selectFrom('payments')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('purpose', '=', 'payment_details')
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (!payment) throw new PaymentError('payment_not_found', 'There is no card update to finalize');
      if (payment.status === 'succeeded' || payment.status === 'failed') return { payment };
      return checkout.apply(payment, await provider.finalise({ reference: payment.id, redirectResult }));
    },

    async walletAgreement(
      customerId: number,
      currency: string,
      urls: { successUrl: string; cancelUrl: string; errorUrl: string },
    ) {
      const payment = await begin(customerId, 'wallet', currency);
      const approval = await provider.createWalletApproval({
        reference: payment.id,
        amountMinor: 0,
        currency,
        shopperReference: String(customerId),
        ...urls,
      });
      return { payment, redirectUrl: approval.redirectUrl };
    },

    async remove(customerId: number, id: number): Promise<void> {
      const removed = await db
        .deleteFrom('payment_details')
        .where('id', '=', id)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (removed.numDeletedRows === 0n)
        throw new PaymentError('payment_not_found', `Payment details ${id} not found`);
    },
  };
}

export type PaymentDetails = ReturnType<typeof createPaymentDetails>;
