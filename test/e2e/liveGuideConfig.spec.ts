import { TZDate } from '@date-fns/tz';
import { expect, type Page, test } from '@playwright/test';
import { cursor, openGuide, slideToTheEnd, toGrid, toToolbar } from './guide.ts';
import { pressRemote, screenshotDir } from './remote.ts';

/**
 * The guide's configured time format and display hours (spec: browsing 3 Config, 4 Programme guide, 9):
 * config ottepg12 sets epgTimeFormat '12h' and epgDisplayHours ['06:00', '22:00']. The viewer is in New
 * York and it is noon there, so the checks hold whenever the test runs (the reference schedules cover
 * yesterday to tomorrow in UTC).
 */

const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE });

function todayAt(hour: number): number {
  const now = new TZDate(Date.now(), ZONE);
  return new TZDate(now.getFullYear(), now.getMonth(), now.getDate(), hour, 0, ZONE).getTime();
}

const TIME_12H = /^(\d{1,2}):(\d{2}) (AM|PM)$/;

/** '9:30 PM' as minutes after midnight. */
function minutesOf(text: string): number {
  const match = TIME_12H.exec(text.trim());
  if (!match) throw new Error(`Not a 12-hour time: '${text}'`);
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return hours * 60 + Number(match[2]);
}

const ticks = (page: Page) => page.locator('.epg__axis .epg__tick').allTextContents();

/** The focused cell's 'start - end' in minutes after midnight. */
async function focusedTimes(page: Page): Promise<{ start: number; end: number }> {
  const text = (await page.locator('.epg__cell.is-focused .epg__cell-time').textContent()) ?? '';
  const [start = '', end = ''] = text.split(' - ');
  return { start: minutesOf(start), end: minutesOf(end) };
}

test('config ottepg12: 12-hour times on the axis, the cells and the hero; the guide runs from 6:00 AM to 10:00 PM', async ({
  page,
}) => {
  await page.clock.install({ time: todayAt(12) });
  await openGuide(page, 'chan0001', '&app-config=ottepg12');

  // The time axis and the cells read in 12-hour time.
  const axis = await ticks(page);
  expect(axis).toContain('12:00 PM');
  for (const tick of axis) expect(tick).toMatch(TIME_12H);
  expect(await cursor(page)).toMatchObject({ live: true });
  const live = await focusedTimes(page);
  expect(live.start).toBeLessThanOrEqual(12 * 60);
  expect(live.end).toBeGreaterThan(12 * 60);

  // The hero gives a programme that is not on air its times, in 12-hour time.
  await pressRemote(page, 'right');
  await expect.poll(() => cursor(page)).toMatchObject({ live: false });
  await pressRemote(page, 'enter');
  await expect(page.locator('.live-hero__meta > span').first()).toHaveText(
    /^\d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)$/,
  );
  await expect(page.locator('.live-hero__meta')).toContainText('Coming up');
  // Its duration, from those times.
  const [from = '', to = ''] = (
    (await page.locator('.live-hero__meta > span').first().textContent()) ?? ''
  ).split(' - ');
  const minutes = minutesOf(to) - minutesOf(from);
  const duration = [
    minutes >= 60 ? `${Math.floor(minutes / 60)} h` : '',
    minutes % 60 ? `${minutes % 60} min` : '',
  ]
    .filter(Boolean)
    .join(' ');
  await expect(page.locator('.live-hero__meta > span').nth(1)).toHaveText(duration);
  await page.screenshot({ path: `${screenshotDir}/live-guide-12h.png` });

  // Earlier, as far as it goes: the window stops at the display start, 6:00 AM.
  await toToolbar(page, 'epg-earlier');
  await slideToTheEnd(page);
  expect((await ticks(page))[0]).toBe('6:00 AM');
  expect((await cursor(page)).window).toMatch(/^translate\(0rem,/);
  await toGrid(page);
  // The cursor is on what is on at 6:00 AM; left of it there is only the channel.
  const first = await focusedTimes(page);
  expect(first.start).toBeLessThanOrEqual(6 * 60);
  expect(first.end).toBeGreaterThan(6 * 60);
  await pressRemote(page, 'left');
  await expect.poll(async () => (await cursor(page)).slot).toBe('');
  await page.screenshot({ path: `${screenshotDir}/live-guide-12h-start.png` });

  // Later, as far as it goes: the last half hour on the axis is 9:30 PM, and the last programme the
  // remote reaches is the one on at 10:00 PM (the ones after it are outside the display hours).
  await toToolbar(page, 'epg-later');
  await slideToTheEnd(page);
  const lastTicks = await ticks(page);
  expect(lastTicks.at(-1)).toBe('9:30 PM');
  expect(lastTicks).not.toContain('10:00 PM');
  await toGrid(page);
  for (let step = 0; step < 20; step += 1) {
    const before = (await cursor(page)).slot;
    await pressRemote(page, 'right');
    const moved = await expect
      .poll(async () => (await cursor(page)).slot, { timeout: 1_000 })
      .not.toBe(before)
      .then(() => true)
      .catch(() => false);
    if (!moved) break;
  }
  const last = await focusedTimes(page);
  expect(last.start).toBeLessThan(22 * 60);
  expect(last.end).toBeGreaterThanOrEqual(22 * 60);
  await page.screenshot({ path: `${screenshotDir}/live-guide-12h-end.png` });
});

test('the weekday: three letters, in English and in Spanish', async ({ page }) => {
  await page.clock.install({ time: todayAt(12) });
  const weekday = new TZDate(todayAt(12), ZONE).getDay();
  await openGuide(page, 'chan0001', '&app-config=ottepg12');
  await expect(page.locator('.epg__day')).toHaveText(
    ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][weekday] ?? '',
  );
  await page.evaluate(() => localStorage.setItem('ott.language', 'es'));
  await page.reload();
  await expect(page.locator('.epg__day')).toHaveText(
    ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'][weekday] ?? '',
  );
  await expect(page.getByRole('button', { name: 'Ahora' })).toBeVisible();
});
