import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote } from './remote.ts';

/**
 * Issue 19: the first OK on a detail page after a start waited for the player's chunk, then hls.js,
 * then the master playlist, one after the other. The detail page now loads them once it is idle
 * (src/player/warmUp.ts) and has hls.js load the stream's start with no video element
 * (preparedStart.ts): OK only attaches the video to it.
 */

const MASTER = '/media/vod/northern-lights/master.m3u8';
const isMediaPlaylist = (path: string) => /^\/media\/vod\/northern-lights\/media_\d+\.m3u8$/.test(path);
/** The init segments and the first fragment of a rendition or of the audio. */
const isStart = (path: string) => /^\/media\/vod\/northern-lights\/(init-\d+|seg-\d+-00001)\.m4s$/.test(path);

/** Paths of the page's requests, in order, as a viewer's network would see them. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

const isPlayerChunk = (path: string) => /^\/assets\/PlayerOverlay-[\w-]+\.js$/.test(path);
const isHlsJsChunk = (path: string) => /^\/assets\/hls-[\w-]+\.js$/.test(path);

async function playsAfterOk(page: Page) {
  await pressRemote(page, 'enter');
  const video = page.locator('video.player__video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
}

test('an idle detail page loads the player, hls.js and the start of the stream; OK fetches none of them again and plays', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await expect.poll(() => requests.some(isPlayerChunk), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => requests.some(isHlsJsChunk), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => requests.includes(MASTER), { timeout: 10_000 }).toBe(true);
  // One rendition and the audio: their playlists, init segments and first fragments.
  await expect.poll(() => requests.filter(isStart).length, { timeout: 10_000 }).toBe(4);
  expect(requests.filter(isMediaPlaylist)).toHaveLength(2);
  // Nothing past the first fragment while no video is attached.
  await page.waitForTimeout(1_000);
  expect(requests.filter((path) => /seg-\d+-0000[2-9]\.m4s$/.test(path))).toEqual([]);
  const beforeOk = requests.length;

  await playsAfterOk(page);
  const before = new Set(requests.slice(0, beforeOk));
  const afterOk = requests.slice(beforeOk);
  // hls.js went on from the fragments it held (it may then switch renditions, with their own start).
  expect(afterOk.some((path) => /seg-\d+-00002\.m4s$/.test(path))).toBe(true);
  const fetchedAgain = afterOk.filter((path) => before.has(path));
  expect(
    fetchedAgain.filter((path) => path.startsWith('/media/') || isPlayerChunk(path) || isHlsJsChunk(path)),
  ).toEqual([]);
});

test('a start prepared for one place is not used for another: Start over loads the stream itself', async ({
  page,
}) => {
  // Half-way through: the page prepares the resume position; Start over plays from 0.
  await page.addInitScript(() => {
    if (localStorage.getItem('ott.history')) return;
    localStorage.setItem(
      'ott.history',
      JSON.stringify([{ mediaid: 'm001demo', title: 'Northern Lights', progress: 0.5, duration: 12 }]),
    );
  });
  const requests = recordRequests(page);
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expect.poll(() => requests.filter(isStart).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const beforeOk = requests.length;
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('detail-start-over');
  await playsAfterOk(page);
  expect(requests.slice(beforeOk)).toContain(MASTER);
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
