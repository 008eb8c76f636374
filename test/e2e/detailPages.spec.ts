import { expect, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/** Issue 4: the media route's screens, by remote at 1920x1080. */

test('movie page: metadata, more details in a modal that Back closes, favourite kept after a reload', async ({
  page,
}) => {
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expect(page.getByRole('heading', { level: 1, name: 'Northern Lights' })).toBeVisible();
  await expect(page).toHaveTitle('Northern Lights - Open OTT');
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
    /\/m\/m001demo\/northern-lights\?shared=true$/,
  );
  expect(
    JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')['@type'],
  ).toBe('VideoObject');
  await expect(page.getByText('Audio: English, Spanish')).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await expect(page.locator('#content')).toContainText('Start watching');

  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('detail-more');
  await pressRemote(page, 'enter');
  const dialog = page.getByRole('dialog', { name: 'Northern Lights' });
  await expect(dialog).toContainText('Sofía Ramírez');
  await expect(page).toHaveURL(/u=show-more-details/);
  await page.screenshot({ path: `${screenshotDir}/show-more-details.png` });
  await pressRemote(page, 'back');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/u=show-more-details/);
  await expect.poll(() => focusedKey(page)).toBe('detail-more');

  // Trailer, then favourite.
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('detail-trailer');
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('detail-favorite');
  await pressRemote(page, 'enter');
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ott.favorites'))).toContain('m001demo');
  await page.screenshot({ path: `${screenshotDir}/detail-movie.png` });
});

test('an invalid stored favourites list reads as empty', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ott.favorites', '{"not":"a list"}'));
  await page.goto('/m/m003demo/city-of-tides?device=tizen');
  await expect(page.getByRole('button', { name: 'Add to favourites' })).toBeVisible();
});

test('items sold by offers: locked cards, and no start button for guests under AVOD', async ({ page }) => {
  await page.goto('/p/nature01/nature?device=tizen');
  await expect(page.getByRole('link', { name: /Salt and Stone\s*, locked$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Silver Creek$/ })).toBeVisible();
  await page.goto('/m/m006demo/the-quiet-engine?device=tizen');
  await expect(page.getByRole('heading', { level: 1, name: 'The Quiet Engine' })).toBeVisible();
  await expect(page.getByRole('button', { name: /start watching/i })).toHaveCount(0);
  await expect.poll(() => focusedKey(page)).toBe('detail-favorite');
});

test('live events show their button state: scheduled, countdown, watch live', async ({ page }) => {
  await page.goto('/m/evt00001/x?device=tizen');
  await expect(page.getByRole('status').filter({ hasText: 'Scheduled' })).toBeVisible();
  await page.goto('/m/evt00002/x?device=tizen');
  await expect(page.getByRole('timer')).toHaveText(/^Stream start in : 0\d:\d\d$/);
  await page.goto('/m/evt00003/x?device=tizen');
  await expect(page.getByRole('button', { name: 'Watch live' })).toBeVisible();
});

test('series page: seasons filter the episodes, the current episode is marked, episodes redirect here', async ({
  page,
}) => {
  await page.goto('/m/sg2e02ep/the-signal-2x02?device=tizen');
  await expect(page).toHaveURL(/\/s\/sig00001\?e=sg2e02ep/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Signal' })).toBeVisible();
  await expect(page.getByText('8 episodes')).toBeVisible();
  await page.goto('/s/sig00001?e=sg1e02ep&device=tizen');
  await expect(page.locator('.grid__cell')).toHaveCount(4);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await expect(page.getByText('Current episode')).toBeVisible();
  await expect(page.getByText('Season 1/2 - Episode 2/4')).toBeVisible();
  await page.getByRole('button', { name: 'Season 2' }).click();
  await expect(page.locator('.grid__cell')).toHaveCount(4);
  await expect(page.getByRole('link', { name: /The Signal 2x01/ })).toBeVisible();
  await page.getByRole('button', { name: 'All seasons' }).click();
  await expect(page.locator('.grid__cell')).toHaveCount(8);
  await page.screenshot({ path: `${screenshotDir}/detail-series.png` });
});

test('hub and static page', async ({ page }) => {
  await page.goto('/m/hub00001/weekend-picks?device=tizen');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekend Picks' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dramas' })).toBeVisible();
  await expect.poll(() => focusedKey(page)).toMatch(/^card-0-/);
  await page.goto('/m/page0001/about-this-catalogue?device=tizen');
  await expect(page.locator('.static-page__body h1')).toHaveText('About this catalogue');
  await expect(page.locator('.static-page strong')).toHaveText('generated');
});

test('an unknown media id says so', async ({ page }) => {
  await page.goto('/m/nothere1/x?device=tizen');
  await expect(page.getByRole('heading', { name: 'Video not found' })).toBeVisible();
});

