import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote } from './remote.ts';

/**
 * Issue 19: the first OK on a detail page after a start waited for the player's chunk, then hls.js,
 * then the master playlist, one after the other. The detail page now loads them once it is idle
 * (src/player/warmUp.ts), and OK goes straight to the media playlists.
 */

const MASTER = '/media/vod/northern-lights/master.m3u8';

/** Paths of the page's requests, in order, as a viewer's network would see them. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

const isPlayerChunk = (path: string) => /^\/assets\/PlayerOverlay-[\w-]+\.js$/.test(path);
const isHlsJsChunk = (path: string) => /^\/assets\/hls-[\w-]+\.js$/.test(path);

test('an idle detail page loads the player, hls.js and the master playlist; OK fetches none of them again and plays', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await expect.poll(() => requests.some(isPlayerChunk), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => requests.some(isHlsJsChunk), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => requests.includes(MASTER), { timeout: 10_000 }).toBe(true);
  const beforeOk = requests.length;

  await pressRemote(page, 'enter');
  const video = page.locator('video.player__video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  const afterOk = requests.slice(beforeOk);
  // The engine asked for the renditions' playlists itself, and took the master from the prefetch.
  expect(afterOk.some((path) => /^\/media\/vod\/northern-lights\/media_\d+\.m3u8$/.test(path))).toBe(true);
  expect(afterOk.filter((path) => path === MASTER || isPlayerChunk(path) || isHlsJsChunk(path))).toEqual([]);
});

test('the page of an event not yet playable warms nothing', async ({ page }) => {
  const requests = recordRequests(page);
  // Scheduled days ahead: the Start button is disabled, so the viewer cannot play it from here.
  await page.goto('/m/evt00001/x?device=tizen');
  await expect(page.getByRole('status').filter({ hasText: 'Scheduled' })).toBeVisible();
  // Past the warm-up's latest start (useWarmPlayer.ts, 2 s) with room to spare.
  await page.waitForTimeout(3_500);
  expect(
    requests.filter((path) => path.startsWith('/media/') || isPlayerChunk(path) || isHlsJsChunk(path)),
  ).toEqual([]);
});

test('an ad-stitched item warms the player but opens no ad session before OK', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/m/ssai0001/ssai-sample?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await expect.poll(() => requests.some(isHlsJsChunk), { timeout: 10_000 }).toBe(true);
  await page.waitForTimeout(1_000);
  expect(requests.filter((path) => /ssai\.m3u8|ssai_session/.test(path))).toEqual([]);
});
