import type { Customer } from '../../domain/accounts/index.ts';
import type { Payments } from '../../domain/payments/createPayments.ts';
import type { HandoffOrder } from '../../domain/payments/handoffs.ts';
import { findOffer } from '../../domain/payments/offerCatalogue.ts';
import { PaymentError } from '../../domain/payments/paymentError.ts';
import type { HandoffTarget } from './handoffInput.ts';

/**
 * The order a hand-off pays. The subscription integration's app has an order already: it must be the
 * viewer's own (another's reads as not found). The account provider's app has none: one is made here
 * as that provider's own checkout makes it (spec: payments 9 — no tax, no fee), with the coupon applied,
 * so a bad coupon is refused now with the domain's own error.
 */
export async function handoffOrder(
  payments: Payments,
  customer: Customer,
  target: HandoffTarget,
): Promise<HandoffOrder> {
  if (target.kind === 'order') {
    const order = await payments.orders.get(customer.id, target.orderId);
    return { order, offerId: order.offer_id };
  }
  const offer = findOffer(target.offerId);
  if (!offer) throw new PaymentError('offer_not_found', `Offer ${target.offerId} not found`);
  const order = await payments.orders.create({
    customerId: customer.id,
    offerId: offer.id,
    country: customer.country,
    taxRateBp: 0,
    couponCode: target.couponCode,
    at: await payments.clock.now(),
  });
  return { order, offerId: target.offerId };
}
