import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

/** The account domain's tables (migration 002_accounts). */
export interface AccountTables {
  server_secrets: { name: string; value: string };
  customers: {
    id: Generated<number>;
    uuid: string;
    email: string;
    first_name: string;
    last_name: string;
    country: string;
    locale: string;
    currency: string;
    password_hash: string | null;
    register_source: string;
    metadata: Json<Record<string, unknown>>;
    reg_date: Date;
    last_user_ip: string | null;
  };
  sessions: {
    id: string;
    customer_id: number;
    integration: string;
    profile_id: string | null;
    user_agent: string | null;
    ip: string | null;
    created_at: Date;
    last_used_at: Date;
    revoked_at: Date | null;
    revoked_reason: string | null;
  };
  refresh_tokens: { token_hash: string; session_id: string; expires_at: Date; used_at: Date | null };
  password_resets: { token_hash: string; customer_id: number; expires_at: Date; used_at: Date | null };
  customer_consents: { customer_id: number; name: string; version: string; state: string; updated_at: Date };
  capture_answers: { customer_id: number; answers: Json<Record<string, unknown>>; updated_at: Date };
  profiles: {
    id: string;
    customer_id: number;
    name: string;
    adult: boolean;
    avatar_url: string;
    pin_hash: string | null;
    is_default: boolean;
    created_at: Date;
  };
  watch_list_items: {
    customer_id: number;
    profile_id: string;
    kind: 'favorites' | 'history';
    media_id: string;
    progress: number | null;
    updated_at: Date;
  };
  rate_limits: { key: string; window_start: Date; hits: number };
  spent_tokens: { token_hash: string; expires_at: Date };
  pin_codes: { customer_id: number; code_hash: string; expires_at: Date };
  /** Migration 007: one notification credential set per session (issue 17). */
  notification_keys: { access_key: string; session_id: string; token_hash: string; expires_at: Date };
  oidc_payloads: {
    model: string;
    id: string;
    payload: Json<Record<string, unknown>>;
    grant_id: string | null;
    user_code: string | null;
    uid: string | null;
    expires_at: Date | null;
    consumed_at: Date | null;
  };
  mail_outbox: {
    id: Generated<number>;
    to_address: string;
    subject: string;
    text: string;
    links: Json<string[]>;
    sent_at: Date;
  };
}
