import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  type AnalyticsEvent,
  MAX_EVENTS_PER_BATCH,
  MILESTONES,
} from '../../../src/domain/analyticsEvents.ts';
import { DEVICE_TYPES } from '../../../src/domain/deviceType.ts';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import { type Accounts, RATE_RULES, sameSecret } from '../../domain/accounts/index.ts';
import { createAnalyticsStore } from '../../domain/analytics/analyticsStore.ts';
import { analyticsTokens } from '../../domain/analytics/analyticsTokens.ts';
import { HttpError, parseInput } from '../apiError.ts';
import { bearerToken, clientIp } from '../providers/shared/requestContext.ts';
import { consumeOr429 } from '../rateLimitAnswer.ts';

const common = {
  at: z.iso.datetime(),
  deviceType: z.enum(DEVICE_TYPES),
  userId: z.string().min(1).max(128),
  path: z.string().startsWith('/').max(512),
};
const mediaId = z.string().min(1).max(64);
const percent = z.literal(MILESTONES);

const eventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('screen_view'), ...common }),
  z.strictObject({ type: z.literal('play_start'), ...common, mediaId }),
  z.strictObject({ type: z.literal('video_progress'), ...common, mediaId, percent }),
  z.strictObject({ type: z.literal('scroll_depth'), ...common, percent }),
]) satisfies z.ZodType<AnalyticsEvent>;

const batchSchema = z.strictObject({
  token: z.string().min(1).max(128),
  events: z.array(eventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
});

const DAY_MS = 24 * 3600_000;
const summaryQuery = z.object({
  /** Default: the last 24 hours. */
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  token: z.string().min(1).max(128).optional(),
});

export interface AnalyticsRouteDeps {
  db: Kysely<DatabaseSchema>;
  /** The shared per-address counters (the accounts' limiter, kept in the database). */
  limits: Accounts['limits'];
  catalogDir: string;
  /** ANALYTICS_SUMMARY_KEY: when set, the summary answers only `Authorization: Bearer <key>`. */
  summaryKey?: string;
  now: () => number;
}

/**
 * The reference back end's analytics receiver (spec: browsing 1, 9). Apps POST batches (text/plain
 * JSON, what sendBeacon sends); an operator reads events per type and device type over a time range.
 */
export function analyticsRoutes({ db, limits, catalogDir, summaryKey, now }: AnalyticsRouteDeps) {
  const store = createAnalyticsStore(db, now);
  const tokens = analyticsTokens(catalogDir, now);

  return new Hono()
    .post('/v1/analytics/events', async (c) => {
      await consumeOr429(c, limits, `analytics:${clientIp(c)}`, RATE_RULES.analyticsBatchesPerIp);
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        throw new HttpError(400, 'invalid_json', 'The body is not JSON');
      }
      const batch = parseInput(batchSchema, body);
      if (!(await tokens.has(batch.token))) {
        throw new HttpError(403, 'unknown_token', 'Unknown analytics token');
      }
      await store.record(batch.token, batch.events);
      return c.body(null, 204);
    })
    .get('/v1/analytics/summary', async (c) => {
      if (summaryKey !== undefined) {
        const failuresKey = `analytics-key:${clientIp(c)}`;
        if (await limits.isLimited(failuresKey, RATE_RULES.analyticsKeyFailuresPerIp)) {
          throw new HttpError(429, 'rate_limited', 'Too many requests: try again later');
        }
        const given = bearerToken(c);
        if (given === undefined || !sameSecret(given, summaryKey)) {
          await limits.consume(failuresKey, RATE_RULES.analyticsKeyFailuresPerIp).catch(() => undefined);
          throw new HttpError(401, 'unauthorized', 'The operator key is missing or wrong');
        }
      }
      const query = parseInput(summaryQuery, c.req.query());
      const to = query.to ? new Date(query.to) : new Date(now());
      const from = query.from ? new Date(query.from) : new Date(to.getTime() - DAY_MS);
      if (from >= to) throw new HttpError(400, 'invalid_range', "'from' must be before 'to'");
      c.header('Cache-Control', 'no-store');
      return c.json(await store.summary({ from, to, token: query.token }));
    });
}
