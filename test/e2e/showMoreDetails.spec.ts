import { expect, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/** Issue 4: the show-more-details modal keeps its state in session storage (spec: browsing 2). */

const STORED = 'ott.seeMoreDetails';

test('every field shows; a reload shows the stored details before the item arrives; Back hands focus to the page', async ({
  page,
}) => {
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('detail-more');
  await pressRemote(page, 'enter');
  const dialog = page.getByRole('dialog', { name: 'Northern Lights' });
  await expect(dialog).toBeVisible();
  for (const text of [
    '2026 • 10 min • PG',
    'Drama',
    'Northern Lights is a drama from the sample catalogue',
    'Audio: English, Spanish',
    'Subtitles: English, Spanish',
    'Ana Torres, Liam Hart, Mei Chen',
    'Sofía Ramírez',
    'North Film',
    'Aurora Studios',
  ]) {
    await expect(dialog).toContainText(text);
  }
  const stored = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), STORED)) ?? '{}');
  expect(stored).toMatchObject({
    mediaid: 'm001demo',
    cast: 'Ana Torres, Liam Hart, Mei Chen',
    meta: '2026 • 10 min • PG',
  });

  // A reload: the details come from session storage while the item's request is still held back.
  await page.evaluate((key) => {
    const value = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    sessionStorage.setItem(key, JSON.stringify({ ...value, description: 'As it was before the reload.' }));
  }, STORED);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/v2/media/m001demo', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(dialog).toContainText('As it was before the reload.');
  await expect(dialog).toContainText('Aurora Studios');
  await expect(page.getByRole('heading', { level: 1, name: 'Northern Lights' })).toHaveCount(0);
  await expect.poll(() => focusedKey(page)).toBe('show-more-close');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Northern Lights' })).toBeVisible();
  // The page arriving under the modal leaves focus in the modal.
  await page.waitForTimeout(300);
  await expect.poll(() => focusedKey(page)).toBe('show-more-close');
  await page.screenshot({ path: `${screenshotDir}/show-more-details-reloaded.png` });
  await pressRemote(page, 'back');
  await expect(dialog).toBeHidden();
  await expect.poll(() => focusedKey(page)).toBe('detail-more');
});

test('an invalid or another item’s stored value falls back to the fetched item', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      sessionStorage.setItem(key, '{"mediaid":"m001demo","title":42}');
    }
  }, STORED);
  await page.goto('/m/m001demo/northern-lights?u=show-more-details&device=tizen');
  const dialog = page.getByRole('dialog', { name: 'Northern Lights' });
  await expect(dialog).toContainText('Sofía Ramírez');
  await expect(dialog).toContainText('2026 • 10 min • PG');
  // The fetched details are stored in turn.
  expect(
    JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), STORED)) ?? '{}'),
  ).toMatchObject({
    mediaid: 'm001demo',
    title: 'Northern Lights',
  });

  // Stored details of another item do not show for this one.
  await page.goto('/m/m003demo/city-of-tides?u=show-more-details&device=tizen');
  const other = page.getByRole('dialog', { name: 'City of Tides' });
  await expect(other).toContainText('Hana Sato');
  await expect(other).not.toContainText('Sofía Ramírez');
});

test('in Spanish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ott.language', 'es'));
  await page.goto('/m/m001demo/northern-lights?u=show-more-details&device=tizen');
  const dialog = page.getByRole('dialog', { name: 'Northern Lights' });
  await expect(dialog).toContainText('Subtítulos: English, Spanish');
  await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeVisible();
});
