import { expect, type Page, test } from '@playwright/test';
import { cursor, expectPlaying, grid, openGuide, slideToTheEnd, toGrid, toToolbar } from './guide.ts';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 18: the guide goes on past midnight. Right past the day's last programme and Later at the end
 * of the day go into tomorrow; Left and Earlier go back into yesterday while a catch-up window reaches
 * it (the channel's for Left, any channel's for Earlier, which acts for the whole guide). Only the
 * browser's clock is set (the viewer in UTC): the reference back end's schedules follow its own clock
 * and cover yesterday to tomorrow in UTC, so tomorrow's programmes and yesterday's are there whenever
 * the suite runs. (The server cannot be told a time over HTTP: the schedules follow the process clock;
 * only payments have a demo clock, /dev/payments/clock.)
 */

test.use({ timezoneId: 'UTC' });

const DAY_MS = 86_400_000;
/** The axis speaks the browser locale's clock: 12-hour in en-US, 24-hour elsewhere. */
const MIDNIGHT = /^(12:00\s?AM|00:00)$/;
const LAST_HALF_HOUR = /^(11:30\s?PM|23:30)$/;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekday = (ms: number) => WEEKDAYS[new Date(ms).getUTCDay()] ?? '';
const todayAt = (hour: number) => new Date().setUTCHours(hour, 0, 0, 0);

const dayShown = (page: Page) => page.locator('.epg__day');
const focusedCell = (page: Page) => grid(page).locator('.epg__cell.is-focused');
const ticks = (page: Page) => page.locator('.epg__axis .epg__tick').allTextContents();

/** Presses `key` until `done` (at most `limit` presses), each press seen to move the guide first. */
async function pressUntil(
  page: Page,
  key: 'left' | 'right' | 'enter',
  done: () => Promise<boolean>,
  limit: number,
) {
  for (let step = 0; step < limit && !(await done()); step += 1) {
    const before = JSON.stringify(await cursor(page));
    await pressRemote(page, key);
    await expect.poll(async () => JSON.stringify(await cursor(page)), { timeout: 2_000 }).not.toBe(before);
  }
  expect(await done()).toBe(true);
}

test('at 23:00, Right past the last programme goes into tomorrow and Left comes back; Later and Earlier cross midnight too', async ({
  page,
}) => {
  const now = todayAt(23);
  const today = weekday(now);
  const tomorrow = weekday(now + DAY_MS);
  await page.clock.install({ time: now });
  await openGuide(page, 'chan0001');
  await expect(dayShown(page)).toHaveText(today);
  expect(await cursor(page)).toMatchObject({ channel: 'chan0001', live: true });

  // Right, programme by programme, on past midnight: tomorrow's weekday, tomorrow's first half hours on
  // the axis, the cursor on a programme (never lost), focus still in the grid.
  await pressUntil(page, 'right', async () => (await dayShown(page).textContent()) === tomorrow, 10);
  expect((await ticks(page))[0]).toMatch(MIDNIGHT);
  expect((await cursor(page)).slot).not.toBe('');
  await expect(focusedCell(page)).toHaveCount(1);
  await expect(focusedCell(page)).not.toHaveClass(/is-live/);
  expect(await focusedKey(page)).toBe('epg-grid');
  await page.screenshot({ path: `${screenshotDir}/live-guide-tomorrow.png` });

  // Left walks back into today (a programme across midnight is met first at the start of tomorrow).
  await pressUntil(page, 'left', async () => (await dayShown(page).textContent()) === today, 3);
  expect((await cursor(page)).slot).not.toBe('');
  expect(await focusedKey(page)).toBe('epg-grid');

  // Down keeps the day: Nature 24's programme at that time, today.
  await pressRemote(page, 'down');
  await expect.poll(async () => (await cursor(page)).channel).toBe('chan0002');
  await expect(dayShown(page)).toHaveText(today);

  // Later at the end of the day goes on into tomorrow, from its start.
  await toToolbar(page, 'epg-later');
  await pressUntil(page, 'enter', async () => (await dayShown(page).textContent()) === tomorrow, 4);
  expect((await ticks(page))[0]).toMatch(MIDNIGHT);
  await toGrid(page);
  expect((await cursor(page)).slot).not.toBe('');

  // Earlier at tomorrow's start comes back to the end of today.
  await toToolbar(page, 'epg-earlier');
  await pressUntil(page, 'enter', async () => (await dayShown(page).textContent()) === today, 4);
  expect((await ticks(page)).at(-1)).toMatch(LAST_HALF_HOUR);

  // Now: today, on air.
  await toToolbar(page, 'epg-now');
  await pressRemote(page, 'enter');
  await expect.poll(() => focusedKey(page)).toBe('epg-grid');
  await expect.poll(() => cursor(page)).toMatchObject({ live: true });
  await expect(dayShown(page)).toHaveText(today);
});

