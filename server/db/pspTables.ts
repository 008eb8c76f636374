import type { ColumnType } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
/** int8 columns come back from node-postgres as strings; amounts are written as integers. */
type Amount = ColumnType<string | null, number | null, number | null>;

/** What a test card does after 3-D Secure (4000 0084 0000 1629 declines; notes: payments, Test cards). */
export type PspAfterChallenge = 'authorise' | 'decline';
export type PspPaymentKind = 'payment' | 'store_card' | 'stored_charge' | 'wallet';
export type PspDecision = 'complete' | 'fail' | 'cancel' | 'approve' | 'error';

/**
 * The local payment provider's tables (migration 009_psp). Card numbers and security codes are never
 * stored: a card is kept as brand, last four digits, expiry and holder name.
 */
export interface PspTables {
  psp_sessions: {
    id: string;
    reference: string;
    amount_minor: Amount;
    currency: string;
    return_url: string;
    created_at: Date;
    expires_at: Date;
  };
  psp_payments: {
    /** The merchant's reference: the idempotency key, one row per reference. */
    reference: string;
    psp_reference: string;
    kind: PspPaymentKind;
    /** kind, amount, currency and shopper: the same reference with other parameters is a conflict. */
    fingerprint: string;
    amount_minor: Amount;
    currency: string | null;
    shopper_reference: string;
    /** The first answer (a ProviderResult), replayed for the same reference. */
    answer: Json<Record<string, unknown>>;
    /** The final answer (a ProviderResult) once a 3-D Secure or wallet page decided it; finalise returns it. */
    outcome: ColumnType<Record<string, unknown> | null, string | null, string | null>;
    card: ColumnType<Record<string, unknown> | null, string | null, string | null>;
    store_for_recurring: boolean;
    after_challenge: PspAfterChallenge | null;
    /** Set on a stored card whose later charges need the shopper (4000 0027 6000 3184). */
    needs_shopper: boolean;
    created_at: Date;
  };
  psp_challenges: {
    id: string;
    reference: string;
    return_url: string;
    expires_at: Date;
    decision: PspDecision | null;
    decided_at: Date | null;
    consumed_at: Date | null;
    /** The refusal sent if the shopper never answers; withdrawn when they do. */
    expiry_event_id: string;
  };
  psp_wallet_approvals: {
    id: string;
    reference: string;
    success_url: string;
    cancel_url: string;
    error_url: string;
    expires_at: Date;
    decision: PspDecision | null;
    decided_at: Date | null;
    expiry_event_id: string;
  };
  /** Tokens are opaque random ids, usable only with the shopper reference they were stored for. */
  psp_stored_tokens: {
    token: string;
    shopper_reference: string;
    kind: 'card' | 'wallet';
    /** A card's summary (kind card)... */
    brand: string | null;
    last4: string | null;
    exp_month: number | null;
    exp_year: number | null;
    holder_name: string | null;
    /** ...or the wallet account a billing agreement charges (kind wallet). */
    payer_id: string | null;
    needs_shopper: boolean;
    created_at: Date;
  };
  psp_outbox: {
    id: string;
    reference: string;
    /** The event as sent, byte for byte: the signature covers this text. */
    body: string;
    deliver_after: Date;
    attempts: number;
    last_status: number | null;
    delivered_at: Date | null;
    given_up_at: Date | null;
    created_at: Date;
  };
}
