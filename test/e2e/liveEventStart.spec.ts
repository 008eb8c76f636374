import { expect, test } from '@playwright/test';
import { focusedKey } from './remote.ts';

/**
 * Issue 18: a live event plays only once it has started — the start button's rule is the player's and
 * the server's — and a countdown that reaches zero on the event's page starts playback by itself.
 */

test('a play=1 link to an event three days away stays on its page, and the server keeps its stream', async ({
  page,
}) => {
  await page.goto('/?device=tizen');
  await page.goto('/m/evt00001/harbour-festival?play=1&device=tizen');
  await expect(page.getByRole('status').filter({ hasText: 'Scheduled' })).toBeVisible();
  await expect(page).not.toHaveURL(/play=1/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.player__video')).toHaveCount(0);
  // Back does not loop through the refused link.
  await page.goBack();
  await expect(page).toHaveURL(/\/\?device=tizen$/);

  const refused = await page.request.get('/media/live/evt00001/master.m3u8');
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toMatchObject({ status: 404, code: 'event_not_started' });
  expect((await page.request.get('/media/live/evt00003/master.m3u8')).status()).toBe(200);
});

test('the countdown reaching zero on the event page starts playback, once', async ({ page }) => {
  // The sample countdown event's start moves with the server clock; here it stays 60 s after the page
  // opens, and its stream is the live one of an event on air.
  const start = Date.now() + 60_000;
  await page.clock.install({ time: Date.now() });
  await page.route('**/v2/media/evt00002', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.playlist[0]['VCH.ScheduledStart'] = new Date(start).toISOString();
    body.playlist[0]['VCH.ScheduledEnd'] = new Date(start + 3_600_000).toISOString();
    await route.fulfill({ response, json: body });
  });
  await page.route('**/media/live/evt00002/**', (route) =>
    route.continue({ url: route.request().url().replace('/evt00002/', '/evt00003/') }),
  );
  await page.goto('/m/evt00002/countdown-concert?device=tizen');
  await expect(page.getByRole('timer')).toHaveText(/^Stream start in : 0[01]:\d\d$/);
  await expect.poll(() => focusedKey(page)).not.toBe('');
  await page.clock.fastForward('01:05');
  await expect(page).toHaveURL(/play=1/);
  await expect(page.getByRole('dialog', { name: 'Countdown Concert (starts soon)' })).toBeVisible();
});

test('a live item on screen is fetched again every 30 s: an event that ends shows it without a reload (spec: browsing 4, Refetching)', async ({
  page,
}) => {
  await page.clock.install({ time: Date.now() });
  let calls = 0;
  await page.route('**/v2/media/evt00003', async (route) => {
    calls += 1;
    const response = await route.fetch();
    const body = await response.json();
    if (calls > 1) {
      // The event has ended: its replay is on demand.
      body.playlist[0]['VCH.EventState'] = 'VOD_PUBLIC';
      body.playlist[0]['VCH.ScheduledEnd'] = new Date(Date.now() - 60_000).toISOString();
    }
    await route.fulfill({ response, json: body });
  });
  await page.goto('/m/evt00003/marathon-live?device=tizen');
  await expect(page.getByRole('button', { name: 'Watch live' })).toBeVisible();
  await page.clock.fastForward(31_000);
  await expect(page.getByRole('button', { name: 'Start watching' })).toBeVisible();
  expect(calls).toBe(2);
});
