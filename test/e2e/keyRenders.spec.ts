import { expect, type Page, test } from '@playwright/test';
import { animationsOn } from './animations.ts';
import {
  commitsAfterPaint,
  countReactRenders,
  notePaintAtCommits,
  type Rendered,
  takeCommits,
} from './reactCommits.ts';
import { focusedKey, pressRemote } from './remote.ts';

/**
 * Issue 19: a focus move between cards renders no card. Norigin's `useFocusable` keeps `focused` in
 * React state, so each move rendered the card that lost focus and the one that gained it, in a commit
 * inside the key's DOM focus event; cards now take their focus marker from Norigin's callback
 * (src/ui/useCardFocus.ts). A card may still mount at the edge of a row's window; and a card with a preview
 * (the catalogue's m001demo and m003demo: server/catalog/movies.ts) renders once focus has rested on it
 * for its preview's delay (src/ui/useDwell.ts), which a slow machine can reach between two presses.
 */
const WITH_PREVIEW = /-(m001demo|m003demo)$/;

async function settledCommits(page: Page): Promise<Rendered[]> {
  // The renders a press starts after its paint (the row's window, the next row) are part of it.
  await page.waitForTimeout(500);
  return (await takeCommits(page)).flat();
}

async function focusedCards(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.card.is-focused'), (card) => ({
      key: card.getAttribute('data-focus-key'),
      active: card === document.activeElement,
    })),
  );
}

test('moving along a row and between rows renders no card again, and exactly the focused card is marked', async ({
  page,
}) => {
  await countReactRenders(page);
  await page.goto('/?device=tizen');
  await expect.poll(() => focusedKey(page)).toMatch(/^card-/);
  const loaded = await settledCommits(page);
  // The control: cards mounted, through the same counter, and a card with a preview rendering again.
  expect(loaded.some(({ name, mounted }) => name === 'card' && mounted)).toBe(true);

  for (const key of ['right', 'right', 'down', 'right', 'left', 'up'] as const) {
    const before = await focusedKey(page);
    await pressRemote(page, key);
    await expect.poll(() => focusedKey(page)).not.toBe(before);
    const renderedAgain = (await settledCommits(page))
      .filter(({ name, mounted }) => name === 'card' && !mounted)
      .map((card) => card.key ?? '');
    expect(
      renderedAgain.filter((card) => !WITH_PREVIEW.test(card)),
      `${key}: cards without a preview rendered again`,
    ).toEqual([]);
    const focused = await focusedKey(page);
    expect(focused).toMatch(/^card-/);
    expect(await focusedCards(page)).toEqual([{ key: focused, active: true }]);
  }
});

test('a Down onto a row whose neighbours are mounted renders nothing before its frame is painted', async ({
  page,
}) => {
  await countReactRenders(page);
  await notePaintAtCommits(page);
  await page.goto('/?device=tizen');
  await expect.poll(() => focusedKey(page)).toMatch(/^card-0-/);
  // A card's focus key names its row (card-<row>-<media>); rows hidden as empty leave gaps.
  const focusedRow = async () => Number((await focusedKey(page))?.split('-')[1]);
  // Out of the featured row first: its dots show whether focus is in it, so it renders as focus leaves.
  await pressRemote(page, 'down');
  await expect.poll(focusedRow).toBeGreaterThan(0);
  await commitsAfterPaint(page);

  for (const press of [1, 2]) {
    const from = await focusedRow();
    await pressRemote(page, 'down');
    await expect.poll(focusedRow, `Down ${press}`).toBeGreaterThan(from);
    const commits = await commitsAfterPaint(page);
    // The list's move and the row after next, in one render after the paint. The counter saw the
    // list render in the key's own task before it waited for the paint (issue 19).
    expect(commits.some(({ rendered }) => rendered.some(({ name }) => name === 'shelf-list'))).toBe(true);
    expect(
      commits.filter(({ painted }) => !painted).map(({ rendered }) => rendered.map(({ name }) => name)),
    ).toEqual([]);
  }
});

