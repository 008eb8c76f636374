import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote } from './remote.ts';

const videoHeight = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.videoHeight ?? 0);

test('settings by remote: autoplay, language and quality are kept on the device and used', async ({
  page,
}) => {
  await page.goto('/u/settings?device=tizen');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('setting-autoplay');
  await expect(page.getByRole('button', { name: 'Off' })).toBeVisible();
  await pressRemote(page, 'enter');
  await expect(page.getByRole('button', { name: 'On' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Data saver (360p)' }).click();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inicio' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sí' })).toHaveAttribute('aria-pressed', 'true');
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
