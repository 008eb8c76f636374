import { expect, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

test.describe('without the consent cookie', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the cookie consent holds focus until accepted, Back does not dismiss it, and it is remembered', async ({
    page,
  }) => {
    await page.goto('/?device=tizen');
    const dialog = page.getByRole('dialog', { name: 'Cookies' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusedKey(page)).toBe('cookie-accept');
    await pressRemote(page, 'left');
    await pressRemote(page, 'down');
    await pressRemote(page, 'back');
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusedKey(page)).toBe('cookie-accept');
    await page.screenshot({ path: `${screenshotDir}/cookie-consent.png` });
    await pressRemote(page, 'enter');
    await expect(dialog).toBeHidden();
    await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'ott-cookies')?.value).toBe(
      'accepted',
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Featured' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('Spanish viewers read Acepto', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('ott.language', 'es'));
    await page.goto('/?device=tizen');
    await expect(page.getByRole('button', { name: 'Acepto' })).toBeVisible();
  });
});

test('going offline shows the offline screen with Retry; it holds focus, and focus returns with the network', async ({
  page,
  context,
}) => {
  await page.goto('/?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('card-0-m002demo');
  await context.setOffline(true);
  await expect(page.getByRole('heading', { name: 'No network connection' })).toBeVisible();
  await expect(page.getByText('Please check your internet connection and try again.')).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('offline-action');
  // Nothing underneath can load: arrows stay on Retry and Back leaves nothing.
  for (const action of ['left', 'up', 'down', 'right', 'back'] as const) {
    await pressRemote(page, action);
    await expect.poll(() => focusedKey(page)).toBe('offline-action');
  }
  await expect(page).toHaveURL(/\/\?device=tizen$/);
  await page.screenshot({ path: `${screenshotDir}/offline.png` });
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'No network connection' })).toBeHidden();
  await expect.poll(() => focusedKey(page)).toBe('card-0-m002demo');
});
