import { expect, type Page, test } from '@playwright/test';
import { deviceProfiles } from '../../devices/index.ts';
import { holdKey as holdRemoteKey } from '../../scripts/bench/benchPage.ts';
import { focusedKey } from './remote.ts';
import { openScaleHome, scaleRowCardKeys } from './scaleHome.ts';

/**
 * Issues 4 and 19: holding a key does not queue up lag. A remote's held key repeats its keydown (here
 * every 33 ms, 30 a second, with the CPU slowed 4x like a TV chipset); the app moves at most one step
 * per key-down, and stops as soon as the key is released.
 */
const tizen = deviceProfiles.find((profile) => profile.id === 'tizen');

/**
 * Holds a key for `holdMs`, or until it has sent `maxKeyDowns`, with the bench's auto-repeat (every 33 ms
 * on Node's timer: page.waitForTimeout is a round trip to the browser of its own, which at 4x spaced the
 * repeats 100-120 ms apart instead of the 50-60 ms a TV's remote gets).
 */
async function holdKey(page: Page, keyCode: number, holdMs: number, maxKeyDowns = Number.POSITIVE_INFINITY) {
  const session = await page.context().newCDPSession(page);
  const started = Date.now();
  let keyDowns = 1;
  const heldMs = await holdRemoteKey(session, keyCode, 33, (sent) => {
    keyDowns = sent;
    return sent < maxKeyDowns && Date.now() - started < holdMs;
  });
  await session.detach();
  return { heldMs: Math.round(heldMs), keyDowns };
}

/** The page's count of the key-downs that reached the document. */
type PassedDowns = Window & { passedDowns?: number };

/**
 * Counts from now the key-downs the held-key throttle lets through (it stops in the window's capture
 * phase the repeats that come before the last step was painted, by design: src/focus/heldKeyThrottle.ts).
 */
async function countPassedDowns(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counted = window as PassedDowns;
    counted.passedDowns = 0;
    document.addEventListener('keydown', () => (counted.passedDowns = (counted.passedDowns ?? 0) + 1), true);
  });
  return () => page.evaluate(() => (window as PassedDowns).passedDowns ?? 0);
}

const rowOf = (focus: string | null) => Number(/^card-(\d+)-/.exec(focus ?? '')?.[1] ?? -1);

