import type { Customer } from '../../../domain/accounts/index.ts';
import { toMajor } from '../../../domain/payments/money.ts';
import { findOffer, type Offer, type OfferKind } from '../../../domain/payments/offerCatalogue.ts';
import type { PaymentDetails } from '../../../domain/payments/paymentDetails.ts';
import type { SubscriptionRow } from '../../../domain/payments/subscriptions.ts';
import { type TransactionRow, transactionId } from '../../../domain/payments/transactions.ts';

/** The merchant this back end sells as (the reference paywall client's merchant, 'reference-merchant'). */
export const MERCHANT_ID = 1;

const seconds = (date: Date | number) =>
  Math.floor((typeof date === 'number' ? date : date.getTime()) / 1000);

export interface AccessType {
  name: 'subscription' | 'ppv' | 'ppv_custom';
  period: string;
  quantity: number;
}

/**
 * How each kind of offer is written as the paywall's access type (spec: payments 3, Paywall-provider
 * access fee). The app reads `period` (a month with quantity 12 is a year: spec 9) and names offers
 * 'S{fee}' for subscriptions, 'C{fee}' for ppv and ppv_custom.
 */
const ACCESS_TYPES: Record<OfferKind, (offer: Offer) => AccessType> = {
  subscription: (offer) => {
    if (offer.period === 'year') return { name: 'subscription', period: 'month', quantity: 12 };
    if (offer.period === 'month') return { name: 'subscription', period: 'month', quantity: 1 };
    // A pass given, not billed: 'granted' is the period the app knows for it (it hides the price and the
    // cancel link: spec 2 and 4), and quantity says how many days it lasts.
    return { name: 'subscription', period: 'granted', quantity: Math.round((offer.accessHours ?? 0) / 24) };
  },
  // Bought for good: no period ends it.
  purchase: () => ({ name: 'ppv', period: 'unlimited', quantity: 1 }),
  rental: (offer) => ({ name: 'ppv_custom', period: 'hour', quantity: offer.accessHours ?? 0 }),
};

export const accessTypeOf = (offer: Offer) => ACCESS_TYPES[offer.kind](offer);

/** spec: payments 3 — an asset's access fee. `description` is what the app shows as the offer's title. */
export function presentAccessFee(offer: Offer) {
  return {
    id: offer.feeId,
    merchant_id: MERCHANT_ID,
    amount: toMajor(offer.priceMinor, offer.currency),
    currency: offer.currency,
    description: offer.title,
    access_type: accessTypeOf(offer),
    trial_period: offer.trialDays
      ? { description: `${offer.trialDays} days free`, quantity: offer.trialDays, period: 'day' }
      : null,
    item: { id: offer.assetId, plan_switch_enabled: offer.planSwitchEnabled },
    item_id: offer.assetId,
  };
}

/** spec: payments 4, Subscription status — the paywall's action_type of each status, the reverse of the app's map. */
const ACTION_TYPES: Record<SubscriptionRow['status'], string> = {
  active_trial: 'free-trial',
  active: 'recurrent',
  cancelled: 'canceled',
  expired: 'ended',
  terminated: 'terminated',
};

export function presentSubscription(row: SubscriptionRow, unsubscribeUrl: string) {
  const offer = findOffer(row.offer_id) as Offer;
  return {
    subscription_id: row.id,
    item_id: offer.assetId,
    item_title: offer.title,
    access_fee_id: offer.feeId,
    action_type: ACTION_TYPES[row.status],
    created_at: seconds(row.started_at),
    next_rebill_date: seconds(row.expires_at),
    subscription_price: toMajor(row.price_minor, row.currency),
    charged_amount: toMajor(row.price_minor, row.currency),
    currency: row.currency,
    payment_method_name: row.payment_method,
    // The app takes a subscription's period straight from here (spec: payments 3, Subscription), with no
    // 12-months rule as for offers: a yearly plan says 'year'.
    access_type: { period: row.period },
    unsubscribe_url: unsubscribeUrl,
  };
}

const TRANSACTION_ACTIONS: Record<TransactionRow['kind'], string> = {
  purchase: 'purchase',
  trial: 'free-trial',
  renewal: 'recurrent',
  upgrade: 'upgrade',
};

/** spec: payments 3, Transaction. trx_token is the public id too: receipts are asked for by it. */
export function presentTransaction(row: TransactionRow, customer: Customer) {
  const offer = findOffer(row.offer_id);
  return {
    transaction_token: transactionId(row),
    trx_token: transactionId(row),
    created_at: seconds(row.created_at),
    item_id: offer?.assetId ?? 0,
    access_fee_id: offer?.feeId ?? 0,
    item_type: offer ? accessTypeOf(offer).name : 'ppv',
    item_title: offer?.title ?? row.offer_id,
    charged_amount: toMajor(row.amount_minor, row.currency),
    currency_iso: row.currency,
    country_iso: row.country,
    consumer_id: customer.id,
    consumer_email: customer.email,
    payment_method_name: row.payment_method,
    action_type: TRANSACTION_ACTIONS[row.kind],
  };
}

type DetailRow = NonNullable<Awaited<ReturnType<PaymentDetails['active']>>>;

/** spec: payments 3, Card details — the active card keyed by its currency; never more than its last 4 digits. */
export function presentDefaultCards(detail: DetailRow | undefined) {
  if (detail?.method !== 'card') return {};
  return {
    [detail.currency]: {
      number: detail.last4 ?? '',
      exp_month: detail.exp_month,
      exp_year: detail.exp_year,
      card_name: detail.holder_name ?? '',
      card_type: detail.brand ?? 'card',
      account_id: detail.customer_id,
    },
  };
}
