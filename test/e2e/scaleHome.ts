import { expect, type Page } from '@playwright/test';
import { focusedKey, pressRemote } from './remote.ts';

/** Rows in the issue-4 scale config: the search playlist (40 cards and more) 50 times over. */
export const SCALE_ROWS = 50;

/** Opens Home on TV with the scale config (50 shelves of 40 cards) and waits for its first card. */
export async function openScaleHome(page: Page) {
  const config = await (await page.request.get('/apps/configs/ottdemo1.json')).json();
  config.content = Array.from({ length: SCALE_ROWS }, (_, index) => ({
    contentId: 'search01',
    type: 'playlist',
    title: `Row ${index + 1}`,
  }));
  await page.route('**/apps/configs/ottdemo1.json', (route) => route.fulfill({ json: config }));
  await page.goto('/?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
}

/** The focus keys of a scale shelf's cards in order (its row index given): the search playlist's first 50. */
export async function scaleRowCardKeys(page: Page, rowIndex: number): Promise<string[]> {
  const { playlist } = await (await page.request.get('/v2/playlists/search01?page_limit=50')).json();
  return playlist.map((item: { mediaid: string }) => `card-${rowIndex}-${item.mediaid}`);
}

/** Presses a remote arrow `times` times, each press waiting until focus has moved. */
export async function pressMoving(page: Page, action: 'right' | 'down' | 'up' | 'left', times: number) {
  for (let step = 0; step < times; step += 1) {
    const before = await focusedKey(page);
    await pressRemote(page, action);
    await expect.poll(() => focusedKey(page)).not.toBe(before);
  }
}
