import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 5: client-side ads (config ottavod1: adDeliveryMethod csai). The VAST schedule has a pre-roll,
 * a mid-roll at 5 s and a post-roll, each a 6 s VAST ad; the VAST parser loads only when an ad is due.
 */
test.describe.configure({ timeout: 90_000 });

const timeOf = (page: Page, selector: string) =>
  page.evaluate((css) => document.querySelector<HTMLVideoElement>(css)?.currentTime ?? -1, selector);
const contentTime = (page: Page) => timeOf(page, '.player__video');
const adTime = (page: Page) => timeOf(page, '.player__ad-video');

test('csai: the pre-roll plays with its countdown before the content, the mid-roll pauses it, the post-roll plays before the player closes', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/m/m001demo/northern-lights?device=tizen&app-config=ottavod1');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  expect(requests.some((path) => path.includes('vast-client'))).toBe(false);
  await pressRemote(page, 'enter');
  await expect(page.getByRole('dialog')).toBeVisible();

  const countdown = page.locator('.player__ad');
  await expect(countdown).toHaveText(/^Ad · 0:0[1-6]$/, { timeout: 20_000 });
  await expect.poll(() => adTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  expect(requests).toContain('/v2/advertising/schedules/adsch001.json');
  expect(requests).toContain('/v2/advertising/vast/preroll.xml');
  expect(requests).toContain('/v2/advertising/events/impression');
  expect(requests.some((path) => /vast-client.*\.js$/.test(path))).toBe(true);
  // The content waits: nothing of it has played.
  expect(await contentTime(page)).toBe(0);
  // Keys cannot skip the ad.
  await pressRemote(page, 'right');
  await pressRemote(page, 'enter');
  await expect(countdown).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/player-csai-preroll.png` });

  // After the pre-roll the content starts from 0, without the countdown.
  await expect(countdown).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(() => contentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);

  // The mid-roll at 5 s: the content pauses there, the ad plays, then the content goes on.
  await expect(countdown).toBeVisible({ timeout: 15_000 });
  expect(requests).toContain('/v2/advertising/vast/midroll.xml');
  const heldAt = await contentTime(page);
  expect(heldAt).toBeGreaterThanOrEqual(5);
  expect(heldAt).toBeLessThan(6.5);
  await expect.poll(() => adTime(page), { timeout: 10_000 }).toBeGreaterThan(1);
  expect(await contentTime(page)).toBeCloseTo(heldAt, 1);
  await expect(countdown).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(() => contentTime(page), { timeout: 10_000 }).toBeGreaterThan(heldAt + 1);

  // At the end the post-roll plays; only after it does the player close (autoplay is off).
  await expect(countdown).toBeVisible({ timeout: 20_000 });
  expect(requests).toContain('/v2/advertising/vast/postroll.xml');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => adTime(page), { timeout: 10_000 }).toBeGreaterThan(1);
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
});
