import type { Generated } from 'kysely';

/**
 * Analytics events as the app reported them (migration 011_analytics): one row per event, for the
 * operator's summary. The user id is the account id or 'Guest user'; nothing else about the viewer.
 */
export interface AnalyticsTables {
  analytics_events: {
    id: Generated<number>;
    /** Which config's analyticsToken the batch came with. */
    token: string;
    type: string;
    device_type: string;
    user_id: string;
    path: string;
    media_id: string | null;
    percent: number | null;
    /** When the app says it happened, within the receiver's limits (never in the future). */
    occurred_at: Date;
    received_at: Date;
  };
}
