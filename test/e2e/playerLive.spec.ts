import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/** Issue 5: live streams — the live badge, and 'reconnecting' while a live stream stalls. */
test.describe.configure({ timeout: 90_000 });

const videoTime = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.currentTime ?? -1);

test('a live stream shows the live badge; when its segments stop coming it says reconnecting until playback resumes', async ({
  page,
}) => {
  // Segments of the live window pass until `stall` is set; then they wait until it is released.
  let stalled = false;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route('**/media/hls/live-loop/**/*.m4s', async (route) => {
    if (stalled) {
      held += 1;
      await released;
    }
    await route.continue().catch(() => undefined);
  });

  await page.goto('/m/evt00003/marathon-live?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'enter');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  await expect(page.locator('.player__live')).toHaveText('Live');
  // Live: no seek bar, and the controls row has no rewind/forward.
  await expect(page.getByRole('slider')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back 10 seconds' })).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveCount(0);

  stalled = true;
  const reconnecting = page.getByRole('status').filter({ hasText: 'Reconnecting…' });
  await expect(reconnecting).toBeVisible({ timeout: 30_000 });
  expect(held).toBeGreaterThan(0);
  const frozen = await videoTime(page);
  await page.screenshot({ path: `${screenshotDir}/player-live-reconnecting.png` });

  stalled = false;
  release();
  await expect(reconnecting).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(frozen + 1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('paused live falls behind and says by how much; Go to live returns to the edge in one press', async ({
  page,
}) => {
  await page.goto('/m/evt00003/marathon-live?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'enter');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  const badge = page.locator('.player__live');
  await pressRemote(page, 'enter');
  await expect(page.locator('[data-focus-key="player-playPause"]')).toHaveClass(/is-focused/);
  await expect(badge).not.toHaveClass(/player__live--behind/);
  await expect(page.getByRole('button', { name: 'Go to live' })).toHaveCount(0);

  await pressRemote(page, 'enter');
  await page.waitForTimeout(12_000);
  // Paused: the delay grows on screen, and the badge no longer claims to be live.
  await expect(badge).toHaveClass(/player__live--behind/);
  await expect(page.locator('.player__bar')).toContainText(/0:1\d behind live/);
  await pressRemote(page, 'enter');
  await expect
    .poll(async () => await page.locator('.player__video').evaluate((v: HTMLVideoElement) => v.paused))
    .toBe(false);
  await expect(badge).toHaveClass(/player__live--behind/);
  await page.screenshot({ path: `${screenshotDir}/player-live-behind.png` });

  await pressRemote(page, 'right');
  await expect(page.locator('[data-focus-key="player-goLive"]')).toHaveClass(/is-focused/);
  await pressRemote(page, 'enter');
  await expect(badge).not.toHaveClass(/player__live--behind/);
  await expect(page.getByRole('button', { name: 'Go to live' })).toHaveCount(0);
  await expect(page.locator('[data-focus-key="player-playPause"]')).toHaveClass(/is-focused/);
});