test('at 10:00, Earlier and Left go back into yesterday only as far as a catch-up window reaches', async ({
  page,
}) => {
  const now = todayAt(10);
  const today = weekday(now);
  const yesterday = weekday(now - DAY_MS);
  await page.clock.install({ time: now });

  // Cinema Classic keeps 24 hours: Earlier (for the whole guide) goes on into yesterday evening, and
  // Cinema Classic's programme there still plays.
  await openGuide(page, 'chan0004');
  await toToolbar(page, 'epg-earlier');
  await pressUntil(page, 'enter', async () => (await dayShown(page).textContent()) === yesterday, 12);
  expect((await ticks(page)).at(-1)).toMatch(LAST_HALF_HOUR);
  await toGrid(page);
  // toToolbar went up through the channels: back down to Cinema Classic, still in yesterday evening.
  for (let row = 0; row < 3; row += 1) await pressRemote(page, 'down');
  await expect.poll(async () => (await cursor(page)).channel).toBe('chan0004');
  await expect(dayShown(page)).toHaveText(yesterday);
  await expect(focusedCell(page)).not.toHaveClass(/is-disabled/);
  const title = (await focusedCell(page).locator('.epg__cell-title').textContent()) ?? '';
  await pressRemote(page, 'enter');
  await expect(page.locator('.live-hero__title')).toHaveText(title);
  await expect.poll(() => focusedKey(page)).toBe('live-play');
  await page.screenshot({ path: `${screenshotDir}/live-guide-yesterday.png` });

  // Nothing before yesterday 10:00 can be watched on any channel: Earlier stops at yesterday's start.
  await toGrid(page);
  await toToolbar(page, 'epg-earlier');
  await slideToTheEnd(page);
  await expect(dayShown(page)).toHaveText(yesterday);
  expect((await ticks(page))[0]).toMatch(MIDNIGHT);

  // Channel One keeps 8 hours (nothing of yesterday): Left past today's first programme reaches the
  // channel, as before, and the day stays today.
  await openGuide(page, 'chan0001');
  await pressUntil(page, 'left', async () => (await cursor(page)).slot === '', 20);
  await expect(dayShown(page)).toHaveText(today);
  expect(await focusedKey(page)).toBe('epg-grid');
});

test('at 23:30, the fill of a programme running past midnight meets the Now line, as every programme on air does', async ({
  page,
}) => {
  await page.clock.install({ time: todayAt(23) + 30 * 60_000 });
  await openGuide(page, 'chan0001');
  // Every programme on air in the rows drawn: how far its fill ends from the Now line, and whether the
  // cell is cut at the end of the day (its times read across midnight: the end before the start).
  const onAir = () =>
    grid(page).evaluate((element) => {
      const now = element.querySelector('.epg__now-line')?.getBoundingClientRect();
      return [...element.querySelectorAll<HTMLElement>('.epg__cell.is-live')].map((cell) => {
        const box = cell.getBoundingClientRect();
        const style = getComputedStyle(cell);
        const share = Number(style.getPropertyValue('--progress'));
        // The fill spans the cell's padding box (its background's), as the fill element did.
        const fillEnd = box.left + share * (box.width - Number.parseFloat(style.borderRightWidth));
        const [start = '', end = ''] = (cell.querySelector('.epg__cell-time')?.textContent ?? '').split(
          ' - ',
        );
        return { offBy: now ? Math.round(Math.abs(fillEnd - now.left)) : -1, acrossMidnight: end < start };
      });
    });
  // The sample's channels have some (Cinema Classic's 22:40 - 00:40). Their fill was the share of the
  // whole programme, short of the line in a cell that stops at midnight: 23:13 against 23:30 there.
  expect((await onAir()).some((programme) => programme.acrossMidnight)).toBe(true);
  // Polled: the window slides into place as the guide opens.
  await expect
    .poll(async () => (await onAir()).filter((programme) => programme.offBy < 0 || programme.offBy > 5))
    .toEqual([]);
});

test("at 23:50, the channel banner over the last programme of the day names tomorrow's first as next", async ({
  page,
}) => {
  await page.clock.install({ time: todayAt(23) + 50 * 60_000 });
  // Nature 24 plays; CH− zaps to Channel One, whose 4-hour cycle ends every day with Weather, 23:45 to
  // midnight, and starts again with Morning Headlines.
  await page.goto('/p/channels?device=tizen&channel=chan0002&play=1');
  await expectPlaying(page);
  await pressRemote(page, 'channelDown');
  await expect(page).toHaveURL(/channel=chan0001&play=1$/);
  const banner = page.locator('.channel-banner__panel');
  await expect(banner.locator('.channel-banner__title')).toHaveText('Weather');
  // The banner had no 'Next' there: it was given today's programmes only.
  await expect(banner.locator('.channel-banner__next')).toHaveText(
    /^Next: Morning Headlines (12:00\s?AM|00:00)$/,
  );
  await page.screenshot({ path: `${screenshotDir}/live-zap-banner-midnight.png` });
});
