import { expect, test } from '@playwright/test';
import { countReactRenders, takeCommits } from './reactCommits.ts';
import { pressRemote } from './remote.ts';

/**
 * Issue 19: a cursor move in the guide renders the grid, and the grid rendered every programme cell in
 * its window (about 35 at 1280x720) on each press. The cells are memoised with one click handler and the
 * grid's `t` (src/screens/live/EpgCell.tsx), so a move between channels renders only the cell the
 * cursor left and the one it reached. Counted through React's DevTools hook (reactCommits.ts).
 */
test('Down and Up in the guide render only the two cells the cursor moves between', async ({ page }) => {
  await countReactRenders(page);
  await page.goto('/p/channels?device=tizen');
  await expect
    .poll(() =>
      page.evaluate(
        () => document.querySelector('[data-epg-grid]')?.contains(document.activeElement) ?? false,
      ),
    )
    .toBe(true);
  await page.waitForTimeout(1000);
  // The control: the first render drew the window's cells, through the same counter.
  expect((await takeCommits(page)).flat().filter(({ name }) => name === 'epg__cell').length).toBeGreaterThan(
    10,
  );

  for (const key of ['down', 'down', 'up'] as const) {
    const before = await page.locator('[data-epg-grid]').getAttribute('data-cursor-channel');
    await pressRemote(page, key);
    await expect(page.locator('[data-epg-grid]')).not.toHaveAttribute('data-cursor-channel', before ?? '');
    await page.waitForTimeout(500);
    const cells = (await takeCommits(page))
      // The screen's clock (every 5 s) renders the whole screen, its cells' states with it.
      .filter((commit) => !commit.some(({ name }) => name === 'live-screen'))
      .flat()
      .filter(({ name, mounted }) => name === 'epg__cell' && !mounted);
    expect(cells.length, `${key}: cells rendered again`).toBe(2);
  }
});
