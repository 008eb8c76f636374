import { expect, type Page, test } from '@playwright/test';
import { animationsOn } from './animations.ts';
import { atMidMorning, cursor, grid, openGuide, pressMovesWindow, toToolbar } from './guide.ts';
import { focusedKey, pressRemote } from './remote.ts';

/** Rules of the live screen (spec: browsing 2, EPG / live screen; 4, Programme guide) seen by a viewer. */

const heroTitle = (page: Page) => page.locator('.live-hero__title');
const liveTag = (page: Page) => page.locator('.live-hero .tag--live');

/**
 * The share of the cursor's programme already shown, as the cell paints it: its `--progress` (null when
 * it has none) and the background image that draws it.
 */
function fillOf(page: Page) {
  return grid(page)
    .locator('.epg__cell.is-focused')
    .evaluate((cell) => {
      const share = getComputedStyle(cell).getPropertyValue('--progress').trim();
      return { share: share === '' ? null : Number(share), image: getComputedStyle(cell).backgroundImage };
    });
}

/** Channel One's programme on air at `atMs`, from the reference back end's schedule. */
async function channelOneAt(page: Page, atMs: number) {
  const response = await page.request.get('/v1/schedules/chan0001.json', {
    headers: { 'API-KEY': 'demo-schedule-token-chan0001' },
  });
  const { programs } = (await response.json()) as {
    programs: Array<{ title: string; startTime: string; endTime: string }>;
  };
  const onAir = programs.find(
    (programme) => Date.parse(programme.startTime) <= atMs && atMs < Date.parse(programme.endTime),
  );
  if (!onAir) throw new Error('Nothing on air on Channel One');
  return onAir;
}

test('the channel parameter follows the selected channel: added, corrected, changed by OK only', async ({
  page,
}) => {
  await page.goto('/p/channels?device=tizen');
  await expect(page).toHaveURL(/[?&]channel=chan0001(&|$)/);
  await page.goto('/p/channels?device=tizen&channel=nosuch01');
  await expect(page).toHaveURL(/[?&]channel=chan0001(&|$)/);
  await expect(page.locator('.live-hero')).toContainText('on Channel One');

  // Moving the cursor is not selecting: the URL changes when OK selects another channel.
  await openGuide(page, 'chan0001');
  await pressRemote(page, 'down');
  await expect.poll(async () => (await cursor(page)).channel).toBe('chan0002');
  expect(new URL(page.url()).searchParams.get('channel')).toBe('chan0001');
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/[?&]channel=chan0002(&|$)/);
  await expect(page.locator('.live-hero')).toContainText('on Nature 24');
});

test.describe('in UTC', () => {
  test.use({ timezoneId: 'UTC' });
  test('the programme on air advances in the hero as time passes, unless watching from the beginning', async ({
    page,
  }) => {
    // 08:00 UTC today, the viewer in UTC: the hours skipped below stay inside today's guide.
    const now = new Date().setUTCHours(8, 0, 0, 0);
    await page.clock.install({ time: now });
    await openGuide(page);
    // OK on the programme on air selects it; two hours later the hero shows what is on air then.
    await pressRemote(page, 'enter');
    await expect.poll(() => focusedKey(page)).toBe('live-play');
    await expect(liveTag(page)).toHaveText('LIVE');
    const first = await heroTitle(page).textContent();
    await page.clock.fastForward('02:00:00');
    const later = await channelOneAt(page, now + 2 * 3_600_000);
    await expect(heroTitle(page)).toHaveText(later.title);
    expect(later.title).not.toBe(first);
    await expect(liveTag(page)).toHaveText('LIVE');

    // With beginning=1 the programme that started at `start` stays, after it has ended too.
    const onAir = await channelOneAt(page, now + 2 * 3_600_000 + 1_000);
    await page.goto(`/p/channels?device=tizen&channel=chan0001&start=${onAir.startTime}&beginning=1`);
    await expect(heroTitle(page)).toHaveText(onAir.title);
    await page.clock.fastForward('02:00:00');
    await expect(page.locator('.live-hero__meta')).not.toContainText('LIVE');
    await expect(heroTitle(page)).toHaveText(onAir.title);

    // A programme picked that is not on air stays too: the one after the programme on air.
    await openGuide(page);
    await pressRemote(page, 'right');
    await expect.poll(() => cursor(page)).toMatchObject({ live: false });
    const picked = (await grid(page).locator('.epg__cell.is-focused .epg__cell-title').textContent()) ?? '';
    await pressRemote(page, 'enter');
    await expect(heroTitle(page)).toHaveText(picked);
    await page.clock.fastForward('03:00:00');
    await expect(page.locator('.live-hero__meta')).not.toContainText('LIVE');
    await expect(heroTitle(page)).toHaveText(picked);
  });
});

