import { z } from 'zod/mini';
import type { Money, Offer, OfferPeriod, Order, Subscription } from '../payments/paymentService.ts';

/**
 * The subscription provider's payment answers (spec: payments 3, 7.1), the `responseData` of each call,
 * and their mapping to the payments contract. Prices come as decimal numbers in major units.
 */
export const idSchema = z.union([z.number(), z.string()]);
export const amountSchema = z.number();

export const offerSchema = z.object({
  offerId: z.string(),
  offerTitle: z.string(),
  offerDescription: z._default(z.nullable(z.string()), ''),
  customerPriceInclTax: amountSchema,
  customerCurrency: z.string(),
  period: z.optional(z.nullable(z.string())),
  freeDays: z._default(z.nullable(z.number()), 0),
  planSwitchEnabled: z._default(z.boolean(), false),
  durationPeriod: z.optional(z.nullable(z.string())),
  durationAmount: z.optional(z.nullable(z.number())),
});

const orderBody = z.object({
  id: idSchema,
  offerId: z.string(),
  totalPrice: amountSchema,
  // spec: payments 7.1 — the order currency falls back to EUR.
  currency: z._default(z.nullable(z.string()), 'EUR'),
  priceBreakdown: z.object({
    offerPrice: amountSchema,
    discountAmount: amountSchema,
    paymentMethodFee: amountSchema,
    taxValue: amountSchema,
  }),
  taxRate: z._default(z.number(), 0),
  discount: z.object({
    applied: z.boolean(),
    type: z.optional(z.nullable(z.string())),
    periods: z._default(z.number(), 0),
  }),
  requiredPaymentDetails: z.boolean(),
  paymentMethodId: z.optional(z.nullable(idSchema)),
});
export const orderSchema = z.object({ order: orderBody });

export const paymentMethodsSchema = z.object({
  paymentMethods: z.array(z.object({ id: idSchema, methodName: z.string() })),
});

/** POST /payments, the card connector's initial payment and its finalize. */
export const paymentAnswerSchema = z.object({
  payment: z.object({ status: z.string(), rejectedReason: z.optional(z.nullable(z.string())) }),
  action: z.optional(z.object({ url: z.string() })),
});

export const cardSessionSchema = z.object({ componentUrl: z.string() });
export const walletTokenSchema = z.object({ redirectUrl: z.string() });
export const entitlementSchema = z.object({ accessGranted: z.boolean() });

/** One subscription: the list's rows, and the answer to a status change. */
export const subscriptionSchema = z.object({
  subscriptionId: idSchema,
  offerId: z.string(),
  offerTitle: z._default(z.nullable(z.string()), ''),
  status: z.string(),
  expiresAt: z.number(),
  nextPaymentPrice: amountSchema,
  nextPaymentCurrency: z.string(),
  period: z.optional(z.nullable(z.string())),
  paymentMethod: z._default(z.nullable(z.string()), ''),
  paymentGateway: z._default(z.nullable(z.string()), ''),
  pendingSwitchId: z.optional(z.nullable(idSchema)),
});
export const subscriptionsSchema = z.object({ items: z.array(subscriptionSchema) });

/** Minor units with the currency's exponent from Intl (USD 2, JPY 0, KWD 3), never hard-coded. */
export function toMoney(major: number, currency: string): Money {
  const exponent =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return { minor: Math.round(major * 10 ** exponent), currency };
}

const PERIODS: readonly OfferPeriod[] = ['month', 'year', 'day', 'week', 'granted'];
export const toPeriod = (period: string | null | undefined): OfferPeriod | null =>
  PERIODS.find((known) => known === period) ?? null;

export function toOffer(offer: z.infer<typeof offerSchema>): Offer {
  const { durationPeriod, durationAmount } = offer;
  return {
    offerId: offer.offerId,
    title: offer.offerTitle,
    description: offer.offerDescription ?? '',
    price: toMoney(offer.customerPriceInclTax, offer.customerCurrency),
    period: toPeriod(offer.period),
    freeDays: offer.freeDays ?? 0,
    planSwitchEnabled: offer.planSwitchEnabled,
    duration: durationPeriod && durationAmount ? { period: durationPeriod, amount: durationAmount } : null,
  };
}

export function toOrder({ order }: z.infer<typeof orderSchema>): Order {
  const currency = order.currency ?? 'EUR';
  const money = (major: number) => toMoney(major, currency);
  const { type } = order.discount;
  return {
    id: String(order.id),
    offerId: order.offerId,
    total: money(order.totalPrice),
    offerPrice: money(order.priceBreakdown.offerPrice),
    discountAmount: money(order.priceBreakdown.discountAmount),
    paymentMethodFee: money(order.priceBreakdown.paymentMethodFee),
    taxValue: money(order.priceBreakdown.taxValue),
    taxRate: order.taxRate,
    discount: {
      applied: order.discount.applied,
      type: type === 'coupon' || type === 'trial' ? type : null,
      periods: order.discount.periods,
    },
    requiredPaymentDetails: order.requiredPaymentDetails,
    // The provider answers 0 for an order without a method.
    paymentMethodId: order.paymentMethodId ? String(order.paymentMethodId) : null,
  };
}

const STATUSES: readonly Subscription['status'][] = [
  'active',
  'active_trial',
  'cancelled',
  'expired',
  'terminated',
];

/** The pending switch's target is another call's (GET /subscription_switches/{id}): null until it is read. */
export function toSubscription(item: z.infer<typeof subscriptionSchema>): Subscription {
  return {
    subscriptionId: String(item.subscriptionId),
    offerId: item.offerId,
    status: STATUSES.find((known) => known === item.status) ?? 'terminated',
    // The provider counts in Unix seconds.
    expiresAt: item.expiresAt * 1000,
    nextPayment: toMoney(item.nextPaymentPrice, item.nextPaymentCurrency),
    period: toPeriod(item.period),
    offerTitle: item.offerTitle ?? '',
    paymentMethod: item.paymentMethod ?? '',
    paymentGateway: item.paymentGateway || item.paymentMethod || '',
    pendingSwitchId: item.pendingSwitchId == null ? null : String(item.pendingSwitchId),
    pendingOfferId: null,
  };
}
