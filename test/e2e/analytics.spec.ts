import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { AnalyticsEvent } from '../../src/domain/analyticsEvents.ts';
import { signedInPaywallBuyer } from './paymentJourney.ts';
import { focusedKey, pressRemote } from './remote.ts';

/**
 * spec: browsing 1 and 9 — the default config (ottdemo1) has an analyticsToken: the app reports screen
 * views, play start, 25/50/75/100 % of a video and scroll milestones, with the device type and 'Guest
 * user', in batches sent in idle time, and what is queued leaves by beacon when the page goes.
 */
test.describe.configure({ timeout: 60_000 });

const TOKEN = 'ottsite1-analytics';

function recordBatches(page: Page): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/v1/analytics/events')) return;
    const batch = JSON.parse(request.postData() ?? '{}') as { token?: string; events?: AnalyticsEvent[] };
    if (batch.token === TOKEN) events.push(...(batch.events ?? []));
  });
  return events;
}

async function countOf(request: APIRequestContext, type: string, deviceType: string): Promise<number> {
  const response = await request.get(`/v1/analytics/summary?token=${TOKEN}`);
  const summary = (await response.json()) as {
    byTypeAndDeviceType: Array<{ type: string; deviceType: string; count: number }>;
  };
  return (
    summary.byTypeAndDeviceType.find((row) => row.type === type && row.deviceType === deviceType)?.count ?? 0
  );
}

test('a TV guest: the screen, the play start and the quarters watched, as a TV and "Guest user"', async ({
  page,
}) => {
  const events = recordBatches(page);
  await page.goto('/m/m003demo/city-of-tides?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'enter');
  const video = page.locator('.player__video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.3);
  // A jump to 80 % has passed 25, 50 and 75.
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = element.duration * 0.8;
  });
  const kinds = () => events.map((event) => `${event.type}${event.percent ? ` ${event.percent}` : ''}`);
  await expect
    .poll(kinds, { timeout: 25_000 })
    .toEqual(
      expect.arrayContaining([
        'screen_view',
        'play_start',
        'video_progress 25',
        'video_progress 50',
        'video_progress 75',
      ]),
    );
  expect(events.find((event) => event.type === 'play_start')).toMatchObject({
    mediaId: 'm003demo',
    deviceType: 'tv',
    userId: 'Guest user',
  });
  expect(events.find((event) => event.type === 'screen_view')?.path).toBe('/m/m003demo/city-of-tides');
  // Each milestone once, though the position passed it on every time update since.
  expect(kinds().filter((kind) => kind === 'video_progress 25')).toHaveLength(1);
  expect(new Set(events.map((event) => event.deviceType))).toEqual(new Set(['tv']));
});

test('a desktop viewer scrolls Home to its end and closes the tab: the milestones still arrive', async ({
  browser,
  request,
}) => {
  const before = await countOf(request, 'scroll_depth', 'desktop');
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto('/');
  await expect(page.locator('.shelf').first()).toBeVisible();
  // The reporter loads when the first screen is idle; its screen view is queued then.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /AnalyticsReporter/.test(entry.name)),
      ),
    )
    .toBe(true);
  for (const fraction of [0.3, 0.6, 1]) {
    await page.evaluate(
      (to) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * to),
      fraction,
    );
    // The scroll throttle is 1 s: one look a second.
    await page.waitForTimeout(1_100);
  }
  // Closed before the 5-second batch was due: the page's going sends it.
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => countOf(request, 'scroll_depth', 'desktop'), { timeout: 15_000 }).toBe(before + 4);
});

test('a signed-in viewer is reported by account id, from the first screen after a reload', async ({
  page,
}) => {
  const events = recordBatches(page);
  // Signs in on ottauth1 (which carries the same analytics token), then loads Home again: the session is
  // read back after start-up, and Home's view waits for it rather than counting a guest.
  await signedInPaywallBuyer(page, '/', 'tizen');
  // The account code, held back 4 s: the reporter is up long before the session is read back.
  await page.route(/\/assets\/accountSession-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });
  await page.reload();
  await expect.poll(() => focusedKey(page)).toMatch(/^card-/);
  const homeViews = () => events.filter((event) => event.type === 'screen_view' && event.path === '/');
  // (What left by beacon as the sign-in page went is not seen here: the browser sends it after the page.)
  await expect.poll(() => homeViews().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  expect(homeViews().map((event) => event.userId)).toEqual(
    homeViews().map(() => expect.stringMatching(/^\d+$/)),
  );
});