test('holding Down walks the 50 rows a step per repeat at most and stops when released', async ({ page }) => {
  test.setTimeout(90_000);
  await openScaleHome(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const passedDowns = await countPassedDowns(page);

  const { heldMs, keyDowns } = await holdKey(page, 40, 1500);
  const atRelease = rowOf(await focusedKey(page));
  await page.waitForTimeout(1000);
  const settled = rowOf(await focusedKey(page));
  const passed = await passedDowns();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  console.log(
    `Held Down ${heldMs} ms, ${keyDowns} key-downs (${passed} let through): row ${atRelease} at release, row ${settled} a second later`,
  );

  expect(settled).toBeGreaterThan(1);
  expect(settled).toBeLessThanOrEqual(keyDowns);
  // One row per key-down let through: none lost. A transition's render that a key interrupted once left the rows'
  // key handler believing the row after next was mounted (useLatest wrote in the render), so the press
  // into it waited for the row, and the next key-down, finding focus still there, moved to the same row
  // (the bench read 0.88 steps per key-down; on the old build this test failed three runs of three, a
  // step short on 1-3 of 22-26 key-downs, every one let through).
  expect(settled).toBe(passed);
  // Nothing queued: at most the move already under way when the key came up lands after it.
  expect(settled - atRelease).toBeLessThanOrEqual(1);
});

/** Where the focused card and its row's viewport are, and how many cards show in that viewport. */
function focusedInRow(page: Page) {
  return page.evaluate(() => {
    const card = document.activeElement;
    const viewport = card?.closest('.shelf')?.querySelector('.shelf__viewport');
    if (!card || !viewport) return null;
    const view = viewport.getBoundingClientRect();
    const box = card.getBoundingClientRect();
    const cards = [...viewport.querySelectorAll('.card')].map((other) => other.getBoundingClientRect());
    return {
      inView: box.left >= view.left - 1 && box.right <= view.right + 1,
      shown: cards.filter((other) => other.right > view.left && other.left < view.right).length,
      room: Math.floor(view.width / box.width),
    };
  });
}

test('holding Right along a 40-card row, then Left, moves a card per repeat, stops when released, and leaves no gap', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openScaleHome(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const ids = await scaleRowCardKeys(page, 0);
  const passedDowns = await countPassedDowns(page);
  const cardNow = async () => ids.indexOf((await focusedKey(page)) ?? '');
  /*
   * As the bench holds it: 30 key-downs, past the end of the row's first page (25 cards), then 20 back.
   * Counted, not timed: one card per key-down let through. The cards of a row's window, rendered as a
   * transition, joined Norigin's tree in their passive effects, which can wait past the next key: a
   * Right then found its card on screen but not in the tree and was lost; and a Right on the first
   * page's last card, its next page still coming, was lost too (the bench read 0.93 steps per key-down;
   * at the bench's pace a probe of the old build lost a step in 5 of 32 holds of 30 key-downs, and in 2
   * of 14 with the page fixed alone). Under the suite's load the repeats come slower and the gap is
   * seldom hit (the old build passed this 5 of 5): the bench's steps per key-down is the figure to
   * watch, and shelfScale.spec holds the page's end.
   */
  const hold = async (keyCode: number, maxKeyDowns: number) => {
    const from = await cardNow();
    const passedBefore = await passedDowns();
    const { heldMs, keyDowns } = await holdKey(page, keyCode, 10_000, maxKeyDowns);
    const atRelease = await cardNow();
    await page.waitForTimeout(1000);
    const settled = await cardNow();
    const passed = (await passedDowns()) - passedBefore;
    console.log(
      `Held ${keyCode === 39 ? 'Right' : 'Left'} ${heldMs} ms, ${keyDowns} key-downs (${passed} let through): card ${from} to ${atRelease} at release, card ${settled} a second later`,
    );
    const steps = Math.abs(settled - from);
    expect(steps).toBeGreaterThan(1);
    expect(steps).toBe(passed);
    // Nothing queued: at most the move already under way when the key came up lands after it.
    expect(Math.abs(settled - atRelease)).toBeLessThanOrEqual(1);
  };
  await hold(39, 30);
  // Issue 19: the row slides in the key's frame and renders its window of cards later; once still,
  // the focused card is whole in view and every place in view holds a card.
  const row = await focusedInRow(page);
  expect(row?.inView).toBe(true);
  expect(row?.shown).toBeGreaterThanOrEqual(row?.room ?? Number.POSITIVE_INFINITY);
  await hold(37, 20);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

for (const { where, path, first } of [
  { where: "a Home row's first card", path: '/', first: /^card-0-/ },
  { where: "a grid's first column", path: '/p/search01/everything', first: /^grid-/ },
]) {
  test(`a held Left stops at ${where}; only a fresh Left opens the menu`, async ({ page }) => {
    await page.goto(`${path}?device=tizen`);
    await expect.poll(() => focusedKey(page)).toMatch(first);
    const start = await focusedKey(page);
    for (let step = 0; step < 3; step += 1) await holdKey(page, 39, 0);
    await expect.poll(() => focusedKey(page)).not.toBe(start);
    // Held well past the three steps back: the repeats after the first card are not carried on.
    await holdKey(page, 37, 1_000);
    await page.waitForTimeout(300);
    expect(await focusedKey(page)).toBe(start);
    await holdKey(page, 37, 0);
    await expect.poll(() => focusedKey(page)).toMatch(/^nav-/);
  });
}

// Issue 26: one press of OK does one thing. OK and Back act once per physical press, however long held.
const OK = tizen?.keys.enter[0] ?? 13;
const BACK = tizen?.keys.back[0] ?? 10009;

test('a held OK on a Home card opens the title once: its Start watching is not pressed', async ({ page }) => {
  await page.goto('/?device=tizen');
  await expect.poll(() => focusedKey(page)).toMatch(/^card-/);
  await holdKey(page, OK, 1_000);
  await expect(page).toHaveURL(/\/m\//);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await page.waitForTimeout(500);
  await expect(page).not.toHaveURL(/play=1/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a held Back goes back one screen, not on to the exit question', async ({ page }) => {
  await page.goto('/?device=tizen');
  await expect.poll(() => focusedKey(page)).toMatch(/^card-/);
  await holdKey(page, OK, 0);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await holdKey(page, BACK, 1_500);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await page.waitForTimeout(500);
  await expect(page.getByText('Exit the app?')).toHaveCount(0);
  await expect.poll(() => focusedKey(page)).toMatch(/^card-/);
});
