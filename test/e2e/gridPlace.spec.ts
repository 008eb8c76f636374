import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 4, item 7 (spec: browsing 2, Playlist page and See-more page): a grid page keeps its scroll and
 * focus per page (per playlist on the see-more page), for Back and for a later visit. 'Restored plus
 * 200 px' is read as "the view the viewer left": the same scroll, the same card focused (see
 * src/ui/useGridPlace.ts). The see-more title survives a reload through session storage.
 */
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const focusedInView = (page: Page) =>
  page.evaluate(() => {
    const box = document.activeElement?.getBoundingClientRect();
    return Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight);
  });

async function press(
  page: Page,
  action: 'down' | 'up' | 'left' | 'right',
  until: (key: string) => boolean,
  limit = 30,
) {
  for (let step = 0; step < limit && !until((await focusedKey(page)) ?? ''); step += 1) {
    const before = await focusedKey(page);
    await pressRemote(page, action);
    await expect.poll(() => focusedKey(page)).not.toBe(before);
  }
  expect(until((await focusedKey(page)) ?? '')).toBe(true);
}

/** From the first card: Load more, then two rows down into the second page. */
async function walkIntoSecondPage(page: Page, prefix: string) {
  await press(page, 'down', (key) => key === `${prefix}-more`);
  await pressRemote(page, 'enter');
  await expect(page.locator('.grid__cell')).toHaveCount(50);
  await expect.poll(() => focusedKey(page)).not.toBe(`${prefix}-more`);
  await pressRemote(page, 'down');
  await pressRemote(page, 'down');
  await expect.poll(() => focusedInView(page)).toBe(true);
  return { key: await focusedKey(page), scroll: await scrollY(page) };
}

async function expectPlace(page: Page, place: { key: string | null; scroll: number }) {
  await expect.poll(() => focusedKey(page)).toBe(place.key);
  await expect.poll(() => scrollY(page)).toBe(place.scroll);
  expect(await focusedInView(page)).toBe(true);
}

for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]) {
  test(`playlist page: Back and a later visit restore scroll and focus at ${viewport.width}x${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const config = await (await page.request.get('/apps/configs/ottdemo1.json')).json();
    config.menu.unshift({ label: 'Everything', contentId: 'search01', type: 'playlist' });
    await page.route('**/apps/configs/ottdemo1.json', (route) => route.fulfill({ json: config }));
    await page.goto('/p/search01/everything?device=tizen');
    await expect.poll(() => focusedKey(page)).toMatch(/^grid-/);
    const place = await walkIntoSecondPage(page, 'grid');
    expect(place.scroll).toBeGreaterThan(500);

    await pressRemote(page, 'enter');
    // A film opens its media page; an episode, its series page (by a redirect: wait for it to land).
    await expect(page).toHaveURL(/\/(m|s)\//);
    await expect.poll(() => focusedKey(page)).toBe('detail-start');
    await pressRemote(page, 'back');
    await expect(page).toHaveURL(/\/p\/search01\/everything/);
    await expectPlace(page, place);
    await page.screenshot({ path: `${screenshotDir}/playlist-back-${viewport.width}.png` });

    // Home through the menu, then the playlist again through the menu: a new visit, the same place.
    await press(page, 'left', (key) => key.startsWith('nav-'));
    await press(page, 'up', (key) => key === 'nav-home');
    await pressRemote(page, 'enter');
    await expect.poll(() => focusedKey(page)).toMatch(/^card-/);
    await press(page, 'left', (key) => key.startsWith('nav-'));
    await press(page, 'down', (key) => key === 'nav-menu-search01');
    await pressRemote(page, 'enter');
    await expect(page).toHaveURL(/\/p\/search01\/everything/);
    await expectPlace(page, place);
  });
}

test('see-more page: title from session storage after a reload, scroll and focus per playlist', async ({
  page,
}) => {
  const config = await (await page.request.get('/apps/configs/ottdemo1.json')).json();
  config.content = [{ contentId: 'search01', type: 'playlist', title: 'Everything we have' }];
  await page.route('**/apps/configs/ottdemo1.json', (route) => route.fulfill({ json: config }));
  // The row's 'see more' is its last stop (issue 18): Right past its 68 cards, its pages loading on the way.
  test.setTimeout(90_000);
  await page.goto('/?device=tizen');
  await expect.poll(() => focusedKey(page)).toMatch(/^card-0-/);
  await press(page, 'right', (key) => key === 'see-more-0', 80);
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/\/search01$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Everything we have' });
  await expect(heading).toBeVisible();
  const stored = () =>
    page.evaluate(() => [
      sessionStorage.getItem('ott.seeMorePlayList'),
      sessionStorage.getItem('ott.seeMoreShelfTitle'),
    ]);
  expect(await stored()).toEqual(['search01', 'Everything we have']);

  await expect.poll(() => focusedKey(page)).toMatch(/^more-/);
  const place = await walkIntoSecondPage(page, 'more');
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/\/(m|s)\//);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'back');
  await expect(heading).toBeVisible();
  await expectPlace(page, place);

  // Leaving removes the stored playlist and title; a later visit to the same playlist finds its place.
  await pressRemote(page, 'back');
  await expect(page).toHaveURL(/\/\?device=tizen$/);
  await expect.poll(stored).toEqual([null, null]);
  await expect.poll(() => focusedKey(page)).toBe('see-more-0');
  await pressRemote(page, 'enter');
  await expect(heading).toBeVisible();
  await expectPlace(page, place);

  // A reload without the navigation state (as when the browser drops it): the title comes from
  // session storage. The reload makes this page the first of the app's history: Back goes to Home.
  await page.evaluate(() => window.history.replaceState(null, ''));
  await page.reload();
  await expect(heading).toBeVisible();
  await press(page, 'up', (key) => key === 'see-more-back');
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect.poll(stored).toEqual([null, null]);
});
