import { expect, type Page, test } from '@playwright/test';
import { focusedKey, screenshotDir } from './remote.ts';

/**
 * Each start-up failure of spec: browsing 1 and 8 shows its screen, focused, with a way out. The
 * reference back end serves good files; the failures are made by answering one request differently.
 */
async function readConfig(page: Page, id = 'ottdemo1'): Promise<Record<string, unknown>> {
  const response = await page.request.get(`/apps/configs/${id}.json`);
  return response.json();
}

async function expectErrorScreen(page: Page, title: string, description: RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('alert')).toContainText(description);
  await expect.poll(() => focusedKey(page)).toBe('startup-error-action');
}

test('an unreadable settings file', async ({ page }) => {
  await page.route('**/.webapp.ini', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/?device=tizen');
  await expectErrorScreen(page, 'Unable to load .webapp.ini', /Check your settings/);
  await page.screenshot({ path: `${screenshotDir}/error-settings.png` });
});

test('a settings file without a usable source', async ({ page }) => {
  await page.route('**/.webapp.ini', (route) =>
    route.fulfill({ body: 'UNSAFE_allowAnyConfigSource = false\n' }),
  );
  await page.goto('/?device=tizen');
  await expectErrorScreen(page, 'No usable config sources', /Check your settings/);
});

test('a config that fails validation names the field', async ({ page }) => {
  const config = await readConfig(page);
  delete config.siteId;
  await page.route('**/apps/configs/ottdemo1.json', (route) => route.fulfill({ json: config }));
  await page.goto('/?device=tizen');
  await expectErrorScreen(page, 'Invalid app configuration', /Check your config/);
  await expect(page.getByRole('alert')).toContainText('siteId');
  // Worded by zod's en locale, loaded only for this failure.
  await expect(page.getByRole('alert')).toContainText(
    'siteId: Invalid input: expected string, received undefined',
  );
});

test('a feature flag that is not a boolean fails validation and is named', async ({ page }) => {
  const config = await readConfig(page);
  config.featureFlags = { search: 'no' };
  await page.route('**/apps/configs/ottdemo1.json', (route) => route.fulfill({ json: config }));
  await page.goto('/?device=tizen');
  await expectErrorScreen(page, 'Invalid app configuration', /Check your config/);
  await expect(page.getByRole('alert')).toContainText('featureFlags.search: Invalid input: expected boolean');
});

test('a config that is not JSON', async ({ page }) => {
  await page.route('**/apps/configs/ottdemo1.json', (route) => route.fulfill({ body: '{ not json' }));
  await page.goto('/?device=tizen');
  await expectErrorScreen(page, 'Invalid app configuration', /Check your config/);
});

test('more than one integration', async ({ page }) => {
  const config = await readConfig(page);
  config.integrations = { subscriptionProvider: { id: 'pub1' }, accountProvider: { clientId: 'client1' } };
  await page.route('**/apps/configs/ottdemo1.json', (route) => route.fulfill({ json: config }));
  await page.goto('/?device=tizen');
  await expectErrorScreen(
    page,
    'Failed to initialize app, more than 1 integrations are enabled',
    /Check your config/,
  );
});

test('translations that cannot load', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('ott.language', 'es'));
  await page.route(/\/assets\/es-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/?device=tizen');
  await expectErrorScreen(page, 'Unable to load translations', /Check your language settings/);
});

test('failures read in Spanish for a Spanish viewer, and Retry recovers', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('ott.language', 'es'));
  let failing = true;
  await page.route('**/.webapp.ini', (route) =>
    failing ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await page.goto('/?device=tizen');
  await expectErrorScreen(page, 'No se pudo cargar .webapp.ini', /Revisa la configuración/);
  await page.screenshot({ path: `${screenshotDir}/error-settings-es.png` });
  failing = false;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Featured' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inicio' })).toBeVisible();
});

test('a row that fails says so and the others still show', async ({ page }) => {
  await page.route('**/v2/playlists/toprated**', (route) =>
    route.fulfill({ status: 500, json: { message: 'boom' } }),
  );
  await page.goto('/?device=tizen');
  await expect(page.getByText('Could not load items')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dramas to watch tonight' })).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
});

test('app-config chooses an allowed config, remembers it, and an empty value clears it', async ({ page }) => {
  await page.goto('/?device=tizen&app-config=ottdemo2');
  await expect(page.getByRole('heading', { name: 'Family Time' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured' })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Family Time' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured' })).toHaveCount(0);
  await page.goto('/?app-config=');
  await expect(page.getByRole('heading', { name: 'Featured' })).toBeVisible();
  await page.goto('/?app-config=notallow');
  await expect(page.getByRole('heading', { name: 'Featured' })).toBeVisible();
});

test('an unknown path shows Not found with a way home', async ({ page }) => {
  await page.goto('/no/such/page?device=tizen');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(page.getByText("This page doesn't exist.")).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Featured' })).toBeVisible();
});
