import { expect, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';
import { pressUntil } from './screenStates.ts';

/**
 * A shelf's 'see more' by remote (issue 4, item 1), one Up press a row (issue 18). As on the big TV
 * apps a row title is no focus stop: Up and Down from a row's cards go straight to the next row's
 * remembered card. 'See more' is the row's last stop, after its last card (src/ui/shelfList/
 * seeMoreStop.ts): OK opens the see-more page with the shelf's title, Back comes back to it, Left
 * returns to the last card, and the row remembers it as it remembers a card.
 */
for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]) {
  test(`one Up press a row; 'see more' ends the row, at ${viewport.width}x${viewport.height}`, async ({
    page,
  }) => {
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

    // One press a row: Up from the dramas' second card lands on the row above, not on a header link.
    await pressRemote(page, 'up');
    await expect.poll(() => focusedKey(page)).toMatch(/^card-2-/);
    await pressRemote(page, 'down');
    await expect.poll(() => focusedKey(page)).toBe(card);

    // Right past the last card: the row's 'see more'. Nothing comes after it.
    await pressUntil(page, 'right', 'see-more-3', 15);
    const tile = page.locator('[data-focus-key="see-more-3"]');
    await expect(tile).toHaveText(/See more/);
    await expect(tile).toBeInViewport();
    await page.screenshot({ path: `${screenshotDir}/see-more-focused-${viewport.width}.png` });
    await pressRemote(page, 'right');
    await expect.poll(() => focusedKey(page)).toBe('see-more-3');
    await pressRemote(page, 'left');
    await expect.poll(() => focusedKey(page)).toMatch(/^card-3-/);
    const lastCard = await focusedKey(page);
    await pressRemote(page, 'right');
    await expect.poll(() => focusedKey(page)).toBe('see-more-3');

    // Up from 'see more' is one press to the row above too; Down comes back to it.
    await pressRemote(page, 'up');
    await expect.poll(() => focusedKey(page)).toMatch(/^card-2-/);
    await pressRemote(page, 'down');
    await expect.poll(() => focusedKey(page)).toBe('see-more-3');

    await pressRemote(page, 'enter');
    await expect(page).toHaveURL(/\/dramas01$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dramas to watch tonight' })).toBeVisible();
    await expect.poll(() => focusedKey(page)).toMatch(/^more-/);

    await pressRemote(page, 'back');
    await expect(page).toHaveURL(/\/\?device=tizen$/);
    await expect.poll(() => focusedKey(page)).toBe('see-more-3');
    await expect(tile).toBeInViewport();
    await pressRemote(page, 'left');
    await expect.poll(() => focusedKey(page)).toBe(lastCard);
  });
}

test("desktop: 'see more' stays the link beside the row's title, and Up from a card passes it by", async ({
  page,
}) => {
  await page.goto('/?device=desktop');
  const dramas = page.getByRole('region', { name: 'Dramas to watch tonight' });
  await expect(dramas.locator('.shelf__title').getByRole('link', { name: /See more/ })).toBeVisible();
  await expect(dramas.locator('[data-focus-key="see-more-3"]')).toHaveCount(1);
  await dramas.locator('[data-focus-key^="card-3-"]').first().focus();
  await expect.poll(() => focusedKey(page)).toMatch(/^card-3-/);
  await pressRemote(page, 'up', 'desktop');
  await expect.poll(() => focusedKey(page)).toMatch(/^card-2-/);
});
