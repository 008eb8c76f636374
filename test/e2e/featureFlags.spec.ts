import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * spec: browsing 1, 2 and 6 — features come from one flag set: the product defaults, the remote set,
 * the web overlay, then the app config (`featureFlags`). Config ottnofea turns search, favourites,
 * continue watching, autoplay, video quality and the terms of use off.
 */

/** Device lists that would fill the continue-watching and favourites rows. */
async function seedDeviceLists(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem(
      'ott.history',
      JSON.stringify([{ mediaid: 'm002demo', title: 'Harbour Lights', progress: 0.4, duration: 60 }]),
    );
    localStorage.setItem('ott.favorites', JSON.stringify([{ mediaid: 'm003demo', title: 'City of Tides' }]));
  });
}

/** The side menu's entries, in order, walked by Down from Home until focus leaves the menu. */
async function walkMenu(page: Page): Promise<string[]> {
  await pressRemote(page, 'left');
  await expect.poll(() => focusedKey(page)).toBe('nav-home');
  const keys = ['nav-home'];
  for (let step = 0; step < 20; step += 1) {
    const before = keys[keys.length - 1];
    await pressRemote(page, 'down');
    // Down past the last entry either moves nothing or leaves the menu.
    const moved = await expect
      .poll(() => focusedKey(page), { timeout: 2_000 })
      .not.toBe(before)
      .then(() => true)
      .catch(() => false);
    const key = (await focusedKey(page)) ?? '';
    if (!moved || !key.startsWith('nav-')) return keys;
    keys.push(key);
  }
  return keys;
}

test('with the features on (ottdemo1) Home shows the device rows and the menu every entry', async ({
  page,
}) => {
  await seedDeviceLists(page);
  await page.goto('/?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
  await expect(page.getByRole('heading', { name: 'Continue Watching' })).toBeVisible();
  expect(await walkMenu(page)).toEqual([
    'nav-home',
    'nav-search',
    'nav-menu-dramas01',
    'nav-menu-family01',
    'nav-menu-series01',
    'nav-menu-channels',
    'nav-favorites',
    'nav-settings',
  ]);
});

test('features off by config (ottnofea): rows, menu entries, routes and buttons go, by remote', async ({
  page,
}) => {
  await seedDeviceLists(page);
  await page.goto('/?device=tizen&app-config=ottnofea');
  await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
  // Row 1 (continue watching) is hidden: Down from the featured row reaches Top 10 Movies (row 2).
  await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toMatch(/^card-2-/);
  await expect(page.getByRole('heading', { name: 'Continue Watching' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Favourites' })).toHaveCount(0);
  await page.screenshot({ path: `${screenshotDir}/features-off-home.png` });
  await pressRemote(page, 'up');
  await expect.poll(() => focusedKey(page)).toMatch(/^card-0-/);
  expect(await walkMenu(page)).toEqual([
    'nav-home',
    'nav-menu-dramas01',
    'nav-menu-family01',
    'nav-menu-series01',
    'nav-menu-channels',
    'nav-settings',
  ]);

  // A disabled route says so, focused, and OK leads home.
  for (const [path, text] of [
    ['/q/', 'Search feature is not enabled'],
    ['/q/lights', 'Search feature is not enabled'],
    ['/favorites', 'Favourites feature is not enabled'],
    ['/u/favorites', 'Favourites feature is not enabled'],
    ['/terms-of-use', 'Terms of use feature is not enabled'],
  ] as const) {
    await page.goto(`${path}?device=tizen`);
    await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
    await expect.poll(() => focusedKey(page)).toBe('feature-disabled-action');
  }
  await page.screenshot({ path: `${screenshotDir}/features-off-route.png` });
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/\/$/);

  // The privacy policy's flag is on and the config has no document: the built-in text.
  await page.goto('/privacy-policy?device=tizen');
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();

  // No favourite button on a detail page.
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await expect(page.getByRole('button', { name: 'Add to favourites' })).toHaveCount(0);

  // Settings: only the language (autoplay and video quality are off).
  await page.goto('/u/settings?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('setting-language');
  await expect(page.locator('[data-focus-key="setting-autoplay"]')).toHaveCount(0);
  await expect(page.locator('[data-focus-key="setting-quality"]')).toHaveCount(0);
});

test('remote flags: the web overlay wins over the remote set, the app config over both', async ({ page }) => {
  const remote = await (
    await page.request.get('/v1/remote-config?keys=global_remote_config,web_config')
  ).json();
  remote.global_remote_config.feature_flags = { canShowSettings: false, favorites: false, search: false };
  remote.web_config.feature_flags = { favorites: true };
  await page.route('**/v1/remote-config?**', (route) => route.fulfill({ json: remote }));
  const config = await (await page.request.get('/apps/configs/ottdemo1.json')).json();
  config.featureFlags = { search: true };
  await page.route('**/apps/configs/ottdemo1.json', (route) => route.fulfill({ json: config }));

  await page.goto('/?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
  const menu = await walkMenu(page);
  expect(menu).toContain('nav-search');
  expect(menu).toContain('nav-favorites');
  expect(menu).not.toContain('nav-settings');

  await page.goto('/u/settings?device=tizen');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Settings feature is not enabled' }),
  ).toBeVisible();
});
