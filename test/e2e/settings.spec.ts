import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/** spec: browsing 2, Settings panel — three sub-views by remote, values kept on the device. */

const videoHeight = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.videoHeight ?? 0);

const row = (page: Page, key: string) => page.locator(`[data-focus-key="${key}"]`);

test('settings by remote: autoplay toggle, the video_quality and language sub-views, kept and used', async ({
  page,
}) => {
  await page.goto('/u/settings?device=tizen');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('setting-autoplay');
  await expect(row(page, 'setting-autoplay')).toHaveText('AutoplayOff');
  await pressRemote(page, 'enter');
  await expect(row(page, 'setting-autoplay')).toHaveText('AutoplayOn');
  await expect(row(page, 'setting-autoplay')).toHaveAttribute('aria-pressed', 'true');
  await expect(row(page, 'setting-quality')).toHaveText('Video qualityAuto›');
  await expect(row(page, 'setting-language')).toHaveText('LanguageEnglish›');
  await page.screenshot({ path: `${screenshotDir}/settings.png` });

  // video_quality: the options of section 9, focus on the current one; Back returns to the row.
  await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('setting-quality');
  await pressRemote(page, 'enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Video quality' })).toBeVisible();
  await expect(page.locator('.settings__view .setting-row')).toHaveText([
    'Auto adjust up to 1080p',
    'Full HD (1080p)',
    'High (720p)',
    'Standard (480p)',
    'Data saver (360p)',
    'Low (240p)',
  ]);
  await expect.poll(() => focusedKey(page)).toBe('quality-auto');
  await page.screenshot({ path: `${screenshotDir}/settings-quality.png` });
  await pressRemote(page, 'back');
  await expect(page.getByRole('heading', { level: 2, name: 'Video quality' })).toBeHidden();
  await expect(page).toHaveURL(/\/u\/settings\?device=tizen$/);
  await expect.poll(() => focusedKey(page)).toBe('setting-quality');

  // Choosing an option returns to the settings view with the new value.
  await pressRemote(page, 'enter');
  for (let step = 0; step < 4; step += 1) await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('quality-360');
  await pressRemote(page, 'enter');
  await expect.poll(() => focusedKey(page)).toBe('setting-quality');
  await expect(row(page, 'setting-quality')).toHaveText('Video qualityData saver (360p)›');

  // language: by display name; choosing switches the interface.
  await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('setting-language');
  await pressRemote(page, 'enter');
  await expect(page.locator('.settings__view .setting-row')).toHaveText(['English', 'Español']);
  await expect.poll(() => focusedKey(page)).toBe('language-en');
  await pressRemote(page, 'down');
  await pressRemote(page, 'enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('setting-language');
  await expect(row(page, 'setting-language')).toHaveText('IdiomaEspañol›');
  await expect(page.getByRole('link', { name: 'Inicio' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(row(page, 'setting-autoplay')).toHaveAttribute('aria-pressed', 'true');
  expect(
    await page.evaluate(() => [
      localStorage.getItem('ott.autoplay'),
      localStorage.getItem('ott.videoQuality'),
      localStorage.getItem('ott.language'),
    ]),
  ).toEqual(['true', '360', 'es']);

  // The player keeps to the chosen quality: 360p, never the 720p rendition.
  await page.goto('/m/m001demo/northern-lights?device=tizen&play=1');
  await expect.poll(() => videoHeight(page), { timeout: 20_000 }).toBe(360);
  await page.waitForTimeout(3000);
  expect(await videoHeight(page)).toBe(360);
});

test('the legal links placed in settings are the way to them on TV', async ({ page }) => {
  await page.goto('/u/settings?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('setting-autoplay');
  for (let step = 0; step < 3; step += 1) await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('setting-legal-privacy_policy');
  await expect(page.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveText([
    'Privacy policy',
    'Terms of use',
    'About us',
  ]);
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
});

test('autoplay starts from the config default (on) until the viewer chooses', async ({ page }) => {
  const config = await (await page.request.get('/apps/configs/ottdemo1.json')).json();
  config.autoplayDefaultValue = 'on';
  await page.route('**/apps/configs/ottdemo1.json', (route) => route.fulfill({ json: config }));
  await page.goto('/u/settings?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('setting-autoplay');
  await expect(row(page, 'setting-autoplay')).toHaveText('AutoplayOn');
  expect(await page.evaluate(() => localStorage.getItem('ott.autoplay'))).toBeNull();
  await pressRemote(page, 'enter');
  await expect(row(page, 'setting-autoplay')).toHaveText('AutoplayOff');
  expect(await page.evaluate(() => localStorage.getItem('ott.autoplay'))).toBe('false');
});

test('each item follows its flag: ottnofea shows only the language and the legal links', async ({ page }) => {
  await page.goto('/u/settings?device=tizen&app-config=ottnofea');
  await expect.poll(() => focusedKey(page)).toBe('setting-language');
  await expect(row(page, 'setting-autoplay')).toHaveCount(0);
  await expect(row(page, 'setting-quality')).toHaveCount(0);
  // Terms of use: no document and its flag off.
  await expect(page.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveText([
    'Privacy policy',
    'About us',
  ]);
});

test.describe('desktop', () => {
  test('a sub-view has a back button; Escape also returns', async ({ page }) => {
    await page.goto('/u/settings?device=desktop');
    await page.locator('[data-focus-key="setting-quality"]').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Video quality' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Video quality' })).toBeHidden();
    await page.locator('[data-focus-key="setting-language"]').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Language' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 2, name: 'Language' })).toBeHidden();
    await expect.poll(() => focusedKey(page)).toBe('setting-language');
  });
});
