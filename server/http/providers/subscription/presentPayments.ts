import type { Customer } from '../../../domain/accounts/index.ts';
import type { PaymentRow } from '../../../domain/payments/checkout.ts';
import { currencySymbol, toMajor } from '../../../domain/payments/money.ts';
import { findOffer, type Offer } from '../../../domain/payments/offerCatalogue.ts';
import type { OrderRow } from '../../../domain/payments/orders.ts';
import { PAYMENT_METHODS } from '../../../domain/payments/paymentMethods.ts';
import { grossPrice } from '../../../domain/payments/settlement.ts';
import type { SubscriptionRow, SwitchOffer, SwitchRow } from '../../../domain/payments/subscriptions.ts';
import { taxRateBp } from '../../../domain/payments/taxes.ts';
import { type TransactionRow, transactionId } from '../../../domain/payments/transactions.ts';

type DetailRow = Awaited<
  ReturnType<import('../../../domain/payments/paymentDetails.ts').PaymentDetails['list']>
>[number];

const seconds = (date: Date | number) =>
  Math.floor((typeof date === 'number' ? date : date.getTime()) / 1000);
const rate = (bp: number) => bp / 10_000;

/** spec: payments 3, Offer — the subscription provider's offer, priced for a customer's country. */
export function presentOffer(offer: Offer, country = 'US') {
  const bp = taxRateBp(country);
  const major = (minor: number) => toMajor(minor, offer.currency);
  return {
    offerId: offer.id,
    offerTitle: offer.title,
    offerDescription: offer.description,
    offerPrice: major(offer.priceMinor),
    offerCurrency: offer.currency,
    offerCurrencySymbol: currencySymbol(offer.currency),
    offerCountry: country,
    customerPriceInclTax: major(grossPrice(offer, bp)),
    customerPriceExclTax: major(offer.priceMinor),
    customerCurrency: offer.currency,
    customerCurrencySymbol: currencySymbol(offer.currency),
    customerCountry: country,
    applicableTaxRate: rate(bp),
    active: true,
    period: offer.period ?? null,
    freePeriods: offer.trialDays ? 1 : 0,
    freeDays: offer.trialDays ?? 0,
    planSwitchEnabled: offer.planSwitchEnabled,
    durationPeriod: offer.accessHours ? 'hour' : null,
    durationAmount: offer.accessHours ?? null,
    accessToTags: offer.tags,
    tags: offer.tags,
  };
}

export function presentOrder(order: OrderRow, customer: Customer) {
  const offer = findOffer(order.offer_id) as Offer;
  const major = (minor: number) => toMajor(minor, order.currency);
  return {
    id: order.id,
    customerId: customer.id,
    customer: { locale: customer.locale, email: customer.email },
    offerId: order.offer_id,
    offer: {
      title: offer.title,
      description: offer.description,
      price: major(offer.priceMinor),
      currency: offer.currency,
    },
    totalPrice: major(order.total_minor),
    priceBreakdown: {
      offerPrice: major(order.offer_price_minor),
      discountAmount: major(order.discount_minor),
      discountedPrice: major(order.offer_price_minor - order.discount_minor),
      paymentMethodFee: major(order.fee_minor),
      taxValue: major(order.tax_minor),
      customerServiceFee: 0,
    },
    taxRate: rate(order.tax_rate_bp),
    currency: order.currency,
    country: order.country,
    paymentMethodId: order.payment_method_id ?? 0,
    couponId: order.coupon_code,
    discount: {
      applied: order.discount_type !== null,
      type: order.discount_type ?? '',
      periods: order.discount_periods,
    },
    requiredPaymentDetails: order.required_payment_details,
    status: order.status,
  };
}

export const presentPaymentMethods = () =>
  PAYMENT_METHODS.map(({ id, methodName, provider, paymentGateway, logoUrl }) => ({
    id,
    methodName,
    provider,
    paymentGateway,
    logoUrl,
  }));

