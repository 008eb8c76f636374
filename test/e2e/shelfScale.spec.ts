import { expect, test } from '@playwright/test';
import { focusedKey, pressRemote } from './remote.ts';
import { openScaleHome, pressMoving, scaleRowCardKeys } from './scaleHome.ts';

/**
 * Issue 4's scale check: 50 shelves of 40 cards (the search playlist, 74 items, paged by 25). Walking
 * to the end of the first shelf and down through all of them keeps the DOM in the hundreds.
 */
test('50 shelves of 40 cards: the DOM stays small while walking them all', async ({ page }) => {
  test.setTimeout(120_000);
  await openScaleHome(page);

  const elementCount = () => page.evaluate(() => document.getElementsByTagName('*').length);
  const counts: number[] = [await elementCount()];
  for (let step = 0; step < 39; step += 1) {
    const before = await focusedKey(page);
    await pressRemote(page, 'right');
    await expect.poll(() => focusedKey(page)).not.toBe(before);
  }
  // The 40th card: the row's second page (25 a page) loaded on the way.
  const cards = await scaleRowCardKeys(page, 0);
  await expect.poll(() => focusedKey(page)).toBe(cards[39]);
  const cardsLoaded = await page.evaluate(
    () => document.querySelectorAll('[data-focus-key^="card-0-"]').length,
  );
  counts.push(await elementCount());
  for (let step = 0; step < 49; step += 1) {
    // Down lands on the very next row every time: none skipped, none missed.
    expect(await focusedKey(page)).toMatch(new RegExp(`^card-${step}-`));
    await pressRemote(page, 'down');
    await expect.poll(() => focusedKey(page)).toMatch(new RegExp(`^card-${step + 1}-`));
    if (step % 10 === 9) counts.push(await elementCount());
  }
  await expect.poll(() => focusedKey(page)).toMatch(/^card-49-/);
  counts.push(await elementCount());
  console.log(`DOM elements while walking 50x40: ${counts.join(', ')}; row 0 kept ${cardsLoaded} cards`);
  for (const count of counts) expect(count).toBeLessThan(1000);
  expect(cardsLoaded).toBeLessThan(15);
});

test("Right on a row's last loaded card, its next page still on its way, lands on the next card once it comes", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The row's second page (cards 26-50) is held back until the press has been made.
  let releasePage = () => {};
  const pageHeld = new Promise<void>((resolve) => {
    releasePage = resolve;
  });
  const pageRequests: string[] = [];
  await page.route(/\/v2\/playlists\/search01\?.*page_offset=26/, async (route) => {
    pageRequests.push(route.request().url());
    await pageHeld;
    await route.continue();
  });
  await openScaleHome(page);
  const cards = await scaleRowCardKeys(page, 0);
  await pressMoving(page, 'right', 24);
  await expect.poll(() => focusedKey(page)).toBe(cards[24]);
  // The next page was asked for on the way, once: the presses after it did not restart it.
  expect(pageRequests).toHaveLength(1);

  await pressRemote(page, 'right');
  await page.waitForTimeout(500);
  // Nothing to go to yet: the press waits, and focus stays in the row.
  expect(await focusedKey(page)).toBe(cards[24]);
  releasePage();
  await expect.poll(() => focusedKey(page)).toBe(cards[25]);
  // One press, one card: the wait does not carry on by itself.
  await page.waitForTimeout(500);
  expect(await focusedKey(page)).toBe(cards[25]);
  expect(pageRequests).toHaveLength(1);
});
