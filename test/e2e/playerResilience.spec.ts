import { expect, type Page, test } from '@playwright/test';
import { RECONNECT } from '../../src/player/reconnection.ts';
import { backOutOfPlayer, focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 26: a Wi-Fi drop (the browser's offline emulation, which also fires `offline`/`online`) does not
 * leave a frozen picture. Live re-tunes at its edge when the network returns; a drop that lasts past
 * the reconnection time ends in the failure screen with Try again, which clears by itself when the
 * network returns. A VOD comes back where it stopped. Sent to the background, the player pauses.
 */
test.describe.configure({ timeout: 180_000 });

const videoTime = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.currentTime ?? -1);
const reconnecting = (page: Page) => page.getByRole('status').filter({ hasText: 'Reconnecting…' });

async function startFromDetail(page: Page, path: string) {
  await page.goto(`${path}?device=tizen`);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'enter');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
}

test('live: a 20 s drop re-tunes at the edge when the network returns; a longer one says it failed, offers Try again, and recovers when the network is back', async ({
  page,
  context,
}) => {
  await startFromDetail(page, '/m/evt00003/marathon-live');
  await expect(page.locator('.player__live')).toHaveText('Live');

  await context.setOffline(true);
  await expect(reconnecting(page)).toBeVisible({ timeout: 30_000 });
  // The player deals with the network itself: the app's offline screen (whose Retry reloads the page)
  // stays away while it is open.
  await expect(page.getByRole('heading', { name: 'No network connection' })).toHaveCount(0);
  await expect(page.locator('.player__spinner')).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/player-reconnect-offline.png` });
  await page.waitForTimeout(12_000);
  const frozen = await videoTime(page);
  await context.setOffline(false);
  await expect(reconnecting(page)).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(frozen + 1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // At the edge again: no more behind than the live window's usual distance.
  const behind = await page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('.player__video');
    if (!video || video.seekable.length === 0) return Number.NaN;
    return video.seekable.end(video.seekable.length - 1) - video.currentTime;
  });
  expect(behind).toBeLessThan(15);

  // Long enough to end the episode, so the next drop gets the whole reconnection time.
  await page.waitForTimeout(RECONNECT.steadyMs + 1_000);
  await context.setOffline(true);
  const alert = page.locator('.player__error');
  await expect(alert).toContainText('This video cannot be played', {
    timeout: RECONNECT.giveUpMs + 30_000,
  });
  await expect(reconnecting(page)).toHaveCount(0);
  await expect(page.locator('[data-focus-key="player-error-retry"]')).toHaveClass(/is-focused/);
  await page.screenshot({ path: `${screenshotDir}/player-reconnect-failed.png` });
  // The remote still works over it.
  await pressRemote(page, 'right');
  await expect(page.locator('[data-focus-key="player-error-back"]')).toHaveClass(/is-focused/);
  await context.setOffline(false);
  await expect(alert).toHaveCount(0, { timeout: 15_000 });
  const back = await videoTime(page);
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(back + 1);

  // Closed while offline, the player leaves the page to the app's offline screen.
  await context.setOffline(true);
  await backOutOfPlayer(page);
  await expect(page.getByRole('heading', { name: 'No network connection' })).toBeVisible();
  await context.setOffline(false);
});

test('VOD: a stream whose requests fail mid-way comes back where it stopped when they answer again', async ({
  page,
}) => {
  // The sample films are 12 s, all buffered at once offline or not; so the requests for segments after
  // 6 s fail as a dropped connection does (no answer) until `down` is lifted.
  let down = true;
  await page.route(/\/media\/vod\/northern-lights\/.*seg-\d-0000[4-9]\.m4s/, (route) =>
    down ? route.abort('internetdisconnected') : route.continue(),
  );
  await startFromDetail(page, '/m/m001demo/northern-lights');
  await expect(reconnecting(page)).toBeVisible({ timeout: 20_000 });
  const stopped = await videoTime(page);
  expect(stopped).toBeGreaterThan(4);
  await page.waitForTimeout(5_000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  down = false;
  await expect(reconnecting(page)).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(stopped + 1);
  // From where it stopped, not from the start.
  expect(await videoTime(page)).toBeLessThan(stopped + 5);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

/** The page goes to the background and comes back, as a TV's Home key or another app does. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', {
      value: isHidden ? 'hidden' : 'visible',
      configurable: true,
    });
    Object.defineProperty(document, 'hidden', { value: isHidden, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

const paused = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.paused);

test('sent to the background the player pauses; a VOD stays paused where it was, a live channel re-tunes and plays', async ({
  page,
}) => {
  await startFromDetail(page, '/m/m002demo/city-of-tides');
  await setHidden(page, true);
  await expect.poll(() => paused(page)).toBe(true);
  const at = await videoTime(page);
  await page.waitForTimeout(1_000);
  await setHidden(page, false);
  await page.waitForTimeout(1_000);
  expect(await paused(page)).toBe(true);
  expect(await videoTime(page)).toBeCloseTo(at, 1);
  // Its controls are up, Play focused: one OK goes on.
  await expect(page.locator('.player--controls')).toHaveCount(1);
  await backOutOfPlayer(page);

  await startFromDetail(page, '/m/evt00003/marathon-live');
  await setHidden(page, true);
  await expect.poll(() => paused(page)).toBe(true);
  const hiddenAt = await videoTime(page);
  await page.waitForTimeout(4_000);
  await setHidden(page, false);
  await expect.poll(() => paused(page)).toBe(false);
  // Re-tuned at the edge: ahead of where it stopped by about the time it was away.
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(hiddenAt + 3);
});
