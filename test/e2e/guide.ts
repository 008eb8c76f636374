import { expect, type Page } from '@playwright/test';
import { focusedKey, pressRemote } from './remote.ts';

/** Helpers shared by the live screen's specs (issue 6): where the guide's cursor is, and getting there. */

export const TV_VIEWPORTS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const;

export const grid = (page: Page) => page.locator('[data-epg-grid]');

/** The guide's cursor as the grid publishes it, and what the focused cell shows. */
export async function cursor(page: Page) {
  return grid(page).evaluate((element) => ({
    channel: element.getAttribute('data-cursor-channel'),
    slot: element.getAttribute('data-cursor-slot'),
    live: Boolean(element.querySelector('.epg__cell.is-focused.is-live')),
    focusedText: element.querySelector('.is-focused')?.textContent ?? '',
    window: (element.querySelector('.epg__track') as HTMLElement | null)?.style.transform ?? '',
  }));
}

/** Opens the live screen on a channel (TV profile) and waits for its schedule. */
export async function openGuide(page: Page, channel = 'chan0001', query = '') {
  await page.goto(`/p/channels?device=tizen&channel=${channel}${query}`);
  await expect(grid(page)).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('epg-grid');
  // The schedule has arrived when the cursor leaves the 'loading' slot for the channel's day.
  await expect
    .poll(async () => (await cursor(page)).slot)
    .toMatch(new RegExp(`^(gap-|noProgramme-)?${channel}-`));
}

/** From the hero or the toolbar down into the grid. */
export async function toGrid(page: Page) {
  for (let step = 0; step < 4 && (await focusedKey(page)) !== 'epg-grid'; step += 1)
    await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('epg-grid');
}

/** From the grid up to the toolbar, then along it to one of its buttons. */
export async function toToolbar(page: Page, target: 'epg-now' | 'epg-earlier' | 'epg-later') {
  const order = ['epg-now', 'epg-earlier', 'epg-later'];
  for (let step = 0; step < 60 && (await focusedKey(page)) === 'epg-grid'; step += 1)
    await pressRemote(page, 'up');
  await expect.poll(() => focusedKey(page)).toMatch(/^epg-(now|earlier|later)$/);
  const steps = order.indexOf(target) - order.indexOf((await focusedKey(page)) ?? '');
  for (let step = 0; step < Math.abs(steps); step += 1) await pressRemote(page, steps > 0 ? 'right' : 'left');
  await expect.poll(() => focusedKey(page)).toBe(target);
}

/** Plays until the video has advanced, as a viewer sees it start. */
export async function expectPlaying(page: Page) {
  await expect
    .poll(() => page.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0.5);
}

/** Elements in the whole document (the guide must keep it in the hundreds). */
export function domSize(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelectorAll('*').length);
}

/**
 * Serves the live playlist as 50 channels (copies of Channel One: 24 hours of programmes each, ids
 * bulk0000 to bulk0049) and opens the guide on the first.
 */
export async function openFiftyChannels(page: Page) {
  const template = (await (await page.request.get('/v2/media/chan0001')).json()).playlist[0];
  const channels = Array.from({ length: 50 }, (_, index) => ({
    ...template,
    mediaid: `bulk${String(index).padStart(4, '0')}`,
    title: `Channel ${index + 1}`,
  }));
  await page.route('**/v2/playlists/channels?*', (route) =>
    route.fulfill({
      json: { feedid: 'channels', title: 'Live TV', contentType: 'live', playlist: channels, links: {} },
    }),
  );
  await page.goto('/p/channels?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('epg-grid');
  await expect.poll(async () => (await cursor(page)).slot).toMatch(/^chan0001-/);
}

/**
 * Sets the browser clock (only: the schedules cover yesterday to tomorrow) to 10:00 UTC today, so the
 * programmes after the one on air are still today whatever time the test runs.
 */
export async function atMidMorning(page: Page) {
  const morning = new Date();
  morning.setUTCHours(10, 0, 0, 0);
  await page.clock.setFixedTime(morning);
}

/**
 * Presses the focused toolbar button until the guide's window stops moving (Earlier and Later go on
 * across days while there is a schedule to show, issue 18).
 */
export async function slideToTheEnd(page: Page) {
  for (let step = 0; step < 60; step += 1) {
    if (!(await pressMovesWindow(page, 'enter'))) return;
  }
  throw new Error('The guide kept sliding');
}

/**
 * Presses `key` and says whether the guide's window moved. A press at the edge changes nothing; a moving
 * one is given the time to render before comparing.
 */
export async function pressMovesWindow(page: Page, key: 'enter' | 'right' | 'down'): Promise<boolean> {
  const before = (await cursor(page)).window;
  await pressRemote(page, key);
  return expect
    .poll(async () => (await cursor(page)).window, { timeout: 1_000 })
    .not.toBe(before)
    .then(() => true)
    .catch(() => false);
}
