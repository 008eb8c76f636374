import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote } from './remote.ts';

/**
 * spec: browsing 4, Continue watching — progress is saved on pause, on player removal, on page hide and
 * on item change; resume = saved progress × duration. These tests close, reload and change item WHILE
 * PLAYING: a save that read the position after the engine had been torn down would store nothing.
 * The sample clips last 12 s.
 */
test.describe.configure({ timeout: 60_000 });

const CLIP_SECONDS = 12;

const videoTime = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.currentTime ?? -1);
const videoPaused = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.paused);

interface StoredEntry {
  mediaid: string;
  progress: number;
  duration: number;
}
const storedEntry = (page: Page, mediaId: string) =>
  page.evaluate(
    (id) =>
      (JSON.parse(localStorage.getItem('ott.history') ?? '[]') as StoredEntry[]).find(
        (entry) => entry.mediaid === id,
      ),
    mediaId,
  );

/**
 * Where the video first played after this page loaded (or since the last reset): a resumed player starts
 * there, while one that started at 0 would only pass through it later.
 */
const recordFirstPlaying = (page: Page) =>
  page.addInitScript(() => {
    const state = window as unknown as { firstPlaying?: number };
    document.addEventListener(
      'playing',
      (event) => {
        state.firstPlaying ??= (event.target as HTMLVideoElement).currentTime;
      },
      true,
    );
  });
const firstPlaying = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstPlaying?: number }).firstPlaying ?? -1);
const resetFirstPlaying = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { firstPlaying?: number }).firstPlaying = undefined;
  });

async function startFromDetail(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'enter');
  await expect(page.getByRole('dialog')).toBeVisible();
}

test('Back while playing (no pause first) saves the position, and playing again resumes there', async ({
  page,
}) => {
  await recordFirstPlaying(page);
  await startFromDetail(page, '/m/m003demo/city-of-tides?device=tizen');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(4);
  expect(await videoPaused(page)).toBe(false);
  const before = await videoTime(page);
  await pressRemote(page, 'back');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const entry = await storedEntry(page, 'm003demo');
  expect(entry, 'an entry saved on close').toBeDefined();
  // The position at close: at least where it was before Back, and not far past it.
  expect((entry?.progress ?? 0) * CLIP_SECONDS).toBeGreaterThan(before - 0.3);
  expect((entry?.progress ?? 0) * CLIP_SECONDS).toBeLessThan(before + 3);

  await resetFirstPlaying(page);
  await pressRemote(page, 'enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => firstPlaying(page), { timeout: 20_000 }).toBeGreaterThan(before - 0.5);
});

test('a reload of the player URL while playing resumes near the same position', async ({ page }) => {
  await recordFirstPlaying(page);
  await page.goto('/m/m003demo/city-of-tides?device=tizen&play=1');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(4);
  const before = await videoTime(page);
  await page.reload();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Resumed: the video first plays near the position before the reload, not from 0.
  await expect.poll(() => firstPlaying(page), { timeout: 20_000 }).toBeGreaterThan(before - 0.5);
  const entry = await storedEntry(page, 'm003demo');
  expect((entry?.progress ?? 0) * CLIP_SECONDS).toBeGreaterThan(before - 0.3);
});

test('item change by up-next (Play now) saves the item left, then the next one plays', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ott.autoplay', 'true'));
  await startFromDetail(page, '/m/m001demo/northern-lights?r=allmovie&device=tizen');
  const upNext = page.getByRole('region', { name: 'Up next' });
  await expect(upNext).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => focusedKey(page)).toBe('player-upnext-skip');
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/\/m\/(?!m001demo)[^/]+\/[^?]*\?r=allmovie&play=1/);
  // Play now skips the rest: the item left counts as watched to its end.
  const left = await storedEntry(page, 'm001demo');
  expect(left?.progress ?? 0).toBeGreaterThan(0.95);
});