test('channels show their logo and title; the hero shows the duration; programmes on air show a progress fill', async ({
  page,
}) => {
  await atMidMorning(page);
  await openGuide(page);
  const channels = grid(page).locator('.epg__channel');
  expect(await channels.count()).toBeGreaterThan(3);
  for (const channel of await channels.all()) {
    await expect(channel.locator('.epg__channel-title')).not.toBeEmpty();
    await expect
      .poll(() => channel.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
  // The programme on air: its share already shown fills the cell; the hero gives its length.
  const fill = await fillOf(page);
  expect(fill.image).toContain('linear-gradient');
  expect(fill.share).toBeGreaterThan(0);
  expect(fill.share).toBeLessThan(1);
  await expect(page.locator('.live-hero__meta')).toContainText(/\d+ (h|min)/);
  // Ended programmes are full; upcoming ones have none.
  await pressRemote(page, 'left');
  await expect.poll(async () => (await fillOf(page)).share).toBe(1);
  await pressRemote(page, 'right');
  await pressRemote(page, 'right');
  await expect.poll(() => cursor(page)).toMatchObject({ live: false });
  expect(await fillOf(page)).toEqual({ share: null, image: 'none' });
});

/** The guide's focus ring (the cursor element) and the focused cell, as the viewer sees them. */
function ringAndCell(page: Page) {
  return grid(page).evaluate((element) => {
    const ring = element.querySelector<HTMLElement>('.epg__cursor');
    const cell = element.querySelector<HTMLElement>('.epg__cell.is-focused');
    const box = (node: HTMLElement | null) => {
      const rect = node?.getBoundingClientRect();
      return rect ? [rect.left, rect.top, rect.width, rect.height].map(Math.round) : null;
    };
    return {
      ring: box(ring),
      cell: box(cell),
      ringOutline: ring
        ? `${getComputedStyle(ring).outlineStyle} ${getComputedStyle(ring).outlineWidth}`
        : null,
      cellOutline: cell ? getComputedStyle(cell).outlineStyle : null,
    };
  });
}

test('the focus ring is drawn round the cursor’s programme, whatever its length, and leaves with the focus', async ({
  page,
}) => {
  await openGuide(page, 'chan0001');
  for (const key of ['right', 'right', 'down', 'left'] as const) {
    await pressRemote(page, key);
    // Once the slide is over, the ring and the cell are one box; the cell draws no ring of its own.
    await expect
      .poll(async () => {
        const { ring, cell } = await ringAndCell(page);
        return ring !== null && JSON.stringify(ring) === JSON.stringify(cell);
      })
      .toBe(true);
    const { ringOutline, cellOutline } = await ringAndCell(page);
    expect(ringOutline).toMatch(/^solid [1-9]/);
    expect(cellOutline).toBe('none');
  }
  await toToolbar(page, 'epg-now');
  expect((await ringAndCell(page)).ring).toBeNull();
});

/**
 * Issue 19: on a TV the guide moves in steps, as set-top boxes do. A slide still running when the next
 * press came was taken over by that press's frame (src/screens/live/live.css). A pointer's Later on
 * desktop still slides.
 */
test('on a TV a press that moves the guide starts no slide; on desktop Later slides', async ({ page }) => {
  const slides = () => animationsOn(page, '.epg__track');
  /** Presses `key` until the grid's track moves, then counts the slides running at once. */
  const slidesOnMove = async (key: 'right' | 'down') => {
    for (let step = 0; step < 12; step += 1) {
      if (await pressMovesWindow(page, key)) return slides();
    }
    throw new Error(`${key} never moved the guide`);
  };

  await atMidMorning(page);
  await openGuide(page);
  expect(await slidesOnMove('right')).toBe(0);
  expect(await slidesOnMove('down')).toBe(0);

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/p/channels?device=desktop&channel=chan0001');
  await expect(grid(page)).toBeVisible();
  const before = (await cursor(page)).window;
  await page.locator('[data-focus-key="epg-later"]').click();
  await expect.poll(async () => (await cursor(page)).window).not.toBe(before);
  expect(await slides()).toBeGreaterThan(0);
});
