import { expect, type Page, test } from '@playwright/test';
import type { DeviceProfileId } from '../../devices/index.ts';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 4, item 6 (spec: browsing 9): grid columns by breakpoint — the card grid 2/2/3/4/5, the
 * favourites and see-more grids 2/3/5/5/5 (xs < 480, sm 480-767, md 768-1023, lg 1024-1199,
 * xl >= 1200; TVs at 1280 and 1920 are xl) — and the arrows move by one row of that many cards.
 */
const firstRow = (page: Page) =>
  page.locator('.grid__cell').evaluateAll((cells) => {
    const top = (cells[0] as HTMLElement).offsetTop;
    const row = cells.filter((cell) => (cell as HTMLElement).offsetTop === top);
    const grid = cells[0]?.parentElement?.getBoundingClientRect();
    const last = row[row.length - 1]?.getBoundingClientRect();
    return { columns: row.length, fits: Boolean(grid && last && last.right <= grid.right + 1) };
  });

const cases: Array<{ width: number; height: number; device: DeviceProfileId; cards: number; wide: number }> =
  [
    { width: 1920, height: 1080, device: 'tizen', cards: 5, wide: 5 },
    { width: 1280, height: 720, device: 'tizen', cards: 5, wide: 5 },
    { width: 1100, height: 800, device: 'desktop', cards: 4, wide: 5 },
    { width: 900, height: 800, device: 'desktop', cards: 3, wide: 5 },
    { width: 600, height: 900, device: 'desktop', cards: 2, wide: 3 },
    { width: 400, height: 800, device: 'desktop', cards: 2, wide: 2 },
  ];

for (const { width, height, device, cards, wide } of cases) {
  test(`${width} px wide (${device}): card grid ${cards} columns, see-more ${wide}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const all = (await (await page.request.get('/v2/playlists/search01')).json()).playlist as Array<{
      mediaid: string;
    }>;
    const key = (prefix: string, index: number) => `${prefix}-${all[index]?.mediaid}`;

    for (const grid of [
      { path: '/p/search01/search', prefix: 'grid', columns: cards },
      { path: '/search01', prefix: 'more', columns: wide },
    ]) {
      await page.goto(`${grid.path}?device=${device}`);
      await expect(page.locator('.grid__cell')).toHaveCount(25);
      expect(await firstRow(page)).toEqual({ columns: grid.columns, fits: true });
      await page.screenshot({ path: `${screenshotDir}/grid-${grid.prefix}-${width}.png` });
      // Phones take no focus ring; elsewhere the arrows walk the rows by the column count.
      if (width < 768) continue;
      await expect.poll(() => focusedKey(page)).toBe(key(grid.prefix, 0));
      await pressRemote(page, 'down', device);
      await expect.poll(() => focusedKey(page)).toBe(key(grid.prefix, grid.columns));
      await pressRemote(page, 'right', device);
      await expect.poll(() => focusedKey(page)).toBe(key(grid.prefix, grid.columns + 1));
      await pressRemote(page, 'down', device);
      await expect.poll(() => focusedKey(page)).toBe(key(grid.prefix, 2 * grid.columns + 1));
      await pressRemote(page, 'up', device);
      await expect.poll(() => focusedKey(page)).toBe(key(grid.prefix, grid.columns + 1));
    }
  });
}
