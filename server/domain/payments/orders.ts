import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import type { PaymentTables } from '../../db/paymentTables.ts';
import { findOffer, type Offer } from './offerCatalogue.ts';
import { PaymentError } from './paymentError.ts';
import { PAYMENT_METHODS } from './paymentMethods.ts';
import { type OrderPrice, priceOrder } from './pricing.ts';

export type OrderRow = Selectable<PaymentTables['orders']>;

const COUPON_ERRORS = {
  not_found: (code: string) => new PaymentError('coupon_not_found', `Coupon ${code} not found`),
  expired: (code: string) => new PaymentError('coupon_expired', `Coupon ${code} has expired`),
  not_valid_for_offer: (code: string) =>
    new PaymentError('coupon_not_valid_for_offer', `Coupon ${code} is not valid for this offer`),
};

/**
 * Orders (spec: payments 3 Order, 4 Checkout): created once per chosen offer, then updated with the
 * payment method and a coupon; each update prices the order again from the offer. An order belongs to
 * its customer: another customer's id reads as not found.
 */
export function createOrders(db: Kysely<DatabaseSchema>) {
  const trialEligible = async (customerId: number, offerId: string) =>
    !(await db
      .selectFrom('subscriptions')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('offer_id', '=', offerId)
      .executeTakeFirst());

  const price = async (
    customerId: number,
    offer: Offer,
    taxRateBp: number,
    couponCode: string | null,
    at: number,
  ): Promise<OrderPrice> => {
    const result = priceOrder({
      offer,
      taxRateBp,
      couponCode,
      trialEligible: await trialEligible(customerId, offer.id),
      now: at,
    });
    if (!result.ok) throw COUPON_ERRORS[result.problem](couponCode ?? '');
    return result.price;
  };

  const columns = (p: OrderPrice) => ({
    tax_rate_bp: p.taxRateBp,
    offer_price_minor: p.offerPriceMinor,
    discount_minor: p.discountMinor,
    tax_minor: p.taxMinor,
    fee_minor: p.feeMinor,
    total_minor: p.totalMinor,
    discount_type: p.discount.type,
    discount_periods: p.discount.periods,
    required_payment_details: p.requiredPaymentDetails,
  });

  const get = async (customerId: number, orderId: number): Promise<OrderRow> => {
    const row = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!row) throw new PaymentError('order_not_found', `Order with id ${orderId} not found`);
    return row;
  };

  return {
    get,
    async create(input: {
      customerId: number;
      offerId: string;
      country: string;
      taxRateBp: number;
      paymentMethodId?: number;
      couponCode?: string;
      at: number;
    }): Promise<OrderRow> {
      const offer = findOffer(input.offerId);
      if (!offer) throw new PaymentError('offer_not_found', `Offer ${input.offerId} not found`);
      checkMethod(input.paymentMethodId);
      const p = await price(input.customerId, offer, input.taxRateBp, input.couponCode ?? null, input.at);
      const at = new Date(input.at);
      return db
        .insertInto('orders')
        .values({
          customer_id: input.customerId,
          offer_id: offer.id,
          country: input.country,
          currency: offer.currency,
          payment_method_id: input.paymentMethodId ?? null,
          coupon_code: input.couponCode ? input.couponCode.trim().toUpperCase() : null,
          ...columns(p),
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    async update(
      customerId: number,
      orderId: number,
      change: { paymentMethodId?: number; couponCode?: string | null },
      at: number,
    ): Promise<OrderRow> {
      const order = await get(customerId, orderId);
      if (order.status !== 'open') throw new PaymentError('already_paid', 'Order is already paid');
      checkMethod(change.paymentMethodId);
      const offer = findOffer(order.offer_id);
      if (!offer) throw new PaymentError('offer_not_found', `Offer ${order.offer_id} not found`);
      const couponCode =
        change.couponCode === undefined ? order.coupon_code : change.couponCode?.trim().toUpperCase() || null;
      const p = await price(customerId, offer, order.tax_rate_bp, couponCode, at);
      return db
        .updateTable('orders')
        .set({
          payment_method_id: change.paymentMethodId ?? order.payment_method_id,
          coupon_code: couponCode,
          ...columns(p),
          updated_at: new Date(at),
        })
        .where('id', '=', orderId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

function checkMethod(id: number | undefined) {
  if (id !== undefined && !PAYMENT_METHODS.some((method) => method.id === id))
    throw new PaymentError('payment_method_not_offered', `Payment method ${id} is not offered`);
}

export type Orders = ReturnType<typeof createOrders>;
