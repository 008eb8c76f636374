import type { ColumnType, Generated } from 'kysely';

/** A bigint column: node-postgres reads it as a string, we write numbers. */
type BigInt = ColumnType<string, number, number>;

/** The payments domain's tables (migration 008_payments). Money: integer minor units of `currency`. */
export interface PaymentTables {
  orders: {
    id: Generated<number>;
    customer_id: number;
    offer_id: string;
    country: string;
    currency: string;
    /** Basis points: 2100 is 21 %. */
    tax_rate_bp: number;
    payment_method_id: number | null;
    coupon_code: string | null;
    offer_price_minor: number;
    discount_minor: number;
    tax_minor: number;
    fee_minor: number;
    total_minor: number;
    discount_type: 'coupon' | 'trial' | null;
    discount_periods: Generated<number>;
    required_payment_details: boolean;
    status: Generated<'open' | 'paid'>;
    created_at: Date;
    updated_at: Date;
  };
  payment_details: {
    id: Generated<number>;
    customer_id: number;
    method: 'card' | 'wallet';
    brand: string | null;
    last4: string | null;
    exp_month: number | null;
    exp_year: number | null;
    holder_name: string | null;
    currency: string;
    psp_token: string | null;
    active: boolean;
    created_at: Date;
  };
  subscriptions: {
    id: Generated<number>;
    customer_id: number;
    offer_id: string;
    status: 'active' | 'active_trial' | 'cancelled' | 'expired' | 'terminated';
    period: 'month' | 'year' | 'granted';
    /** The next payment, tax included. */
    price_minor: number;
    currency: string;
    country: string;
    tax_rate_bp: number;
    payment_method: 'card' | 'wallet' | 'coupon' | 'granted';
    payment_detail_id: number | null;
    pending_switch_id: string | null;
    started_at: Date;
    expires_at: Date;
    updated_at: Date;
  };
  subscription_switches: {
    id: string;
    subscription_id: number;
    from_offer_id: string;
    to_offer_id: string;
    direction: 'upgrade' | 'downgrade';
    algorithm: 'IMMEDIATE_WITHOUT_PRORATION' | 'DEFERRED';
    status: 'pending' | 'completed' | 'cancelled';
    created_at: Date;
    effective_at: Date;
  };
  accesses: {
    id: Generated<number>;
    customer_id: number;
    offer_id: string;
    order_id: number | null;
    source: 'purchase' | 'access_code';
    starts_at: Date;
    expires_at: Date | null;
  };
  payments: {
    id: string;
    customer_id: number;
    order_id: number | null;
    subscription_id: number | null;
    purpose: 'order' | 'renewal' | 'payment_details';
    method: 'card' | 'wallet' | 'none';
    status: 'pending' | 'action' | 'succeeded' | 'failed';
    amount_minor: number;
    currency: string;
    psp_reference: string | null;
    failure_reason: string | null;
    failure_message: string | null;
    return_url: string | null;
    created_at: Date;
    settled_at: Date | null;
  };
  transactions: {
    id: Generated<number>;
    customer_id: number;
    payment_id: string | null;
    order_id: number | null;
    subscription_id: number | null;
    offer_id: string;
    kind: 'purchase' | 'renewal' | 'trial' | 'upgrade';
    amount_minor: number;
    tax_minor: number;
    currency: string;
    country: string;
    payment_method: 'card' | 'wallet' | 'coupon' | 'granted';
    created_at: Date;
  };
  idempotency_keys: {
    customer_id: number;
    key: string;
    request_hash: string;
    state: 'running' | 'done';
    status: number | null;
    body: string | null;
    created_at: Date;
  };
  psp_events_received: { event_id: string; received_at: Date };
  access_code_sessions: {
    id: Generated<number>;
    code: string;
    customer_id: number | null;
    browser_fingerprint: string;
    created_at: Date;
  };
  payment_clock: { id: number; offset_ms: BigInt };
}
