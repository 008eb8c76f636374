import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 4, item 4 (a, c): 'Load more' by remote. Every focused control below the fold scrolls into
 * view; OK on 'Load more' focuses the first card of the new page, also when that page is the last
 * and the button goes away.
 */
const focusedInView = (page: Page) =>
  page.evaluate(() => {
    const box = document.activeElement?.getBoundingClientRect();
    return Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight);
  });

/** Down until `target` has focus, checking that each focused element is in view. */
async function downTo(page: Page, target: string) {
  for (let step = 0; step < 30 && (await focusedKey(page)) !== target; step += 1) {
    const before = await focusedKey(page);
    await pressRemote(page, 'down');
    await expect.poll(() => focusedKey(page)).not.toBe(before);
    await expect.poll(() => focusedInView(page)).toBe(true);
  }
  expect(await focusedKey(page)).toBe(target);
}

for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]) {
  test(`Load more by remote at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const all = (await (await page.request.get('/v2/playlists/search01?page_limit=100')).json())
      .playlist as Array<{
      mediaid: string;
    }>;
    expect(all.length).toBeGreaterThan(50);
    await page.goto('/p/search01/search?device=tizen');
    await expect.poll(() => focusedKey(page)).toBe(`grid-${all[0]?.mediaid}`);

    await downTo(page, 'grid-more');
    await page.screenshot({ path: `${screenshotDir}/grid-load-more-${viewport.width}.png` });
    await pressRemote(page, 'enter');
    await expect.poll(() => focusedKey(page)).toBe(`grid-${all[25]?.mediaid}`);
    await expect.poll(() => focusedInView(page)).toBe(true);

    // The last page: the button goes away and focus is on the first of its cards, not lost.
    await downTo(page, 'grid-more');
    await pressRemote(page, 'enter');
    await expect.poll(() => focusedKey(page)).toBe(`grid-${all[50]?.mediaid}`);
    await expect(page.locator('[data-focus-key="grid-more"]')).toHaveCount(0);
    await expect(page.locator('.grid__cell')).toHaveCount(all.length);
    await expect.poll(() => focusedInView(page)).toBe(true);
    await page.screenshot({ path: `${screenshotDir}/grid-last-page-${viewport.width}.png` });

    // All the way up: the genre filter above the grid comes into view when it takes focus.
    for (let step = 0; step < 30 && !(await focusedKey(page))?.startsWith('genre-'); step += 1) {
      await pressRemote(page, 'up');
      await expect.poll(() => focusedInView(page)).toBe(true);
    }
    expect(await focusedKey(page)).toMatch(/^genre-/);
  });
}
