import { expect, type Locator, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/** spec: browsing 2, Search — by remote on TV, by typing on desktop. */
test('on TV the on-screen keyboard types a query; results show and the query is remembered', async ({
  page,
}) => {
  await page.goto('/q/?device=tizen');
  await expect(page.getByText('Your recent searches will show here.')).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('key-a');
  // "s", "i", "g" by arrows and OK: s is on the third row, first key.
  await pressRemote(page, 'down');
  await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('key-s');
  await pressRemote(page, 'enter');
  // The query reaches the URL after 350 ms; focus stays on the key.
  await expect(page).toHaveURL(/\/q\/s$/);
  await expect.poll(() => focusedKey(page)).toBe('key-s');
  await pressRemote(page, 'up');
  await expect.poll(() => focusedKey(page)).toBe('key-j');
  for (let press = 0; press < 8; press += 1) await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('key-r');
  await page.locator('[data-focus-key="key-i"]').click();
  await page.locator('[data-focus-key="key-g"]').click();
  await expect(page.locator('.search__text')).toHaveText('sig');
  await expect(page).toHaveURL(/\/q\/sig$/);
  await expect(page.getByRole('heading', { name: '"sig"' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Series The Signal$/ })).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/search-tv.png` });
  await page.waitForTimeout(2300);
  expect(await page.evaluate(() => localStorage.getItem('ott.searchHistory'))).toBe('["sig"]');
});

test('on desktop typing searches; no results shows the tips', async ({ page }) => {
  await page.goto('/q/?device=desktop');
  await page.getByRole('searchbox', { name: 'Search' }).fill('zzzz');
  await expect(page).toHaveURL(/\/q\/zzzz$/);
  await expect(page.getByRole('heading', { name: 'No results found for "zzzz"' })).toBeVisible();
  await expect(page.getByText('Check the spelling of your search.')).toBeVisible();
  // The tips are body text: the theme's secondary font (ottdemo1's remote branding: Georgia), as the
  // spec's theme says; they had the primary one (issue 18). The heading keeps the primary font.
  const fontOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontFamily);
  const secondary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--font-secondary').trim(),
  );
  expect(secondary).toBe('Georgia, serif');
  for (const tip of [
    'Check the spelling of your search.',
    'Try more general words.',
    'Try different words.',
  ]) {
    expect(await fontOf(page.getByText(tip))).toBe(secondary);
  }
  expect(await fontOf(page.getByRole('heading', { name: 'No results found for "zzzz"' }))).not.toBe(
    secondary,
  );
});

test('a failing search shows the error texts', async ({ page }) => {
  await page.route('**/v2/playlists/search01**', (route) =>
    route.fulfill({ status: 500, json: { message: 'down' } }),
  );
  await page.goto('/q/harbour?device=desktop');
  await expect(page.getByRole('alert')).toContainText('Search is not available right now');
});

test('results rank titles first and find people, whatever the accents; in Spanish the keyboard has ñ and accents (issue 26)', async ({
  page,
}) => {
  await page.goto('/q/oc?device=tizen');
  await expect(page.getByRole('heading', { name: '"oc"' })).toBeVisible();
  await expect(page.locator('a.card').first()).toHaveAccessibleName(/Ocean Drift/);

  // A cast member's name, and a director's without its accent.
  await page.goto('/q/julia%20brandt?device=tizen');
  await expect(page.locator('a.card').first()).toHaveAccessibleName(/The Last Orchard/);
  await page.goto('/q/sofia?device=tizen');
  await expect(page.locator('a.card').first()).toHaveAccessibleName(/Northern Lights/);

  await page.evaluate(() => localStorage.setItem('ott.language', 'es'));
  await page.goto('/q/?device=tizen');
  await expect(page.locator('[data-focus-key="key-ñ"]')).toBeVisible();
  await expect(page.locator('[data-focus-key="key-á"]')).toBeVisible();
  await page.locator('[data-focus-key="key-ñ"]').click();
  await expect(page.locator('.search__text')).toHaveText('ñ');
  await page.screenshot({ path: `${screenshotDir}/search-keyboard-es.png` });
});