export function presentPayment(payment: PaymentRow) {
  return {
    id: payment.id,
    orderId: payment.order_id,
    status: { succeeded: 'captured', failed: 'failed', pending: 'pending', action: 'pending' }[
      payment.status
    ],
    totalAmount: toMajor(payment.amount_minor, payment.currency),
    currency: payment.currency,
    customerId: payment.customer_id,
    paymentGateway: payment.method === 'wallet' ? 'wallet' : 'card',
    paymentMethod: payment.method,
    externalPaymentId: payment.psp_reference,
    ...(payment.status === 'failed' ? { rejectedReason: payment.failure_message } : {}),
  };
}

export function presentSubscription(sub: SubscriptionRow) {
  const offer = findOffer(sub.offer_id) as Offer;
  return {
    subscriptionId: sub.id,
    offerId: sub.offer_id,
    offerTitle: offer.title,
    status: sub.status,
    expiresAt: seconds(sub.expires_at),
    nextPaymentPrice: toMajor(sub.price_minor, sub.currency),
    nextPaymentCurrency: sub.currency,
    nextPaymentAt: seconds(sub.expires_at),
    paymentGateway: sub.payment_method,
    paymentMethod: sub.payment_method,
    inTrial: sub.status === 'active_trial',
    period: sub.period,
    totalPrice: toMajor(sub.price_minor, sub.currency),
    pendingSwitchId: sub.pending_switch_id,
  };
}

export function presentSwitchOffer(choice: SwitchOffer) {
  const { offer } = choice;
  return {
    toOfferId: offer.id,
    switchDirection: choice.direction,
    algorithm: choice.algorithm,
    title: offer.title,
    price: toMajor(offer.priceMinor, offer.currency),
    currency: offer.currency,
    currencySymbol: currencySymbol(offer.currency),
    period: offer.period,
    nextPaymentPrice: toMajor(choice.nextPriceMinor, offer.currency),
    nextPaymentPriceCurrency: offer.currency,
    nextPaymentPriceCurrencySymbol: currencySymbol(offer.currency),
  };
}

export function presentSwitch(row: SwitchRow) {
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    fromOfferId: row.from_offer_id,
    toOfferId: row.to_offer_id,
    direction: row.direction,
    algorithm: row.algorithm,
    status: row.status,
    createdAt: seconds(row.created_at),
    effectiveAt: seconds(row.effective_at),
  };
}

export function presentTransaction(row: TransactionRow, customer: Customer) {
  const offer = findOffer(row.offer_id);
  const major = (minor: number) => toMajor(minor, row.currency);
  return {
    transactionId: transactionId(row),
    transactionDate: seconds(row.created_at),
    offerId: row.offer_id,
    offerType: row.offer_id.charAt(0),
    offerTitle: offer?.title ?? row.offer_id,
    offerPeriod: offer?.period ?? null,
    transactionPriceExclTax: major(row.amount_minor - row.tax_minor),
    transactionPriceInclTax: major(row.amount_minor),
    transactionCurrency: row.currency,
    applicableTax: major(row.tax_minor),
    paymentMethod: row.payment_method,
    customerId: customer.id,
    customerEmail: customer.email,
    customerCountry: row.country,
    customerCurrency: row.currency,
    actionType: row.kind,
  };
}

export function presentDetail(row: DetailRow) {
  return {
    id: row.id,
    customerId: row.customer_id,
    paymentGateway: row.method,
    paymentMethod: row.method,
    paymentMethodId: row.method === 'wallet' ? 2 : 1,
    active: row.active,
    currency: row.currency,
    paymentMethodSpecificParams:
      row.method === 'card'
        ? {
            variant: row.brand,
            holderName: row.holder_name,
            lastCardFourDigits: row.last4,
            cardExpirationDate: `${String(row.exp_month).padStart(2, '0')}/${String(row.exp_year).slice(-2)}`,
          }
        : {},
  };
}
