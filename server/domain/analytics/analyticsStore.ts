import { type Kysely, sql } from 'kysely';
import type { AnalyticsEvent } from '../../../src/domain/analyticsEvents.ts';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';

/** Events older than this are deleted (checked at most once an hour, as batches arrive). */
const RETENTION_MS = 90 * 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;

export interface SummaryRange {
  from: Date;
  to: Date;
  /** One site's events only (its analyticsToken); all sites when absent. */
  token?: string;
}

export interface AnalyticsSummary {
  from: string;
  to: string;
  total: number;
  byType: Record<string, number>;
  byDeviceType: Record<string, number>;
  byTypeAndDeviceType: Array<{ type: string; deviceType: string; count: number }>;
}

/** Where received events are kept, and what the operator reads from them. */
export function createAnalyticsStore(db: Kysely<DatabaseSchema>, now: () => number) {
  let prunedAt = 0;

  async function prune(at: number) {
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    await db
      .deleteFrom('analytics_events')
      .where('occurred_at', '<', new Date(at - RETENTION_MS))
      .execute();
  }

  return {
    async record(token: string, events: readonly AnalyticsEvent[]): Promise<void> {
      const received = now();
      await db
        .insertInto('analytics_events')
        .values(
          events.map((event) => ({
            token,
            type: event.type,
            device_type: event.deviceType,
            user_id: event.userId,
            path: event.path,
            media_id: event.mediaId ?? null,
            percent: event.percent ?? null,
            // A device clock ahead of ours does not put events in the future.
            occurred_at: new Date(Math.min(Date.parse(event.at), received)),
            received_at: new Date(received),
          })),
        )
        .execute();
      await prune(received);
    },

    /** Events per type and device type that happened in [from, to). */
    async summary({ from, to, token }: SummaryRange): Promise<AnalyticsSummary> {
      let query = db
        .selectFrom('analytics_events')
        .select(['type', 'device_type', sql<string>`count(*)`.as('count')])
        .where('occurred_at', '>=', from)
        .where('occurred_at', '<', to);
      if (token !== undefined) query = query.where('token', '=', token);
      const rows = await query
        .groupBy(['type', 'device_type'])
        .orderBy('type')
        .orderBy('device_type')
        .execute();
      const byTypeAndDeviceType = rows.map((row) => ({
        type: row.type,
        deviceType: row.device_type,
        count: Number(row.count),
      }));
      const sum = (key: 'type' | 'deviceType') =>
        byTypeAndDeviceType.reduce<Record<string, number>>((totals, row) => {
          totals[row[key]] = (totals[row[key]] ?? 0) + row.count;
          return totals;
        }, {});
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        total: byTypeAndDeviceType.reduce((total, row) => total + row.count, 0),
        byType: sum('type'),
        byDeviceType: sum('deviceType'),
        byTypeAndDeviceType,
      };
    },
  };
}

export type AnalyticsStore = ReturnType<typeof createAnalyticsStore>;
