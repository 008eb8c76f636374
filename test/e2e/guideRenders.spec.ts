import { expect, type Page, test } from '@playwright/test';
import { overscanMs } from '../../src/screens/live/guideLayout.ts';
import { commitsAfterPaint, countReactRenders, notePaintAtCommits, takeCommits } from './reactCommits.ts';
import { pressRemote } from './remote.ts';

/**
 * Issue 19: a cursor move in the guide renders the grid, and the grid rendered every programme cell in
 * its window (about 35 at 1280x720) on each press. The cells are memoised with one click handler and the
 * grid's `t` (src/screens/live/EpgCell.tsx), so a move between channels renders only the cell the
 * cursor left and the one it reached. Counted through React's DevTools hook (reactCommits.ts).
 */
const gridHasFocus = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-epg-grid]')?.contains(document.activeElement) ?? false);

test('Down and Up in the guide render only the two cells the cursor moves between', async ({ page }) => {
  await countReactRenders(page);
  await page.goto('/p/channels?device=tizen');
  await expect.poll(() => gridHasFocus(page)).toBe(true);
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

/**
 * Issue 19: a Left or Right that slides the time window mounted the cells coming into its overscan (then
 * an hour each side) in the key's own render, and rendered every cell left of the window for its title's
 * inset. Now the slide's frame renders the cursor's cells and the ones across the window's left edge,
 * and the overscan (as far as a Left or Right reveals a programme: overscanMs) mounts after that frame is
 * painted (src/screens/live/useDrawnWindow.ts); the toolbar renders for none of it (GuideToolbar.tsx).
 */
test('a slide through time mounts the cells coming into view only after its frame is painted', async ({
  page,
}) => {
  await countReactRenders(page);
  await notePaintAtCommits(page);
  await page.goto('/p/channels?device=tizen');
  await expect.poll(() => gridHasFocus(page)).toBe(true);
  await page.waitForTimeout(1000);
  await commitsAfterPaint(page);
  // The sample's schedules follow the clock: go where the day has room (as the bench's guide walk), then
  // back the way it came.
  const along = new Date().getHours() >= 12 ? 'left' : 'right';
  const back = along === 'left' ? 'right' : 'left';
  const grid = page.locator('[data-epg-grid]');
  const windowStart = async () => Number(await grid.getAttribute('data-window-start'));
  const overscan = overscanMs(Number(await grid.getAttribute('data-window-ms')));
  let mountedAfterPaint = 0;
  let slidWithinOverscan = 0;
  const presses = [...Array<typeof along>(6).fill(along), ...Array<typeof back>(6).fill(back)];
  for (const [index, key] of presses.entries()) {
    const label = `press ${index + 1}, ${key}`;
    const before = await grid.getAttribute('data-cursor-slot');
    const fromMs = await windowStart();
    await pressRemote(page, key);
    await expect(grid, label).not.toHaveAttribute('data-cursor-slot', before ?? '');
    // A slide past the overscan (a Left onto a long programme) is drawn at once by design
    // (useDrawnWindow): which presses do so depends on the hour's schedules.
    const slidMs = Math.abs((await windowStart()) - fromMs);
    const commits = (await commitsAfterPaint(page)).filter(
      // The screen's clock (every 5 s) renders the whole screen, its cells' states with it.
      ({ rendered }) => !rendered.some(({ name }) => name === 'live-screen'),
    );
    const beforePaint = commits.filter(({ painted }) => !painted).flatMap(({ rendered }) => rendered);
    expect(beforePaint.filter(({ name }) => name === 'epg__toolbar' || name === 'button')).toEqual([]);
    if (slidMs > overscan) continue;
    if (slidMs > 0) slidWithinOverscan += 1;
    expect(
      beforePaint.filter(({ name, mounted }) => name === 'epg__cell' && mounted),
      `${label}: cells mounted before the paint`,
    ).toEqual([]);
    mountedAfterPaint += commits
      .filter(({ painted }) => painted)
      .flatMap(({ rendered }) => rendered)
      .filter(({ name, mounted }) => name === 'epg__cell' && mounted).length;
  }
  // The control: some presses slid the window within the overscan, and the slides did bring new cells,
  // through the same counter, once painted.
  expect(slidWithinOverscan).toBeGreaterThan(0);
  expect(mountedAfterPaint).toBeGreaterThan(0);
});
