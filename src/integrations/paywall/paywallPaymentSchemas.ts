import { z } from 'zod/mini';
import type { Money, Offer, OfferPeriod, Order, Subscription } from '../payments/paymentService.ts';

/**
 * The account provider's payment answers (spec: payments 3, 7 'Paywall provider') and their mapping to
 * the payments contract, and the order the app makes itself (the paywall has none). Prices come as
 * decimal numbers in major units; times in Unix seconds.
 */

export const accessFeeSchema = z.object({
  id: z.number(),
  amount: z.number(),
  currency: z.string(),
  description: z._default(z.nullable(z.string()), ''),
  access_type: z.object({ name: z.string(), period: z.string(), quantity: z.number() }),
  trial_period: z.optional(z.nullable(z.object({ quantity: z.number(), period: z.string() }))),
  item: z.optional(z.object({ plan_switch_enabled: z.optional(z.boolean()) })),
});
export const accessFeesSchema = z.array(accessFeeSchema);
export type AccessFee = z.infer<typeof accessFeeSchema>;

/** spec: payments 3 — the raw list is {id, method_name}: card 1, wallet 2. */
export const paymentMethodsSchema = z.array(z.object({ id: z.number(), method_name: z.string() }));

/** spec: payments 3, Voucher discount — the price with the voucher, and for how many payments. */
export const voucherDiscountSchema = z.object({ amount: z.number(), discount_duration: z.number() });

/** POST /payments and /subscriptions: 'Submitted for payment', with where 3-D Secure sends the shopper. */
export const paymentAnswerSchema = z.object({ redirect_to_url: z.optional(z.string()) });

/** POST /external-payments: an id (the access is held already) or the endpoint to go to. */
export const externalPaymentSchema = z.object({
  id: z.optional(z.number()),
  endpoint: z.optional(z.string()),
});

export const subscriptionsSchema = z.object({
  collection: z.array(
    z.object({
      subscription_id: z.number(),
      item_id: z.optional(z.number()),
      access_fee_id: z.number(),
      item_title: z._default(z.nullable(z.string()), ''),
      action_type: z.string(),
      next_rebill_date: z.number(),
      subscription_price: z.number(),
      currency: z.string(),
      payment_method_name: z._default(z.nullable(z.string()), ''),
      access_type: z.optional(z.object({ period: z.optional(z.string()) })),
      /** spec: payments 7 — cancelling is an authenticated GET to this URL. */
      unsubscribe_url: z.optional(z.string()),
    }),
  ),
});
export type PaywallSubscription = z.infer<typeof subscriptionsSchema>['collection'][number];

/** Minor units with the currency's exponent from Intl (USD 2, JPY 0, KWD 3), never hard-coded. */
export function toMoney(major: number, currency: string): Money {
  const exponent =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return { minor: Math.round(major * 10 ** exponent), currency };
}

const PERIODS: readonly OfferPeriod[] = ['month', 'year', 'day', 'week', 'granted'];
/** spec: payments 9 — a month period with quantity 12 is a yearly plan. */
export const toPeriod = (period: string | undefined, quantity = 1): OfferPeriod | null =>
  period === 'month' && quantity === 12 ? 'year' : (PERIODS.find((known) => known === period) ?? null);

const DAYS_IN = new Map([
  ['day', 1],
  ['week', 7],
  ['month', 30],
  ['year', 365],
]);
/** One-off access: ppv ('C…'); everything else the paywall sells recurs or is granted ('S…'). */
const ONE_OFF = ['ppv', 'ppv_custom'];

/** spec: payments 3, Offer — 'S{id}' a subscription, 'C{id}' a ppv or ppv_custom access. */
export function toOffer(fee: AccessFee): Offer {
  const { name, period, quantity } = fee.access_type;
  const oneOff = ONE_OFF.includes(name);
  const trial = fee.trial_period;
  return {
    offerId: `${oneOff ? 'C' : 'S'}${fee.id}`,
    // The fee's description is the offer's title (spec: payments 3, offerTitle from description).
    title: fee.description ?? '',
    description: '',
    price: toMoney(fee.amount, fee.currency),
    period: oneOff ? null : toPeriod(period, quantity),
    freeDays: trial ? trial.quantity * (DAYS_IN.get(trial.period) ?? 1) : 0,
    planSwitchEnabled: fee.item?.plan_switch_enabled ?? false,
    duration: durationOf(oneOff, period, quantity),
  };
}

/** A rental lasts `quantity` hours, a granted pass `quantity` days; a purchase ('unlimited') is for good. */
function durationOf(oneOff: boolean, period: string, amount: number): Offer['duration'] {
  if (oneOff) return period === 'unlimited' || amount <= 0 ? null : { period, amount };
  return period === 'granted' && amount > 0 ? { period: 'day', amount } : null;
}

/** The fee id of an offer id: 'S101' and 'C103' name fees 101 and 103. */
export const feeIdOf = (offerId: string) => offerId.replace(/^[SC]/, '');

/** spec: payments 9 — no fee and no tax; a voucher gives its price for `periods` payments. */
export function orderOf(
  offer: Offer,
  paymentMethodId: string | null,
  voucher?: { total: number; periods: number },
): Order {
  const { price, freeDays } = offer;
  const zero = { minor: 0, currency: price.currency };
  const total = voucher ? toMoney(voucher.total, price.currency) : price;
  return {
    id: feeIdOf(offer.offerId),
    offerId: offer.offerId,
    total,
    offerPrice: price,
    discountAmount: { minor: price.minor - total.minor, currency: price.currency },
    paymentMethodFee: zero,
    taxValue: zero,
    taxRate: 0,
    discount: voucher
      ? { applied: true, type: 'coupon', periods: voucher.periods }
      : { applied: false, type: null, periods: 0 },
    // A trial stores the card for the payments after it.
    requiredPaymentDetails: total.minor > 0 || freeDays > 0,
    paymentMethodId,
  };
}

/** spec: payments 4, Subscription status — the paywall's action_type. */
const STATUSES = new Map<string, Subscription['status']>([
  ['free-trial', 'active_trial'],
  ['recurrent', 'active'],
  ['canceled', 'cancelled'],
  ['incomplete_expired', 'expired'],
  ['ended', 'expired'],
]);

/** spec: payments 3, Subscription. The pending downgrade lives in the account's metadata, read beside. */
export function toSubscription(row: PaywallSubscription): Subscription {
  return {
    subscriptionId: String(row.subscription_id),
    offerId: `S${row.access_fee_id}`,
    status: STATUSES.get(row.action_type) ?? 'terminated',
    expiresAt: row.next_rebill_date * 1000,
    nextPayment: toMoney(row.subscription_price, row.currency),
    // A subscription's period comes as it is: 'year' for a yearly plan (spec: payments 3).
    period: toPeriod(row.access_type?.period),
    offerTitle: row.item_title ?? '',
    paymentMethod: row.payment_method_name ?? '',
    paymentGateway: row.payment_method_name ?? '',
    // The paywall names no switch: a pending downgrade is only the metadata's (pendingOfferId).
    pendingSwitchId: null,
    pendingOfferId: null,
  };
}