test('playlist page: genre filter and load more', async ({ page }) => {
  await page.goto('/p/search01/search?device=tizen');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.locator('.grid__cell')).toHaveCount(25);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.locator('.grid__cell')).toHaveCount(50);
  await page.getByRole('button', { name: 'Family' }).click();
  await expect(page.getByRole('button', { name: 'Family' })).toHaveAttribute('aria-pressed', 'true');
  const families = await page.locator('.grid__cell').count();
  expect(families).toBeGreaterThan(0);
  expect(families).toBeLessThan(50);
  await page.getByRole('button', { name: 'All' }).click();
  await expect(page.locator('.grid__cell')).toHaveCount(50);
  await page.screenshot({ path: `${screenshotDir}/playlist-grid.png` });
});

test('card grid keys: Home/End along the row, Ctrl for the whole grid, PageUp/PageDown by screens', async ({
  page,
}) => {
  await page.goto('/p/search01/search?device=desktop');
  await expect(page.locator('.grid__cell')).toHaveCount(25);
  const keys = await page
    .locator('.grid__cell [data-focus-key]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-focus-key')));
  const columns = await page
    .locator('.grid__cell')
    .evaluateAll(
      (cells) =>
        cells.filter((cell) => (cell as HTMLElement).offsetTop === (cells[0] as HTMLElement).offsetTop)
          .length,
    );
  await page.locator(`[data-focus-key="${keys[columns + 1]}"]`).focus();
  await page.keyboard.press('End');
  await expect.poll(() => focusedKey(page)).toBe(keys[2 * columns - 1]);
  await page.keyboard.press('Home');
  await expect.poll(() => focusedKey(page)).toBe(keys[columns]);
  await page.keyboard.press('Control+End');
  await expect.poll(() => focusedKey(page)).toBe(keys[24]);
  await page.keyboard.press('Control+Home');
  await expect.poll(() => focusedKey(page)).toBe(keys[0]);
  await page.keyboard.press('PageDown');
  await expect.poll(async () => keys.indexOf(await focusedKey(page))).toBeGreaterThanOrEqual(columns);
  // A screenful down keeps the column, or stops on the last card.
  const paged = keys.indexOf(await focusedKey(page));
  expect(paged % columns === 0 || paged === keys.length - 1).toBe(true);
  await page.keyboard.press('PageUp');
  await expect.poll(async () => keys.indexOf(await focusedKey(page))).toBeLessThan(columns);
});

test('see more opens the shelf as a grid with the shelf title; an unknown id is not found', async ({
  page,
}) => {
  await page.goto('/?device=desktop');
  await page
    .getByRole('region', { name: 'Dramas to watch tonight' })
    .getByRole('link', { name: /See more/ })
    .click();
  await expect(page).toHaveURL(/localhost:\d+\/dramas01$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dramas to watch tonight' })).toBeVisible();
  await expect(page.locator('.grid__cell').first()).toBeVisible();
  await page.goto('/nothere9?device=desktop');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
});

test('a card with a video image entry plays it as a preview once focus rests on it, and drops it on leaving', async ({
  page,
}) => {
  await page.goto('/p/search01/search?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('grid-m001demo');
  const preview = page.locator('[data-focus-key="grid-m001demo"] video.card__preview');
  await expect(preview).toHaveCount(1);
  await expect
    .poll(() => preview.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.2);
  await page.screenshot({ path: `${screenshotDir}/card-preview.png` });
  await pressRemote(page, 'right');
  await expect(preview).toHaveCount(0);
  await page.waitForTimeout(1000);
  // The next card has no preview entry: still just its image.
  await expect(page.locator('video.card__preview')).toHaveCount(0);
});

test('single-click play (custom.singleClickPlay): cards open playing, except series', async ({ page }) => {
  const config = await (await page.request.get('/apps/configs/ottdemo1.json')).json();
  config.custom = { ...config.custom, singleClickPlay: true };
  await page.route('**/apps/configs/ottdemo1.json', (route) => route.fulfill({ json: config }));
  await page.goto('/p/series01/series?device=tizen');
  await expect(page.locator('.grid__cell a').first()).toBeVisible();
  const seriesHrefs = await page
    .locator('.grid__cell a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(seriesHrefs.every((href) => !href?.includes('play=1'))).toBe(true);
  await page.goto('/p/family01/family?device=tizen');
  await expect.poll(() => focusedKey(page)).toMatch(/^grid-/);
  await expect(page.locator('.grid__cell a').first()).toHaveAttribute('href', /[?&]play=1/);
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/play=1/);
  await expect(page.locator('video')).toHaveCount(1);
});
