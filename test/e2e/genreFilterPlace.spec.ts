import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';
import { pressUntil } from './screenStates.ts';

/**
 * Issue 18 (spec: browsing 2, Playlist page — a genre filter, 'All' by default, reset when the feed
 * changes): the genre chosen on a playlist belongs to it. Back from a card it opened finds the same
 * genre chosen and focus on that card in the filtered grid; another playlist starts at 'All'; the
 * first playlist, opened again from the menu, still has its genre (src/screens/playlist/genreChoices.ts).
 * Dramas (dramas01) lists 5 dramas and 5 comedies; 'Nature and Adventure' (nature01) two genres too.
 */
const genre = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const cells = (page: Page) => page.locator('.grid__cell');

async function openFromMenu(page: Page, playlistId: string) {
  await pressUntil(page, 'left', /^nav-/);
  await pressUntil(page, 'up', 'nav-home');
  await pressUntil(page, 'down', `nav-menu-${playlistId}`);
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(new RegExp(`/p/${playlistId}`));
}

test('playlist page: the genre comes back with Back and with the playlist, not on another playlist', async ({
  page,
}) => {
  const config = await (await page.request.get('/apps/configs/ottdemo1.json')).json();
  config.menu.unshift({ label: 'Outdoors', contentId: 'nature01', type: 'playlist' });
  await page.route('**/apps/configs/ottdemo1.json', (route) => route.fulfill({ json: config }));
  await page.goto('/p/dramas01/dramas?device=tizen');
  await expect.poll(() => focusedKey(page)).toMatch(/^grid-/);
  await expect(cells(page)).toHaveCount(10);

  // Comedy by remote: up to the filter, along it, OK.
  await pressUntil(page, 'up', /^genre-/);
  await pressUntil(page, 'right', 'genre-Comedy', 5);
  await pressRemote(page, 'enter');
  await expect(genre(page, 'Comedy')).toHaveAttribute('aria-pressed', 'true');
  await expect(cells(page)).toHaveCount(5);

  // The third comedy (not the grid's first card, where focus goes by default).
  await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toMatch(/^grid-/);
  const keys = await page
    .locator('.grid__cell [data-focus-key]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-focus-key')));
  const card = keys[2] ?? '';
  const from = keys.indexOf(await focusedKey(page));
  await pressUntil(page, from < 2 ? 'right' : 'left', card, 5);

  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/\/m\//);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'back');
  await expect(page).toHaveURL(/\/p\/dramas01\/dramas/);
  await expect(genre(page, 'Comedy')).toHaveAttribute('aria-pressed', 'true');
  await expect(cells(page)).toHaveCount(5);
  await expect.poll(() => focusedKey(page)).toBe(card);
  await expect(page.locator(`[data-focus-key="${card}"]`)).toBeInViewport();
  await page.screenshot({ path: `${screenshotDir}/playlist-genre-back.png` });

  // Another playlist: its own filter, at 'All'.
  await openFromMenu(page, 'nature01');
  await expect(page.getByRole('heading', { level: 1, name: 'Nature and Adventure' })).toBeVisible();
  await expect(genre(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(cells(page)).toHaveCount(10);

  // The first playlist again, from the menu: Comedy still chosen there.
  await openFromMenu(page, 'dramas01');
  await expect(page.getByRole('heading', { level: 1, name: 'Dramas' })).toBeVisible();
  await expect(genre(page, 'Comedy')).toHaveAttribute('aria-pressed', 'true');
  await expect(cells(page)).toHaveCount(5);
});
