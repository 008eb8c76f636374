import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';
import { openScaleHome, pressMoving } from './scaleHome.ts';

/**
 * Issue 4, item 2: Back from a detail page opened deep in Home lands on the same card, with the rows
 * scrolled as before, although Home mounts again with only its first rows (the 50x40 scale config of
 * shelfScale.spec.ts).
 */
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]) {
  test(`Back to row 21 and to card 31 of the first row at ${viewport.width}x${viewport.height}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await openScaleHome(page);
    // Card 31 of the first row: its second page (25 a page) loads on the way.
    await pressMoving(page, 'right', 30);
    const deepCard = await focusedKey(page);
    await pressMoving(page, 'down', 20);
    await pressMoving(page, 'right', 2);
    const opened = await focusedKey(page);
    expect(opened).toMatch(/^card-20-/);
    const scrolled = await scrollY(page);
    expect(scrolled).toBeGreaterThan(3000);

    await pressRemote(page, 'enter');
    await expect(page).toHaveURL(/\/m\//);
    await expect.poll(() => focusedKey(page)).toBe('detail-start');
    await pressRemote(page, 'back');
    await expect(page).toHaveURL(/\/\?device=tizen$/);
    await expect.poll(() => focusedKey(page)).toBe(opened);
    await expect.poll(() => scrollY(page)).toBe(scrolled);
    await expect(page.locator(`[data-focus-key="${opened}"]`)).toBeInViewport({ ratio: 0.99 });
    await page.screenshot({ path: `${screenshotDir}/home-back-row21-${viewport.width}.png` });

    // Up through the rows, one press a row (a row's 'see more' is no stop on the way up, issue 18):
    // every row kept its card, the first row its 31st.
    for (let row = 20; row > 0; row -= 1) {
      await pressMoving(page, 'up', 1);
      expect(await focusedKey(page)).toMatch(new RegExp(`^card-${row - 1}-`));
    }
    await expect.poll(() => focusedKey(page)).toBe(deepCard);
    await pressRemote(page, 'enter');
    await expect(page).toHaveURL(/\/m\//);
    await pressRemote(page, 'back');
    await expect.poll(() => focusedKey(page)).toBe(deepCard);
    await expect(page.locator(`[data-focus-key="${deepCard}"]`)).toBeInViewport({ ratio: 0.99 });
  });
}
