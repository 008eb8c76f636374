/**
 * The one payments contract the payment screens talk to (spec: payments 1-4, 7). Each integration with
 * payments — the subscription provider, the account provider (paywall) — is one adapter behind it,
 * made by its account adapter (it shares the signed-in session); screens read `capabilities`, never
 * which provider is configured. Failures are AccountErrors with the catalogue's keys (spec: payments 8),
 * one table per adapter.
 */

/** Money in integer minor units of its currency (the exponent from Intl), as the adapters convert it. */
export interface Money {
  minor: number;
  currency: string;
}

/** spec: payments 1, the capability table; 2, how each provider takes a card. */
export interface PaymentCapabilities {
  /** canRenewSubscription: a cancelled subscription can be renewed. */
  renewSubscription: boolean;
  /** canUpdatePaymentMethod. */
  updatePaymentMethod: boolean;
  /** canShowReceipts. */
  receipts: boolean;
  /** 'hosted': the provider's card component in a frame; 'direct': the app's own card form. */
  cardEntry: 'hosted' | 'direct';
}

export type OfferPeriod = 'month' | 'year' | 'day' | 'week' | 'granted';

/** spec: payments 3, Offer — as the screens show it. */
export interface Offer {
  /** 'S…' a subscription, anything else a one-off (spec: payments 4, Offer type). */
  offerId: string;
  title: string;
  description: string;
  /** The customer's price, tax included. */
  price: Money;
  period: OfferPeriod | null;
  /** Free days before the first payment; 0 without a trial. */
  freeDays: number;
  planSwitchEnabled: boolean;
  /** One-off access: how long it lasts ('hour' × 48); null for good. */
  duration: { period: string; amount: number } | null;
}

/** spec: payments 3, Order. */
export interface Order {
  id: string;
  offerId: string;
  total: Money;
  offerPrice: Money;
  /** Net of tax (the screen shows discountAmount × (1 + taxRate), spec: payments 9). */
  discountAmount: Money;
  paymentMethodFee: Money;
  taxValue: Money;
  /** A fraction: 0.21 is shown as 21 %. */
  taxRate: number;
  discount: { applied: boolean; type: 'coupon' | 'trial' | null; periods: number };
  requiredPaymentDetails: boolean;
  paymentMethodId: string | null;
}

/** spec: payments 3, Payment method — only these two are kept. */
export interface PaymentMethod {
  id: string;
  methodName: 'card' | 'wallet';
}

/** A card the viewer typed into the app's own form (direct entry). */
export interface CardDetails {
  number: string;
  holderName: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The hosted card component's answer (spec: payments 3, Card update): sandbox fields are `test_`-prefixed. */
export interface HostedCardFields {
  type: 'scheme';
  holderName: string;
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode: string;
}

/**
 * What a payment call answered: paid at once; accepted and confirmed later (the app polls the
 * entitlement: waiting-for-payment); or the shopper must go to `redirectUrl` first (3-D Secure).
 * A refusal is thrown.
 */
export type PaymentOutcome = { status: 'paid' } | { status: 'pending' } | { status: 'redirect'; url: string };

export interface WalletUrls {
  successUrl: string;
  cancelUrl: string;
  errorUrl: string;
}

/** spec: payments 3, Subscription — the fields the access rules and the screens of this slice read. */
export interface Subscription {
  subscriptionId: string;
  offerId: string;
  status: 'active' | 'active_trial' | 'cancelled' | 'expired' | 'terminated';
  /** Epoch milliseconds. */
  expiresAt: number;
  nextPayment: Money;
  period: OfferPeriod | null;
  offerTitle: string;
  paymentMethod: string;
  pendingSwitchId: string | null;
}

export interface PaymentService {
  readonly capabilities: PaymentCapabilities;
  /**
   * The offers these ids name, in the order asked: the subscription provider's offer ids, or the account
   * provider's asset ids (each asset's access fees, offerId 'S{fee}' / 'C{fee}'); unknown ids are left out.
   */
  offers(ids: string[]): Promise<Offer[]>;
  /** spec: payments 4, Checkout — created once, when an offer is chosen. */
  createOrder(offerId: string, paymentMethodId?: string): Promise<Order>;
  /** The payment method and the coupon ('' removes it); a 'not found' order is AccountError 'checkout.order_not_found'. */
  updateOrder(order: Order, change: { paymentMethodId?: string; couponCode?: string }): Promise<Order>;
  paymentMethods(): Promise<PaymentMethod[]>;
  /** requiredPaymentDetails false: nothing to pay (a free first period, a granted pass). */
  payWithoutDetails(order: Order): Promise<PaymentOutcome>;
  /** A card: typed into the app's form (cardEntry 'direct') or the hosted component's fields ('hosted'). */
  payByCard(order: Order, card: CardDetails | HostedCardFields, returnUrl: string): Promise<PaymentOutcome>;
  /** cardEntry 'hosted': the provider's card component page for this order, to embed. */
  cardComponentUrl?(order: Order, returnUrl: string): Promise<string>;
  /** Back from 3-D Secure with `redirectResult` (spec: payments 4, Finalize payment). */
  finalizePayment(orderId: string, redirectResult: string): Promise<PaymentOutcome>;
  /** The wallet's approval page for this order; 'Already have an active access' is an error (spec: payments 8). */
  walletUrl(order: Order, urls: WalletUrls): Promise<string>;
  /**
   * spec: payments 7, Entitlement used by payment polling: the subscription provider's check of the
   * offer; the account provider's access check of the asset the offer's fee belongs to.
   */
  entitled(offerId: string): Promise<boolean>;
  subscriptions(): Promise<Subscription[]>;
}
