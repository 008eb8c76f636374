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
  /**
   * spec: payments 4, Plan switching — where a plan is switched: the upgrade modal (the subscription
   * provider's switches) or the payments page's inline list (the account provider's plan change).
   */
  planSwitch: 'modal' | 'inline';
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
  /** How it is paid: 'card', 'wallet', 'coupon' (a coupon-paid period), 'granted'. */
  paymentGateway: string;
  pendingSwitchId: string | null;
  /**
   * The plan a pending switch (or, on the account provider, a pending downgrade kept in the account's
   * metadata '{subscriptionId}_pending_downgrade') moves to at expiresAt; null without one.
   */
  pendingOfferId: string | null;
}

/** spec: payments 3, Active payment detail (the card's or the wallet's). */
export interface PaymentDetail {
  id: string;
  /** The payment method's id (the card's or the wallet's, as in paymentMethods()). */
  paymentMethodId: string;
  paymentMethod: 'card' | 'wallet';
  currency: string;
  /** A card's: the holder, the last four digits, the expiry 'MM/YY'; null for the wallet. */
  card: { holderName: string; lastFourDigits: string; expiry: string; brand: string } | null;
  active: boolean;
}

/** spec: payments 3, Transaction — a purchase history row. */
export interface Transaction {
  transactionId: string;
  /** Epoch milliseconds. */
  date: number;
  /** The subscription provider's offer id; the account provider's item (asset) id (spec: payments 3). */
  offerId: string;
  offerTitle: string;
  price: Money;
  paymentMethod: string;
  /** What the receipt is asked by (the account provider's trxToken); null where there is none. */
  receiptId: string | null;
}

/** spec: payments 3, Switch offer — a plan the subscription can move to. */
export interface SwitchOffer {
  toOfferId: string;
  title: string;
  /** The plan's price per period: the next payment on it, tax included. */
  price: Money;
  period: OfferPeriod | null;
  switchDirection: 'upgrade' | 'downgrade';
  /**
   * 'DEFERRED' switches at the end of the period (a pending switch); anything else switches at once
   * (both back ends here answer 'IMMEDIATE_WITHOUT_PRORATION': the new price from the next billing date).
   */
  algorithm: string;
}

/** A receipt: a PDF to download, or an HTML page to open (spec: payments 7, Receipt handling). */
export type Receipt = { kind: 'file'; blob: Blob; fileName: string } | { kind: 'html'; html: string };

/** What the reference back end's pay-on-phone hand-off names an order by: the server's order, or the offer. */
export type HandoffOrder = { orderId: string } | { offerId: string; couponCode?: string };

export type StoredCardOutcome =
  | { status: 'stored'; paymentMethodId: string }
  | { status: 'redirect'; url: string };

/** The page a payment-method change comes back to (spec: payments 4, Payment method update). */
export interface PaymentMethodUrls {
  successUrl: string;
  waitingUrl: string;
  cancelUrl: string;
  errorUrl: string;
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

  /* The payments page and its modals (spec: payments 2, 4: Plan switching, Cancel and renew). */

  /**
   * Cancelling keeps access until expiresAt, and drops a pending switch ('Failed to update subscription',
   * 'Missing unsubscribe url': cancel_subscription.unknown_error_occurred).
   */
  cancelSubscription(subscription: Subscription): Promise<void>;
  /** capabilities.renewSubscription: a cancelled subscription renews again. */
  renewSubscription?(subscription: Subscription): Promise<void>;
  /**
   * The plans this subscription can switch to (spec: payments 4, Plan switching), the current one left
   * out; none while it is not active or active_trial.
   */
  switches(subscription: Subscription): Promise<SwitchOffer[]>;
  /** Switches now, or records a pending switch ('pending': true) that starts at expiresAt (change_plan_error). */
  switchSubscription(subscription: Subscription, to: SwitchOffer): Promise<{ pending: boolean }>;
  /** Cancels the pending switch ('unknown error occurred' on failure). */
  cancelPendingSwitch(subscription: Subscription): Promise<void>;
  /** The active payment details; an empty list when none is stored. */
  paymentDetails(): Promise<PaymentDetail[]>;
  /** Purchase history, newest first, from any offset; `total` counts every transaction. */
  transactions(page: { limit: number; offset: number }): Promise<{ items: Transaction[]; total: number }>;
  /** capabilities.receipts: the receipt of a transaction with a receiptId (page.receipt_failed). */
  receipt?(transaction: Transaction): Promise<Receipt>;
  /**
   * Edit card details (cardEntry 'direct'): the typed card replaces the stored one for this currency. A
   * refused card, or one its bank must confirm first (3-D Secure), is edit_card.card_update_failed.
   */
  updateCard?(card: CardDetails, currency: string): Promise<void>;
  /** capabilities.updatePaymentMethod: the hosted card component page to take the new card (no order). */
  paymentMethodComponentUrl?(returnUrl: string): Promise<string>;
  /** Stores the component's card as the payment method: done (its payment method id), or 3-D Secure first. */
  storePaymentMethodCard?(card: HostedCardFields, returnUrl: string): Promise<StoredCardOutcome>;
  /** Back from that 3-D Secure with redirectResult: the stored card's payment method id. */
  finalizePaymentMethod?(redirectResult: string): Promise<string>;
  /** capabilities.updatePaymentMethod: the wallet's agreement page for the new method. */
  paymentMethodWalletUrl?(urls: PaymentMethodUrls): Promise<string>;
  /** The TV's "Pay on your phone" (issue 24): how this order is named to the reference back end's hand-off. */
  handoffOrder(order: Order): HandoffOrder;
}
