import { expect, type Page, test } from '@playwright/test';

/**
 * The engine rule (src/player/chooseEngine.ts): hls.js for clear HLS where MSE exists, Shaka for DASH and
 * DRM, and Shaka as the fallback where MSE is missing — it then hands the HLS manifest to the browser's
 * own player (Chromium plays HLS natively since 2025; iOS Safari before 17 and some TVs always have).
 */
test.describe.configure({ timeout: 45_000 });

const video = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector<HTMLVideoElement>('.player__video');
    return { time: element?.currentTime ?? -1, src: element?.currentSrc ?? '' };
  });

test('with MSE, clear HLS plays through hls.js (a MediaSource blob)', async ({ page }) => {
  await page.goto('/m/m001demo/northern-lights?device=tizen&play=1');
  await expect.poll(async () => (await video(page)).time, { timeout: 20_000 }).toBeGreaterThan(1);
  expect((await video(page)).src).toMatch(/^blob:/);
});

test('without MSE, clear HLS falls back to Shaka, which plays the manifest natively', async ({ page }) => {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.MediaSource;
    delete scope.ManagedMediaSource;
    delete scope.WebKitMediaSource;
  });
  await page.goto('/m/m001demo/northern-lights?device=tizen&play=1');
  await expect.poll(async () => (await video(page)).time, { timeout: 20_000 }).toBeGreaterThan(1);
  expect((await video(page)).src).toMatch(/\/media\/vod\/northern-lights\/master\.m3u8$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
