import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * spec: browsing 2, Header (desktop and mobile layouts): skip link, menu button, logo, navigation, the
 * search bar, the language menu and the favourites icon; by keyboard (the desktop profile's arrows,
 * Enter and Escape) and by mouse.
 */
const press = (page: Page, action: Parameters<typeof pressRemote>[1]) => pressRemote(page, action, 'desktop');

test('desktop at 1920x1080: the header row by keys; search opens at /q/, types, and Escape closes it', async ({
  page,
}) => {
  await page.goto('/?device=desktop');
  await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Skip to content' })).toBeAttached();
  await expect(header.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  // The links are inline; search and favourites have their own controls here, not menu entries.
  await expect(header.getByRole('navigation').getByRole('link')).toHaveText([
    'Home',
    'Dramas',
    'Family',
    'Series',
    'Live TV',
    'Settings',
  ]);
  await expect(header.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favorites');
  await expect(header.getByRole('button', { name: 'Choose language' })).toHaveAccessibleName(
    'Choose language: EN',
  );
  await page.screenshot({ path: `${screenshotDir}/header-desktop.png` });

  // Up from the first card reaches the header; Right walks to the search button.
  await press(page, 'up');
  await expect.poll(() => focusedKey(page)).toMatch(/^nav-|^header-/);
  for (let step = 0; step < 12 && (await focusedKey(page)) !== 'header-search'; step += 1) {
    await press(page, 'right');
  }
  await expect.poll(() => focusedKey(page)).toBe('header-search');
  await press(page, 'enter');
  await expect(page).toHaveURL(/\/q\/$/);
  const field = header.getByRole('searchbox', { name: 'Search' });
  await expect(field).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Recent searches' })).toBeVisible();

  await page.keyboard.type('harbour');
  await expect(page).toHaveURL(/\/q\/harbour$/);
  await expect(page.getByText('1 result for "harbour"')).toBeVisible();
  // Left and Right move the caret: the field keeps focus.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('X');
  await expect(field).toHaveValue('harboXur');
  await expect(field).toBeFocused();
  await page.screenshot({ path: `${screenshotDir}/header-search.png` });

  // Escape closes the bar: back to the page before search, with its focus.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/\?device=desktop$/);
  await expect(header.getByRole('searchbox')).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect.poll(() => focusedKey(page)).not.toBeNull();
});

test('a deep link to /q/ opens the bar; its close button goes home; a recent search fills the field', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('ott.searchHistory', '["lights"]'));
  await page.goto('/q/?device=desktop');
  const field = page.getByRole('searchbox', { name: 'Search' });
  await expect(field).toHaveValue('');
  await page.getByRole('button', { name: 'lights' }).click();
  await expect(page).toHaveURL(/\/q\/lights$/);
  await expect(field).toHaveValue('lights');
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the language menu switches the interface and keeps the choice; Escape closes it', async ({ page }) => {
  await page.goto('/?device=desktop');
  await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
  const lockedCard = page.locator('.card', { hasText: 'Salt and Stone' }).first();
  await expect(lockedCard).toContainText(', locked');
  const button = page.getByRole('button', { name: 'Choose language' });
  await button.click();
  const menu = page.getByRole('menu', { name: 'Language' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['English', 'Español']);
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => focusedKey(page)).toBe('language-en');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect.poll(() => focusedKey(page)).toBe('header-language');

  await press(page, 'enter');
  await expect(menu).toBeVisible();
  await press(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('language-es');
  await press(page, 'enter');
  await expect(menu).toBeHidden();
  await expect(
    page.getByRole('banner').getByRole('navigation').getByRole('link', { name: 'Inicio' }),
  ).toBeVisible();
  await expect(button).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Elegir idioma' })).toHaveAccessibleName('Elegir idioma: ES');
  expect(await page.evaluate(() => localStorage.getItem('ott.language'))).toBe('es');
  // Cards already on the page follow too (they share one translation subscription, SharedTranslation).
  await expect(lockedCard).toContainText(', bloqueado');
});

test('the favourites icon opens /favorites', async ({ page }) => {
  await page.goto('/?device=desktop');
  await page.getByRole('banner').getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
});

test.describe('below lg (900 px) the links move into a sidebar behind the menu button', () => {
  test.use({ viewport: { width: 900, height: 800 } });

  test('the menu button opens the sidebar; Escape closes it; a link navigates and closes it', async ({
    page,
  }) => {
    await page.goto('/?device=desktop');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation')).toHaveCount(0);
    await header.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    await expect(sidebar.getByRole('link')).toHaveText([
      'Home',
      'Dramas',
      'Family',
      'Series',
      'Live TV',
      'Settings',
    ]);
    await expect.poll(() => focusedKey(page)).toBe('nav-home');
    await page.screenshot({ path: `${screenshotDir}/header-sidebar.png` });
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect.poll(() => focusedKey(page)).toBe('header-menu');

    await press(page, 'enter');
    await expect(sidebar).toBeVisible();
    await press(page, 'down');
    await expect.poll(() => focusedKey(page)).toBe('nav-menu-dramas01');
    await press(page, 'enter');
    await expect(page).toHaveURL(/\/p\/dramas01\/dramas$/);
    await expect(sidebar).toBeHidden();
  });
});

test.describe('mobile (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('user actions are hidden; the sidebar keeps favourites; search and language stay', async ({
    page,
  }) => {
    await page.goto('/?device=desktop');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Choose language' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Favourites' })).toHaveCount(0);
    await page.screenshot({ path: `${screenshotDir}/header-mobile.png` });
    await header.getByRole('button', { name: 'Open menu' }).tap();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Favourites' }),
    ).toBeVisible();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Favourites' }).tap();
    await expect(page).toHaveURL(/\/favorites$/);
  });
});

test('flags: no search, favourites or language controls when those features are off', async ({ page }) => {
  const config = await (await page.request.get('/apps/configs/ottnofea.json')).json();
  config.featureFlags = { ...config.featureFlags, isMultiLanguageSupport: false };
  await page.route('**/apps/configs/ottnofea.json', (route) => route.fulfill({ json: config }));
  await page.goto('/?device=desktop&app-config=ottnofea');
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation').getByRole('link').first()).toHaveText('Home');
  await expect(header.getByRole('button', { name: 'Search' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Favourites' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Choose language' })).toHaveCount(0);
});
