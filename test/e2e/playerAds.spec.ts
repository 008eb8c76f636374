import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/** Issue 5: ads in the player — SSAI break markers, the ad countdown, no seeking past an unplayed break. */
test.describe.configure({ timeout: 60_000 });

const videoTime = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.currentTime ?? -1);

async function openSsai(page: Page) {
  await page.goto('/m/ssai0001/ssai-sample?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'enter');
  await expect(page.getByRole('dialog')).toBeVisible();
}

test('SSAI: markers at each break, the countdown during breaks, and a seek stops at an unplayed break', async ({
  page,
}) => {
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (/ssai\.m3u8|ssai_session/.test(request.url())) manifests.push(new URL(request.url()).pathname);
  });
  await openSsai(page);
  // The stitched stream and its session document, found through the manifest's session-data line.
  await expect.poll(() => manifests).toContain('/v2/sites/ottsite1/ssai_session/ssai0001-adcfg001.json');
  const countdown = page.locator('.player__ad');
  await expect(countdown).toHaveText(/^Ad · 0:0[1-6]$/);
  await expect(page.getByTestId('ad-marker')).toHaveCount(2);
  // Markers sit at the break starts: 0 s and 12 s of a 24 s stream.
  const lefts = await page
    .getByTestId('ad-marker')
    .evaluateAll((markers) => markers.map((marker) => Number.parseFloat((marker as HTMLElement).style.left)));
  expect(lefts[0]).toBe(0);
  expect(Math.abs((lefts[1] ?? 0) - 50)).toBeLessThan(2);
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  await page.screenshot({ path: `${screenshotDir}/player-ssai-preroll.png` });

  // Inside the unplayed pre-roll, Right does not skip it.
  const before = await videoTime(page);
  await pressRemote(page, 'right');
  await page.waitForTimeout(300);
  expect(await videoTime(page)).toBeLessThan(6);
  expect(await videoTime(page)).toBeGreaterThanOrEqual(before);

  // After the pre-roll the countdown goes; a 10 s seek from ~7 s would cross the mid-roll at 12 s.
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(6.5);
  await expect(countdown).toHaveCount(0);
  await pressRemote(page, 'right');
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(12);
  expect(await videoTime(page)).toBeLessThan(13.5);
  await expect(countdown).toHaveText(/^Ad · 0:0[4-6]$/);
  await page.screenshot({ path: `${screenshotDir}/player-ssai-midroll.png` });
  // The mid-roll plays on: time advances through it.
  const inBreak = await videoTime(page);
  await expect.poll(() => videoTime(page)).toBeGreaterThan(inBreak + 1);
});

test('SSAI: the ad countdown in Spanish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ott.language', 'es'));
  await page.goto('/m/ssai0001/ssai-sample?device=tizen&play=1');
  await expect(page.locator('.player__ad')).toHaveText(/^Anuncio · 0:0[1-6]$/, { timeout: 20_000 });
});
