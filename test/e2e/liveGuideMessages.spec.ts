import { expect, type Page, test } from '@playwright/test';
import { cursor, expectPlaying, grid, openGuide } from './guide.ts';
import { backOutOfPlayer, focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * The guide's messages (spec: browsing 2, EPG / live screen, Messages; 4, Programme guide): a channel
 * without programmes, a gap between programmes, and schedules that cannot be loaded. Reading chosen for
 * a failed schedule (the spec names the text, epg.schedule_failed, not where it goes): that channel's
 * row and hero say the guide could not be loaded, the hero offers 'Retry', the live stream still
 * plays and the other channels are whole; when every schedule fails the guide also says so once.
 */

const cell = (page: Page, channel: string, kind: string) =>
  grid(page).locator(`[id^="epg-cell-${channel}-${kind}-"]`);

/** Makes a channel's schedule (or every one, with '*') fail with a server error until unrouted. */
async function failSchedules(page: Page, channel: string) {
  const pattern = `**/v1/schedules/${channel}.*`;
  await page.route(pattern, (route) =>
    route.fulfill({ status: 503, json: { code: 'unavailable', message: 'Schedules are down' } }),
  );
  return () => page.unroute(pattern);
}

test('a channel without programmes says No scheduled programs; a gap says No programming during this time.', async ({
  page,
}) => {
  // Config ottepg12 keeps the default texts (ottdemo1 configures its own, checked below).
  await openGuide(page, 'chan0006', '&app-config=ottepg12');
  await expect(cell(page, 'chan0006', 'noProgramme')).toContainText('No scheduled programs');
  await pressRemote(page, 'enter');
  await expect(page.locator('.live-hero__title')).toHaveText('No scheduled programs');
  await expect(page.locator('.live-hero')).toContainText('on Quiet Hours');
  // Nothing is scheduled, yet the channel is on air: Watch live plays it.
  await expect(page.getByRole('button', { name: 'Watch live' })).toBeEnabled();
  await expect.poll(() => focusedKey(page)).toBe('live-play');

  // Kids Club leaves gaps between programmes: the empty-slot title and the spec's gap text.
  await openGuide(page, 'chan0003', '&app-config=ottepg12');
  // Programmes and gaps alternate: the gap is next, or (at the end of the day) the one before.
  const onGap = async () => (await cursor(page)).slot?.startsWith('gap-');
  if (!(await onGap())) await pressRemote(page, 'right');
  if (!(await onGap())) for (const key of ['left', 'left'] as const) await pressRemote(page, key);
  expect((await cursor(page)).slot).toMatch(/^gap-chan0003-/);
  await expect(grid(page).locator('.epg__cell.is-focused .epg__cell-title')).toHaveText('No programming');
  await pressRemote(page, 'enter');
  await expect(page.locator('.live-hero__title')).toHaveText('No programming');
  await expect(page.locator('.live-hero__description')).toHaveText('No programming during this time.');
  await page.screenshot({ path: `${screenshotDir}/live-hero-gap.png` });

  // Config ottdemo1 names both itself (epgNoProgramText, epgEmptySlotText).
  await page.goto('/p/channels?device=tizen&app-config=ottdemo1&channel=chan0006');
  await expect(cell(page, 'chan0006', 'noProgramme')).toContainText('No programme information');
  await expect(cell(page, 'chan0003', 'gap').first()).toContainText('Off air');
});

test("one channel's schedule fails: its row and hero say so, it still plays live, Retry loads it; the others are whole", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const restore = await failSchedules(page, 'chan0002');
  await openGuide(page);
  await expect(cell(page, 'chan0002', 'failed')).toContainText('Could not load the schedule');
  // The other channels keep their programmes, and the guide as a whole does not raise an alarm.
  await expect(cell(page, 'chan0003', 'gap').first()).toBeVisible();
  await expect(grid(page).locator('[id^="epg-cell-chan0004-chan0004-"]').first()).toBeVisible();
  await expect(page.locator('.epg').getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: `${screenshotDir}/live-guide-one-failed.png` });

  await pressRemote(page, 'down');
  await expect.poll(async () => (await cursor(page)).slot).toMatch(/^failed-chan0002-/);
  await pressRemote(page, 'enter');
  await expect(page.locator('.live-hero__title')).toHaveText('Could not load the schedule');
  await expect(page.locator('.live-hero__description')).toHaveText('The channel can still be watched live.');
  await expect(page.locator('.live-hero')).toContainText('on Nature 24');
  await expect.poll(() => focusedKey(page)).toBe('live-play');
  await page.screenshot({ path: `${screenshotDir}/live-hero-failed.png` });

  // The live stream does not need the schedule.
  await pressRemote(page, 'enter');
  await expectPlaying(page);
  await backOutOfPlayer(page);
  await expect(page.locator('video')).toHaveCount(0);
  await expect.poll(() => focusedKey(page)).toBe('live-play');

  // Once the source is back, Retry loads the schedule: the hero shows what is on air and the remote
  // moves on to Watch live as the button goes away.
  await restore();
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('live-retry');
  await pressRemote(page, 'enter');
  await expect(cell(page, 'chan0002', 'failed')).toHaveCount(0);
  await expect(page.locator('.live-hero .tag--live')).toHaveText('LIVE');
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect.poll(() => focusedKey(page)).toBe('live-play');
});

test('every schedule fails: the guide says it could not be loaded, every row says so, channels still play', async ({
  page,
}) => {
  await failSchedules(page, '*');
  await page.goto('/p/channels?device=tizen&channel=chan0003');
  await expect(page.locator('.epg').getByRole('alert')).toHaveText(
    'The programme guide could not be loaded. The channels can still be watched live.',
  );
  await expect(grid(page).locator('.epg__cell--failed')).toHaveCount(
    await grid(page).locator('[role="row"]').count(),
  );
  await expect.poll(() => focusedKey(page)).toBe('epg-grid');
  expect((await cursor(page)).slot).toMatch(/^failed-chan0003-/);
  await expect(page.locator('.live-hero__title')).toHaveText('Could not load the schedule');
  await expect(page.getByRole('button', { name: 'Watch live' })).toBeEnabled();
  await page.screenshot({ path: `${screenshotDir}/live-guide-all-failed.png` });
  await pressRemote(page, 'enter');
  await expect.poll(() => focusedKey(page)).toBe('live-play');
});

test('in Spanish: no scheduled programmes, a failed schedule and the whole guide failing', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('ott.language', 'es'));
  const restore = await failSchedules(page, 'chan0002');
  await page.goto('/p/channels?device=tizen&app-config=ottepg12&channel=chan0006');
  await expect(cell(page, 'chan0006', 'noProgramme')).toContainText('No hay programas programados');
  await expect(cell(page, 'chan0002', 'failed')).toContainText('No se pudo cargar la programación');
  await restore();
  await failSchedules(page, '*');
  await page.reload();
  await expect(page.locator('.epg').getByRole('alert')).toHaveText(
    'No se pudo cargar la guía de programación. Los canales se pueden ver en directo igualmente.',
  );
  await pressRemote(page, 'enter');
  await expect(page.locator('.live-hero__description')).toHaveText(
    'El canal se puede ver en directo igualmente.',
  );
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
});
