import { expect, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 4, item 1: a shelf's 'see more' by remote. Up from the row's cards reaches it, OK opens the
 * see-more page with the shelf's title, Back comes back to it, Down returns to the card the viewer
 * left; Down from the row above still lands on a card (the header is not a stop on the way down).
 */
for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]) {
  test(`'see more' by remote at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/?device=tizen');
    await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
    await pressRemote(page, 'down');
    // Top 10 Movies: the spec hides 'see more' there, so Down goes on to the dramas' cards.
    await expect.poll(() => focusedKey(page)).toMatch(/^card-2-/);
    await expect(
      page.getByRole('region', { name: 'Top 10 Movies' }).getByRole('link', { name: /See more/ }),
    ).toHaveCount(0);
    await pressRemote(page, 'down');
    await expect.poll(() => focusedKey(page)).toMatch(/^card-3-/);
    await pressRemote(page, 'right');
    await expect.poll(() => focusedKey(page)).toMatch(/^card-3-/);
    const card = await focusedKey(page);

    await pressRemote(page, 'up');
    await expect.poll(() => focusedKey(page)).toBe('see-more-3');
    await expect(page.locator('[data-focus-key="see-more-3"]')).toBeInViewport();
    await page.screenshot({ path: `${screenshotDir}/see-more-focused-${viewport.width}.png` });
    // Right has nothing beside the header: focus stays.
    await pressRemote(page, 'right');
    await expect.poll(() => focusedKey(page)).toBe('see-more-3');
    await pressRemote(page, 'down');
    await expect.poll(() => focusedKey(page)).toBe(card);

    await pressRemote(page, 'up');
    await expect.poll(() => focusedKey(page)).toBe('see-more-3');
    await pressRemote(page, 'enter');
    await expect(page).toHaveURL(/\/dramas01$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dramas to watch tonight' })).toBeVisible();
    await expect.poll(() => focusedKey(page)).toMatch(/^more-/);

    await pressRemote(page, 'back');
    await expect(page).toHaveURL(/\/\?device=tizen$/);
    await expect.poll(() => focusedKey(page)).toBe('see-more-3');
    // Up from 'see more' goes on to the row above; Down from there skips the header to the card.
    await pressRemote(page, 'up');
    await expect.poll(() => focusedKey(page)).toMatch(/^card-2-/);
    await pressRemote(page, 'down');
    await expect.poll(() => focusedKey(page)).toBe(card);
    // Left from 'see more' reaches the side menu, as Left from a row's first card does.
    await pressRemote(page, 'up');
    await expect.poll(() => focusedKey(page)).toBe('see-more-3');
    await pressRemote(page, 'left');
    await expect.poll(() => focusedKey(page)).toMatch(/^nav-/);
  });
}
