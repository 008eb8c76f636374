import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 4, item 8 (spec: browsing 2, Series page): the season filter is buttons when the screen is md
 * or wider and there are fewer than 6 options, otherwise a dropdown a remote can work: OK opens a list
 * that holds focus, Up/Down move, OK chooses, Back closes without choosing.
 */
const SERIES = /\/apps\/series\/kit00001(\?.*)?$/;

/** Coastal Kitchens (3 seasons) as a long-running series: 6 seasons, so 7 options with 'All seasons'. */
async function withSixSeasons(page: Page) {
  await page.route(SERIES, async (route) => {
    const series = await (await route.fetch()).json();
    series.seasons = [1, 2, 3, 4, 5, 6].map((season) => ({
      season_number: season,
      season_title: `Season ${season}`,
      episode_count: season <= 3 ? 3 : 0,
    }));
    series.season_count = 6;
    await route.fulfill({ json: series });
  });
}

for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]) {
  test(`seven options on TV: the dropdown by remote at ${viewport.width}x${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await withSixSeasons(page);
    await page.goto('/s/kit00001?e=ck1e02ep&device=tizen');
    // The page opens on its start button; the filter sits between the buttons and the episodes.
    await expect.poll(() => focusedKey(page)).toBe('detail-start');
    await expect(page.locator('select')).toHaveCount(0);
    const trigger = page.locator('[data-focus-key="season-dropdown"]');
    await expect(trigger).toHaveAccessibleName('Seasons: Season 1');

    await pressRemote(page, 'down');
    await expect.poll(() => focusedKey(page)).toBe('season-dropdown');
    await pressRemote(page, 'enter');
    const list = page.getByRole('listbox', { name: 'Seasons' });
    await expect(list).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('option')).toHaveCount(7);
    await expect.poll(() => focusedKey(page)).toBe('season-option-1');
    await pressRemote(page, 'down');
    await pressRemote(page, 'down');
    await expect.poll(() => focusedKey(page)).toBe('season-option-3');
    // The list holds focus: nothing beside it, nothing under it.
    await pressRemote(page, 'left');
    await pressRemote(page, 'right');
    await expect.poll(() => focusedKey(page)).toBe('season-option-3');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getBoundingClientRect().bottom ?? 0))
      .toBeLessThanOrEqual(viewport.height);
    await page.screenshot({ path: `${screenshotDir}/season-dropdown-${viewport.width}.png` });

    await pressRemote(page, 'enter');
    await expect(list).toBeHidden();
    await expect.poll(() => focusedKey(page)).toBe('season-dropdown');
    await expect(page).toHaveURL(/season=3/);
    await expect(trigger).toHaveAccessibleName('Seasons: Season 3');
    await expect(page.locator('.grid__cell')).toHaveCount(3);
    await expect(page.getByRole('link', { name: /Coastal Kitchens 3x01/ })).toBeVisible();

    // Back closes the list without choosing.
    await pressRemote(page, 'enter');
    await expect.poll(() => focusedKey(page)).toBe('season-option-3');
    for (let step = 0; step < 3; step += 1) await pressRemote(page, 'up');
    await expect.poll(() => focusedKey(page)).toBe('season-option-all');
    await pressRemote(page, 'back');
    await expect(list).toBeHidden();
    await expect.poll(() => focusedKey(page)).toBe('season-dropdown');
    await expect(page).toHaveURL(/season=3/);
    await expect(page).toHaveURL(/\/s\/kit00001/);
    // Down goes back to the episodes.
    await pressRemote(page, 'down');
    await expect.poll(() => focusedKey(page)).toMatch(/^episode-ck3e/);
  });
}

test('fewer than 6 options on TV: buttons', async ({ page }) => {
  await page.goto('/s/kit00001?device=tizen');
  await expect(page.locator('[data-focus-key="season-all"]')).toBeVisible();
  await expect(page.locator('[data-focus-key="season-dropdown"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Season 3' })).toBeVisible();
});

test('a phone gets the dropdown whatever the count, and a tap chooses', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto('/s/kit00001?device=desktop');
  const trigger = page.locator('[data-focus-key="season-dropdown"]');
  await expect(trigger).toHaveAccessibleName('Seasons: Season 1');
  await trigger.click();
  await page.getByRole('option', { name: 'Season 2' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(trigger).toHaveAccessibleName('Seasons: Season 2');
  await expect(page.getByRole('link', { name: /Coastal Kitchens 2x01/ })).toBeVisible();
});
