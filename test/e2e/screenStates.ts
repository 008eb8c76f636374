import { expect, type Page } from '@playwright/test';
import type { RemoteAction } from '../../devices/index.ts';
import { focusedKey, pressRemote } from './remote.ts';

/**
 * The states of the browse screens (issue 4) that more than one spec walks: the accessibility scan,
 * the Spanish pass and the 1280x720 journeys. Each puts the device lists, routes or network in the
 * state the screen needs before the page loads.
 */

/** Two favourites on the device, newest first. */
export async function seedFavourites(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem(
      'ott.favorites',
      JSON.stringify([
        { mediaid: 'm003demo', title: 'City of Tides' },
        { mediaid: 'm001demo', title: 'Northern Lights' },
      ]),
    ),
  );
}

/** Recent searches on the device, as the search screen stores them. */
export async function seedSearchHistory(page: Page, queries: readonly string[] = ['harbour', 'signal']) {
  await page.addInitScript(
    (list) => localStorage.setItem('ott.searchHistory', JSON.stringify(list)),
    [...queries],
  );
}

/** The search playlist answers 500: the search error state. */
export async function failSearch(page: Page) {
  await page.route('**/v2/playlists/search01**', (route) =>
    route.fulfill({ status: 500, json: { status: 500, code: 'down', message: 'down' } }),
  );
}

/** Coastal Kitchens as a long-running series (6 seasons, 7 options): the season filter is a dropdown. */
export async function withSixSeasons(page: Page) {
  await page.route(/\/apps\/series\/kit00001(\?.*)?$/, async (route) => {
    const series = await (await route.fetch()).json();
    series.seasons = [1, 2, 3, 4, 5, 6].map((season) => ({
      season_number: season,
      season_title: `Season ${season}`,
      episode_count: season <= 3 ? 3 : 0,
    }));
    series.season_count = 6;
    await route.fulfill({ json: series });
  });
}

/** The settings file cannot be read: the first start-up error screen. */
export async function unreadableSettings(page: Page) {
  await page.route('**/.webapp.ini', (route) => route.fulfill({ status: 404, body: 'gone' }));
}

/** The stored language, as the settings' language view stores it. */
export async function storeLanguage(page: Page, language: string) {
  await page.addInitScript((code) => localStorage.setItem('ott.language', code), language);
}

/** Presses `action` until the focused key matches (at most `limit` presses), each press moving focus. */
export async function pressUntil(page: Page, action: RemoteAction, target: RegExp | string, limit = 30) {
  const matches = (key: string | null) =>
    typeof target === 'string' ? key === target : key !== null && target.test(key);
  for (let step = 0; step < limit && !matches(await focusedKey(page)); step += 1) {
    const before = await focusedKey(page);
    await pressRemote(page, action);
    await expect.poll(() => focusedKey(page)).not.toBe(before);
  }
  expect(await focusedKey(page)).toMatch(typeof target === 'string' ? new RegExp(`^${target}$`) : target);
}

/** Whether the focused element is inside the viewport (focus visible, not scrolled away). */
export function focusInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const box = element.getBoundingClientRect();
    return (
      box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth
    );
  });
}
