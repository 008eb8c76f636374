import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../../src/domain/analyticsEvents.ts';
import { openTestApp, type TestApp } from '../providers/shared/testApp.ts';

const TOKEN = 'ottsite1-analytics';
const OPERATOR_KEY = 'operator-key-for-the-summary';

let t: TestApp;
beforeAll(async () => {
  // As behind the operator's proxy: each request below says which address it comes from.
  vi.stubEnv('TRUST_PROXY', 'true');
  t = await openTestApp({}, { analyticsSummaryKey: OPERATOR_KEY });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await t.close();
});

const at = (minutesAgo: number) => new Date(t.clock.now - minutesAgo * 60_000).toISOString();
const view = (overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  type: 'screen_view',
  at: at(1),
  deviceType: 'tv',
  userId: 'Guest user',
  path: '/',
  ...overrides,
});

/** As sendBeacon sends it: text/plain, from an address of its own. */
function post(body: unknown, address = '203.0.113.1') {
  return t.app.request('/v1/analytics/events', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** `key` null: no Authorization header at all. */
async function summary(query = '', key: string | null = OPERATOR_KEY, address = '203.0.113.9') {
  const headers: Record<string, string> = { 'x-forwarded-for': address };
  if (key) headers.authorization = `Bearer ${key}`;
  const response = await t.app.request(`/v1/analytics/summary${query}`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /v1/analytics/events', () => {
  it('stores a batch of every event type; the summary counts them per type and device type', async () => {
    const response = await post({
      token: TOKEN,
      events: [
        view(),
        view({ deviceType: 'mobile', userId: 'customer-12' }),
        { ...view(), type: 'play_start', mediaId: 'abcd1234' },
        { ...view(), type: 'video_progress', mediaId: 'abcd1234', percent: 25 },
        { ...view({ deviceType: 'desktop' }), type: 'scroll_depth', percent: 50 },
      ],
    });
    expect(response.status).toBe(204);
    const { status, body } = await summary(`?token=${TOKEN}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      total: 5,
      byType: { screen_view: 2, play_start: 1, video_progress: 1, scroll_depth: 1 },
      byDeviceType: { tv: 3, mobile: 1, desktop: 1 },
    });
    expect(body.byTypeAndDeviceType).toContainEqual({ type: 'screen_view', deviceType: 'tv', count: 1 });
  });

  it('counts only events inside the range asked for', async () => {
    await post({ token: TOKEN, events: [view({ at: at(3 * 24 * 60), path: '/old' })] });
    const from = at(4 * 24 * 60);
    const to = at(2 * 24 * 60);
    const { body } = await summary(`?from=${from}&to=${to}`);
    expect(body).toMatchObject({ total: 1, byType: { screen_view: 1 }, from, to });
  });

  it('refuses what is not a batch, each with its reason, and stores none of it', async () => {
    const before = (await summary()).body.total;
    const refusals: Array<[unknown, number, string]> = [
      ['{not json', 400, 'invalid_json'],
      [{ token: TOKEN, events: [] }, 400, 'invalid_request'],
      [
        { token: TOKEN, events: [{ ...view(), type: 'video_progress', mediaId: 'x', percent: 30 }] },
        400,
        'invalid_request',
      ],
      [{ token: TOKEN, events: [{ ...view(), type: 'play_start' }] }, 400, 'invalid_request'],
      [{ token: TOKEN, events: [view({ deviceType: 'fridge' as 'tv' })] }, 400, 'invalid_request'],
      [{ token: TOKEN, events: [view({ path: 'https://elsewhere/' })] }, 400, 'invalid_request'],
      [{ token: TOKEN, events: Array.from({ length: 51 }, () => view()) }, 400, 'invalid_request'],
      [{ token: 'not-a-site-token', events: [view()] }, 403, 'unknown_token'],
    ];
    for (const [body, status, code] of refusals) {
      const response = await post(body, '203.0.113.2');
      expect({ status: response.status, code: ((await response.json()) as { code: string }).code }).toEqual({
        status,
        code,
      });
    }
    expect((await summary()).body.total).toBe(before);
  });

  it('does not put a device clock that runs ahead into the future', async () => {
    await post({ token: TOKEN, events: [view({ at: new Date(t.clock.now + 3600_000).toISOString() })] });
    const { body } = await summary(`?from=${at(0.5)}&to=${new Date(t.clock.now + 1).toISOString()}`);
    expect(body.total).toBe(1);
  });

  it('is rate-limited per address: 120 batches a minute, then 429 with Retry-After', async () => {
    const address = '203.0.113.50';
    for (let n = 0; n < 120; n++)
      expect((await post({ token: TOKEN, events: [view()] }, address)).status).toBe(204);
    const refused = await post({ token: TOKEN, events: [view()] }, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post({ token: TOKEN, events: [view()] }, '203.0.113.51')).status).toBe(204);
  });
});

describe('GET /v1/analytics/summary with ANALYTICS_SUMMARY_KEY', () => {
  it('answers only the operator key, and stops answering an address that keeps guessing', async () => {
    const address = '203.0.113.77';
    expect((await summary('', null, address)).status).toBe(401);
    for (let n = 0; n < 9; n++)
      expect((await summary('', 'a-wrong-key-guessed-here', address)).status).toBe(401);
    expect((await summary('', OPERATOR_KEY, address)).status).toBe(429);
    expect((await summary('', OPERATOR_KEY, '203.0.113.78')).status).toBe(200);
  });

  it('refuses a range that ends before it starts', async () => {
    const { status, body } = await summary(`?from=${at(1)}&to=${at(2)}`);
    expect({ status, code: body.code }).toEqual({ status: 400, code: 'invalid_range' });
  });
});
