import { expect, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';
import { openScaleHome, pressMoving } from './scaleHome.ts';

/**
 * Issue 26: Back on Home climbs before it leaves, as TV home screens do: from row 12 to the top row, from
 * the top row to the menu, and only from the menu to "Exit the app?". Right out of the menu returns to
 * the card the viewer left for it, not to the first card.
 */
test('Back from row 12 goes to the top row, then the menu, then asks to exit; the menu returns to the card left', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openScaleHome(page);
  await pressMoving(page, 'right', 2);
  const topCard = await focusedKey(page);
  await pressMoving(page, 'down', 11);
  await pressMoving(page, 'right', 3);
  const deepCard = await focusedKey(page);
  expect(deepCard).toMatch(/^card-11-/);

  // Into the menu and straight back: the card left for it (row 12's first), not the first Featured card.
  await pressMoving(page, 'left', 3);
  const leftFor = await focusedKey(page);
  expect(leftFor).toMatch(/^card-11-/);
  await pressMoving(page, 'left', 1);
  await expect.poll(() => focusedKey(page)).toBe('nav-home');
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe(leftFor);

  await pressRemote(page, 'back');
  await expect.poll(() => focusedKey(page)).toBe(topCard);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await pressRemote(page, 'back');
  await expect.poll(() => focusedKey(page)).toBe('nav-home');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: `${screenshotDir}/home-back-menu.png` });
  await pressRemote(page, 'back');
  await expect(page.getByRole('dialog', { name: 'Exit the app?' })).toBeVisible();
});
