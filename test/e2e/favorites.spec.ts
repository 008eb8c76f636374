import { expect, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/** Issue 4: the favourites page (guests, on the device) by remote, and its clear confirmation. */

test('favourites page: newest first, clear asks first, Back cancels, confirming empties the list', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'ott.favorites',
        JSON.stringify([
          { mediaid: 'm003demo', title: 'City of Tides' },
          { mediaid: 'm001demo', title: 'Northern Lights' },
        ]),
      );
    }
  });
  await page.goto('/favorites?device=tizen');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(page.locator('.grid__cell')).toHaveCount(2);
  await expect(page.locator('.grid__cell').first()).toContainText('City of Tides');
  await expect.poll(() => focusedKey(page)).toBe('favorite-m003demo');
  await page.screenshot({ path: `${screenshotDir}/favorites.png` });

  await pressRemote(page, 'up');
  await expect.poll(() => focusedKey(page)).toBe('favorites-clear');
  await pressRemote(page, 'enter');
  const dialog = page.getByRole('dialog', { name: 'Clear favourites?' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('favorites-confirm-cancel');
  await pressRemote(page, 'back');
  await expect(dialog).toBeHidden();
  await expect.poll(() => focusedKey(page)).toBe('favorites-clear');
  await expect(page.locator('.grid__cell')).toHaveCount(2);

  await pressRemote(page, 'enter');
  await expect(dialog).toBeVisible();
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('favorites-confirm-clear');
  await page.screenshot({ path: `${screenshotDir}/favorites-clear.png` });
  await pressRemote(page, 'enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You have no favourites yet.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ott.favorites'))).toBe('[]');
  await expect.poll(() => focusedKey(page)).not.toBeNull();

  // The user-area path shows the same page; the menu leads there too.
  await page.goto('/u/favorites?device=tizen');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favorites');
});

test('a content list opens as its playlist grid', async ({ page }) => {
  await page.goto('/n/family01/family?device=tizen');
  await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible();
  await expect.poll(() => focusedKey(page)).toMatch(/^grid-/);
});

test('a stored list whose entries carry only mediaid keeps them, and a bad entry costs only itself (issue 18)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('ott.favorites', JSON.stringify([{ mediaid: 'm001demo' }, { bogus: 1 }]));
  });
  await page.goto('/favorites?device=tizen');
  await expect(page.locator('.grid__cell')).toHaveCount(1);
  await expect(page.locator('.grid__cell').first()).toContainText('Northern Lights');
});
