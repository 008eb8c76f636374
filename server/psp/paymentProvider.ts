/**
 * What the payments domain asks of a payment provider. The local provider (this folder) implements it
 * in-process, the way a real provider's SDK would be called; it confirms a payment twice, like real
 * ones do: in the answer to the call (when it can) and by a signed notification to the merchant
 * endpoint. The domain accepts whichever comes first and ignores the other.
 *
 * Amounts are integer minor units of `currency` (ISO 4217); they always come from the domain's offer,
 * never from a client.
 *
 * A request the provider cannot take at all (an amount that is not an integer, an unknown currency, a
 * redirect URL that is neither http(s) nor root-relative, a reference reused for another request) is
 * thrown as a `PaymentProviderError` (./paymentProviderError.ts), not answered as a refusal.
 */
export interface PaymentProvider {
  /** A hosted card component session for one payment (spec: payments 7, connectors/card/sessions). */
  createSession(input: SessionInput): Promise<CardSession>;
  /** Charges a card: clear fields from a direct card form, or the hosted component's sandbox fields. */
  authorise(input: AuthoriseInput): Promise<ProviderResult>;
  /** After a 3-D Secure redirect: the shopper is back with `redirectResult` (signed, single-use). */
  finalise(input: { reference: string; redirectResult: string }): Promise<ProviderResult>;
  /** Charges a card stored by an earlier authorisation (renewals), without the shopper. */
  chargeStored(input: StoredChargeInput): Promise<ProviderResult>;
  /** Stores a card for later charges without charging it (payment method update); may need 3-D Secure. */
  storeCard(input: StoreCardInput): Promise<ProviderResult>;
  /** A wallet approval link (lives 3 h); the outcome arrives by notification and the shopper by URL. */
  createWalletApproval(input: WalletInput): Promise<{ pspReference: string; redirectUrl: string }>;
}

export interface SessionInput {
  reference: string;
  amountMinor: number;
  currency: string;
  returnUrl: string;
}

export interface CardSession {
  id: string;
  /** Opaque data the component page needs, as real providers hand out. */
  sessionData: string;
  /** The component page the app embeds (an iframe): it answers the card fields by postMessage. */
  componentUrl: string;
  clientKey: string;
  environment: 'test';
}

/** A card as the shopper typed it: clear fields (direct form) or `test_`-prefixed ones (hosted component). */
export type CardInput =
  | {
      kind: 'clear';
      number: string;
      cvc: string;
      expMonth: number;
      expYear: number;
      holderName: string;
    }
  | {
      kind: 'encrypted';
      encryptedCardNumber: string;
      encryptedExpiryMonth: string;
      encryptedExpiryYear: string;
      encryptedSecurityCode: string;
      holderName: string;
    };

export interface AuthoriseInput {
  /** The merchant's payment id: unique, and the provider's idempotency key for this charge. */
  reference: string;
  amountMinor: number;
  currency: string;
  card: CardInput;
  /** Where the 3-D Secure page sends the shopper back, with `redirectResult` added to its query. */
  returnUrl: string;
  /** The merchant's customer id: stored cards are kept per shopper. */
  shopperReference: string;
  /** Keep the card for later charges without the shopper (subscriptions). */
  storeForRecurring: boolean;
}

export interface StoredChargeInput {
  reference: string;
  amountMinor: number;
  currency: string;
  shopperReference: string;
  /** The token an earlier authorisation or storeCard returned. */
  token: string;
}

export interface StoreCardInput {
  reference: string;
  card: CardInput;
  returnUrl: string;
  shopperReference: string;
}

export interface WalletInput {
  reference: string;
  amountMinor: number;
  currency: string;
  shopperReference: string;
  successUrl: string;
  cancelUrl: string;
  errorUrl: string;
}

/** A card as the merchant may keep it: never the number or the CVC. */
export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
}

/** A wallet as the merchant may show it: which wallet and whose account there, never a card. */
export interface WalletSummary {
  name: string;
  payerId: string;
}

export type RefusalReason =
  | 'declined'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'authentication_failed'
  | 'cancelled'
  | 'invalid_card';

export type ProviderResult =
  | {
      status: 'authorised';
      pspReference: string;
      card?: CardSummary;
      /** Instead of `card` when a wallet paid (a wallet approval, or a charge on its billing agreement). */
      wallet?: WalletSummary;
      token?: string;
    }
  | { status: 'refused'; pspReference: string; reason: RefusalReason; message: string }
  /** 3-D Secure: send the shopper to `url`; the outcome comes back through `finalise` and a notification. */
  | { status: 'action'; pspReference: string; action: { type: 'redirect'; method: 'GET'; url: string } }
  /** Accepted, outcome later: only a notification will tell (a slow confirmation). */
  | { status: 'pending'; pspReference: string };

/**
 * The signed notification body (header `Psp-Signature: t={unix seconds},v1={hex HMAC-SHA256 of
 * "{t}.{raw body}"}`). Delivered at least once, in any order, possibly twice: the merchant
 * deduplicates on `id`.
 */
export interface ProviderEvent {
  id: string;
  type: 'payment.authorised' | 'payment.refused' | 'card.stored';
  /** Unix seconds. */
  created: number;
  data: {
    reference: string;
    pspReference: string;
    amountMinor?: number;
    currency?: string;
    reason?: RefusalReason;
    message?: string;
    card?: CardSummary;
    wallet?: WalletSummary;
    token?: string;
  };
}

/** The merchant endpoint the provider posts its notifications to (on the same server). */
export const MERCHANT_NOTIFICATION_PATH = '/providers/merchant/psp-notifications';
export const SIGNATURE_HEADER = 'Psp-Signature';
