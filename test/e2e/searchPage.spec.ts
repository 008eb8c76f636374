import { expect, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/** Issue 4: search's reset, title, heading, focus and load more (spec: browsing 2, Search). */

test('desktop: the input has focus; title with count and query; load more by the page size; Escape resets to the page before', async ({
  page,
}) => {
  await page.goto('/p/dramas01/dramas?device=desktop');
  await expect(page.locator('.grid__cell').first()).toBeVisible();
  // The header's search button (spec: browsing 2, Header — it navigates to /q/).
  await page.locator('[data-focus-key="header-search"]').click();
  await expect(page).toHaveURL(/\/q\/$/);
  const input = page.getByRole('searchbox', { name: 'Search' });
  await expect(input).toBeFocused();
  await page.keyboard.type('sample');
  await expect(page).toHaveURL(/\/q\/sample$/);
  await expect(page.getByRole('heading', { name: '"sample"' })).toBeVisible();
  // The count names every match (issue 18: it said 25, the loaded page), not the page loaded.
  const { total } = await (
    await page.request.get('/v2/playlists/search01?search=sample&page_limit=1')
  ).json();
  expect(total).toBeGreaterThan(25);
  await expect(page).toHaveTitle(`${total} results for "sample" - Open OTT`);
  const next = page.waitForRequest(
    (request) => /search=sample/.test(request.url()) && /page_offset=26/.test(request.url()),
  );
  await page.getByRole('button', { name: 'Load more' }).click();
  await next;
  await expect(page).toHaveTitle(`${total} results for "sample" - Open OTT`);
  await expect.poll(() => page.locator('.grid__cell').count()).toBeGreaterThan(25);
  await page.screenshot({ path: `${screenshotDir}/search-desktop.png` });
  await input.focus();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/p\/dramas01\/dramas\?device=desktop$/);
});

test('TV: Close search returns to the page visited before search; with none, to Home', async ({ page }) => {
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expect(page.getByRole('heading', { level: 1, name: 'Northern Lights' })).toBeVisible();
  await page.goto('/q/sig?device=tizen');
  await expect(page.getByRole('heading', { name: '"sig"' })).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('key-a');
  await page.screenshot({ path: `${screenshotDir}/search-tv-reset.png` });
  // The reset sits above the keyboard, at the end of the text line.
  await pressRemote(page, 'up');
  await expect.poll(() => focusedKey(page)).toBe('search-reset');
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/\/m\/m001demo\/northern-lights\?device=tizen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Northern Lights' })).toBeVisible();

  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/q/sig?device=tizen');
  await page.locator('[data-focus-key="search-reset"]').click();
  await expect(page).toHaveURL(/localhost:\d+\/(\?.*)?$/);
});

test('in Spanish: heading, count and title', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ott.language', 'es'));
  await page.goto('/q/sig?device=desktop');
  await expect(page.getByRole('heading', { name: '"sig"' })).toBeVisible();
  await expect(page).toHaveTitle(/^\d+ resultados para "sig" - Open OTT$/);
  await expect(page.getByRole('button', { name: 'Cerrar búsqueda' })).toBeVisible();
});

test('an operator back end with no total: "25+" while more pages follow, not a count that lies', async ({
  page,
}) => {
  await page.route('**/v2/playlists/search01**', async (route) => {
    const response = await route.fetch();
    const { total: _total, ...body } = await response.json();
    await route.fulfill({ response, json: body });
  });
  await page.goto('/q/sample?device=desktop');
  await expect(page.locator('.search__count')).toHaveText('25+ results for "sample"');
  await expect(page).toHaveTitle('25+ results for "sample" - Open OTT');
});