/**
 * Issue 19: a key's task reads no layout once the page has been idle. Norigin reads the focused card's
 * layout on the next press (its cut-off coordinate, before the shelf's resolver decides), and reading it
 * there forced the layout of whatever had changed since the last frame; layouts now measure themselves
 * when the page is idle (src/focus/tvLayoutAdapter.ts). Counted: every offset, client rect and computed
 * style read between a key-down and the next task.
 */
test('a Right after the page was idle reads no layout in its key task', async ({ page }) => {
  await page.addInitScript(() => {
    const probe = { inKey: false, reads: [] as string[] };
    Object.assign(window, { __layoutReads: probe });
    const note = (name: string) => {
      if (probe.inKey) probe.reads.push(name);
    };
    for (const name of ['offsetLeft', 'offsetTop', 'offsetWidth', 'offsetHeight', 'offsetParent'] as const) {
      const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
      Object.defineProperty(HTMLElement.prototype, name, {
        ...own,
        get(this: HTMLElement) {
          note(name);
          return own?.get?.call(this);
        },
      });
    }
    const rect = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      note('getBoundingClientRect');
      return rect.call(this);
    };
    const computed = window.getComputedStyle;
    window.getComputedStyle = (...args: Parameters<typeof computed>) => {
      note('getComputedStyle');
      return computed(...args);
    };
    window.addEventListener(
      'keydown',
      () => {
        probe.inKey = true;
        setTimeout(() => {
          probe.inKey = false;
        }, 0);
      },
      true,
    );
  });
  await page.goto('/?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('card-0-m001demo');
  for (const press of [1, 2, 3]) {
    await page.waitForTimeout(500);
    const before = await focusedKey(page);
    await pressRemote(page, 'right');
    await expect.poll(() => focusedKey(page)).not.toBe(before);
    const reads = await page.evaluate(() => {
      const probe = (window as unknown as { __layoutReads: { reads: string[] } }).__layoutReads;
      return probe.reads.splice(0);
    });
    expect(reads, `Right ${press}`).toEqual([]);
  }
});

/**
 * Issue 19: on a TV a move between cards starts no animation on them. An easing scale kept both cards,
 * and the cards after them in the row, compositor layers until it ended, which at a remote's pace came
 * after the next press, whose frames paid for them (src/app/styles.css). The focused card is scaled all
 * the same, from the key's frame; a pointer on desktop still eases it.
 */
test('on a TV the focused card snaps to its scale and no card animates; on desktop a hovered card eases', async ({
  page,
}) => {
  /** The cards' running animations, then the scale of each card named. */
  const look = async (keys: ReadonlyArray<string | null>) => ({
    animations: await animationsOn(page, '.card'),
    scales: await page.evaluate(
      (named) =>
        named.map((key) => {
          const card = document.querySelector(`[data-focus-key="${key}"]`);
          return card ? new DOMMatrix(getComputedStyle(card).transform).a : null;
        }),
      keys,
    ),
  });
  const marked = (key: string | null) =>
    page.locator(`[data-focus-key="${key}"]`).evaluate((card) => card.classList.contains('is-focused'));

  await page.goto('/?device=tizen');
  await expect.poll(() => focusedKey(page)).toMatch(/^card-/);
  for (const key of ['right', 'down', 'right', 'up'] as const) {
    const before = await focusedKey(page);
    await pressRemote(page, key);
    await expect.poll(() => focusedKey(page)).not.toBe(before);
    const now = await focusedKey(page);
    // Norigin marks the card in a step after the DOM focus; the easing ran 150 ms from there.
    await expect.poll(() => marked(now)).toBe(true);
    expect(await look([now, before]), key).toEqual({ animations: 0, scales: [1.05, 1] });
  }

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/?device=desktop');
  const card = page.locator('.shelf .card').nth(1);
  await card.hover();
  await expect.poll(() => card.evaluate((element) => element.classList.contains('is-focused'))).toBe(true);
  expect(await animationsOn(page, '.card')).toBeGreaterThan(0);
});
