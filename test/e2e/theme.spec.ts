import { expect, type Locator, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * spec: browsing 1 and 3 (remote configuration: theme colours, secondary font) and 5 (text colour on a
 * coloured background: black above luminance 186, else white). Config ottlight asks the remote
 * configuration for its own values: a light primary colour.
 */
const css = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

async function startButtonAtRest(page: Page, config: string) {
  await page.goto(`/m/m001demo/northern-lights?device=tizen&app-config=${config}`);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  // Focus moves on, so the start button shows its resting (primary) colours.
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).not.toBe('detail-start');
  return page.locator('[data-focus-key="detail-start"]');
}

test('a dark primary colour keeps white text on primary buttons (ottdemo1)', async ({ page }) => {
  const start = await startButtonAtRest(page, 'ottdemo1');
  expect(await css(start, 'background-color')).toBe('rgb(47, 123, 255)');
  expect(await css(start, 'color')).toBe('rgb(255, 255, 255)');
  // The remote secondary font sets body and metadata text; headings keep the primary one.
  expect(await css(page.locator('.detail__description'), 'font-family')).toBe('Georgia, serif');
  expect(await css(page.locator('h1'), 'font-family')).toBe('"Helvetica Neue", Arial, sans-serif');
});

test('a light primary colour from the app’s own remote values turns the text black (ottlight)', async ({
  page,
}) => {
  const start = await startButtonAtRest(page, 'ottlight');
  expect(await css(start, 'background-color')).toBe('rgb(255, 214, 10)');
  expect(await css(start, 'color')).toBe('rgb(0, 0, 0)');
  expect(await css(page.locator('.detail__description'), 'font-family')).toBe(
    '"Trebuchet MS", Verdana, sans-serif',
  );
  await page.screenshot({ path: `${screenshotDir}/theme-light-primary.png` });

  // The side menu's focused entry sits on the primary colour too.
  await page.goto('/?device=tizen&app-config=ottlight');
  await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
  await pressRemote(page, 'left');
  await expect.poll(() => focusedKey(page)).toBe('nav-home');
  const home = page.locator('[data-focus-key="nav-home"]');
  expect(await css(home, 'background-color')).toBe('rgb(255, 214, 10)');
  expect(await css(home, 'color')).toBe('rgb(0, 0, 0)');

  // The remaining theme colours: success marks the chosen setting.
  await page.goto('/u/settings?device=tizen&app-config=ottlight');
  await expect.poll(() => focusedKey(page)).toBe('setting-autoplay');
  await pressRemote(page, 'enter');
  await pressRemote(page, 'down');
  expect(await css(page.locator('[data-focus-key="setting-autoplay"]'), 'box-shadow')).toContain(
    'rgb(0, 200, 83)',
  );
});

test('rows with their own background colour take the text colour the rule gives (ottlight)', async ({
  page,
}) => {
  await page.goto('/?device=tizen&app-config=ottlight');
  await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
  const row = (name: string) => page.locator('.home__row', { has: page.locator('h2', { hasText: name }) });
  const light = row('Top 10 Movies');
  expect(await css(light, 'background-color')).toBe('rgb(245, 197, 24)');
  expect(await css(light.locator('h2'), 'color')).toBe('rgb(0, 0, 0)');
  await page.screenshot({ path: `${screenshotDir}/theme-row-colours.png` });
  // Down through the rows until the dark one shows.
  for (let step = 0; step < 3; step += 1) await pressRemote(page, 'down');
  const dark = row('Nature and Adventure');
  await expect(dark).toBeVisible();
  expect(await css(dark, 'background-color')).toBe('rgb(27, 67, 50)');
  expect(await css(dark.getByRole('heading', { name: 'Nature and Adventure' }), 'color')).toBe(
    'rgb(255, 255, 255)',
  );
  // A row without a colour of its own keeps the page's.
  expect(await css(row('Dramas to watch tonight'), 'background-color')).toBe('rgba(0, 0, 0, 0)');
});
