import { expect, type Page, test } from '@playwright/test';
import { PRESENCE } from '../../src/player/useViewerPresence.ts';
import { backOutOfPlayer, focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 26: the screen stays awake while a video plays (the Wake Lock API in a browser, Samsung's
 * screen-saver call on Tizen) and may sleep when it pauses; a paused picture dims after a few minutes;
 * after hours without a key press playback pauses and asks "Are you still watching?". Hours pass on
 * Playwright's clock (it runs in real time, and fast-forwards on demand).
 */
test.describe.configure({ timeout: 90_000 });

const video = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector<HTMLVideoElement>('.player__video');
    return { time: element?.currentTime ?? -1, paused: element?.paused ?? true };
  });

async function startFromDetail(page: Page, path: string) {
  await page.goto(`${path}?device=tizen`);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'enter');
  await expect.poll(async () => (await video(page)).time, { timeout: 20_000 }).toBeGreaterThan(1);
}

const wakeLog = (page: Page) => page.evaluate(() => (window as unknown as { wakeLog: string[] }).wakeLog);

test('a wake lock while playing; hours without a key ask "Are you still watching?"; a paused picture dims and the first key only wakes it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { wakeLog: log });
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async () => {
          log.push('request');
          return { release: async () => void log.push('release') };
        },
      },
    });
  });
  await page.clock.install();
  await startFromDetail(page, '/m/evt00003/marathon-live');
  await expect.poll(() => wakeLog(page)).toEqual(['request']);

  await page.clock.fastForward(PRESENCE.askAfterMs + 1_000);
  const question = page.getByRole('dialog', { name: 'Are you still watching?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('Marathon Live is paused.');
  await expect.poll(async () => (await video(page)).paused).toBe(true);
  await expect.poll(() => wakeLog(page)).toEqual(['request', 'release']);
  await expect(page.locator('[data-focus-key="still-watching-continue"]')).toHaveClass(/is-focused/);
  await page.screenshot({ path: `${screenshotDir}/player-still-watching.png` });
  await pressRemote(page, 'enter');
  await expect(question).toHaveCount(0);
  await expect.poll(async () => (await video(page)).paused).toBe(false);
  await expect.poll(() => wakeLog(page)).toEqual(['request', 'release', 'request']);

  // Paused and left alone: the picture dims; the first key only wakes it.
  await pressRemote(page, 'playPause');
  await expect.poll(async () => (await video(page)).paused).toBe(true);
  // The player has taken the pause in (its timer starts then), not only the element.
  await expect(page.locator('.player')).toHaveAttribute('data-state', 'paused');
  const dim = page.locator('.player__dim');
  await page.clock.fastForward(PRESENCE.dimAfterMs - 10_000);
  await expect(dim).toHaveCount(0);
  await expect
    .poll(async () => {
      await page.clock.fastForward(5_000);
      return dim.count();
    })
    .toBe(1);
  await page.screenshot({ path: `${screenshotDir}/player-paused-dimmed.png` });
  await pressRemote(page, 'playPause');
  await expect(dim).toHaveCount(0);
  expect((await video(page)).paused).toBe(true);
  await pressRemote(page, 'playPause');
  await expect.poll(async () => (await video(page)).paused).toBe(false);
});

test('Tizen: the screen saver is turned off while playing and back on when the player closes', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls: number[] = [];
    Object.assign(window, {
      screenSaverCalls: calls,
      tizen: { tvinputdevice: { registerKeyBatch: () => undefined } },
      webapis: {
        appcommon: {
          AppCommonScreenSaverState: { SCREEN_SAVER_OFF: 0, SCREEN_SAVER_ON: 1 },
          setScreenSaver: (state: number) => calls.push(state),
        },
      },
    });
  });
  const calls = () =>
    page.evaluate(() => (window as unknown as { screenSaverCalls: number[] }).screenSaverCalls);
  await startFromDetail(page, '/m/m002demo/city-of-tides');
  await expect.poll(calls).toEqual([0]);
  await backOutOfPlayer(page);
  await expect.poll(calls).toEqual([0, 1]);
});
