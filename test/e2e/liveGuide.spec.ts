import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 6: the live screen and its guide, by remote. Schedules come from the reference back end and
 * follow the real clock, so the checks are about relations (the programme on air, the one before it),
 * never fixed titles at fixed times.
 */

const grid = (page: Page) => page.locator('[data-epg-grid]');

async function cursor(page: Page) {
  return grid(page).evaluate((element) => ({
    channel: element.getAttribute('data-cursor-channel'),
    slot: element.getAttribute('data-cursor-slot'),
    live: Boolean(element.querySelector('.epg__cell.is-focused.is-live')),
    focusedText: element.querySelector('.is-focused')?.textContent ?? '',
    window: (element.querySelector('.epg__track') as HTMLElement | null)?.style.transform ?? '',
  }));
}

async function openGuide(page: Page, channel = 'chan0001') {
  await page.goto(`/p/channels?device=tizen&channel=${channel}`);
  await expect(grid(page)).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('epg-grid');
  // The schedules have arrived when the cursor sits on a real programme.
  await expect.poll(async () => (await cursor(page)).slot).toMatch(new RegExp(`^(gap-)?${channel}-`));
}

/** From the grid up to the toolbar, then along it to one of its buttons. */
async function toToolbar(page: Page, target: 'epg-now' | 'epg-earlier' | 'epg-later') {
  const order = ['epg-now', 'epg-earlier', 'epg-later'];
  for (let step = 0; step < 60 && (await focusedKey(page)) === 'epg-grid'; step += 1)
    await pressRemote(page, 'up');
  await expect.poll(() => focusedKey(page)).toMatch(/^epg-(now|earlier|later)$/);
  const steps = order.indexOf(target) - order.indexOf((await focusedKey(page)) ?? '');
  for (let step = 0; step < Math.abs(steps); step += 1) await pressRemote(page, steps > 0 ? 'right' : 'left');
  await expect.poll(() => focusedKey(page)).toBe(target);
}

for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]) {
  test(`guide by remote at ${viewport.width}x${viewport.height}: channels keep the time, time scrolls, Now, channel paging`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openGuide(page);
    const start = await cursor(page);
    expect(start).toMatchObject({ channel: 'chan0001', live: true });
    await expect(page.locator('.live-hero')).toContainText('LIVE');
    await page.screenshot({ path: `${screenshotDir}/live-guide-${viewport.width}.png` });

    // Down keeps the time position: the programme on air in the next channel, not its first one.
    await pressRemote(page, 'down');
    await expect.poll(() => cursor(page)).toMatchObject({ channel: 'chan0002', live: true });

    // Right walks along the channel; after a few programmes the time window has moved.
    for (let step = 0; step < 4; step += 1) {
      const before = (await cursor(page)).slot;
      await pressRemote(page, 'right');
      await expect.poll(async () => (await cursor(page)).slot).not.toBe(before);
    }
    const walked = await cursor(page);
    expect(walked.live).toBe(false);
    expect(walked.window).not.toBe(start.window);
    // Up keeps the new time position too: channel one's programme at that time, not the live one.
    await pressRemote(page, 'up');
    await expect.poll(() => cursor(page)).toMatchObject({ channel: 'chan0001', live: false });

    // Up from the first channel leaves the grid for the toolbar; 'Now' brings the cursor back.
    await toToolbar(page, 'epg-now');
    await pressRemote(page, 'enter');
    await expect.poll(() => focusedKey(page)).toBe('epg-grid');
    await expect
      .poll(() => cursor(page))
      .toMatchObject({ channel: 'chan0001', live: true, window: start.window });

    // Channel down pages by the rows shown; channel up comes back.
    await pressRemote(page, 'channelDown');
    await expect.poll(async () => (await cursor(page)).channel).not.toBe('chan0001');
    await pressRemote(page, 'channelUp');
    await expect.poll(async () => (await cursor(page)).channel).toBe('chan0001');

    // Left to the start of the day ends on the channel itself; OK there selects the channel.
    await pressRemote(page, 'down');
    await pressRemote(page, 'down');
    for (let step = 0; step < 60 && (await cursor(page)).slot !== ''; step += 1)
      await pressRemote(page, 'left');
    expect((await cursor(page)).slot).toBe('');
    await page.screenshot({ path: `${screenshotDir}/live-guide-channel-${viewport.width}.png` });
    await pressRemote(page, 'enter');
    await expect(page).toHaveURL(/channel=chan0003/);
    await expect(page.locator('.live-hero')).toContainText('on Kids Club');
    await expect.poll(() => focusedKey(page)).toBe('live-play');
  });
}

test('OK on the live programme shows it in the hero; Watch live plays the channel; Back returns to the button', async ({
  page,
}) => {
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/live/')) manifests.push(request.url());
  });
  await openGuide(page);
  await pressRemote(page, 'down');
  await expect.poll(() => cursor(page)).toMatchObject({ channel: 'chan0002', live: true });
  const title = (await page.locator('.epg__cell.is-focused .epg__cell-title').textContent()) ?? '';
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/channel=chan0002/);
  await expect(page.locator('.live-hero__title')).toHaveText(title);
  await expect(page.locator('.live-hero')).toContainText('on Nature 24');
  await expect.poll(() => focusedKey(page)).toBe('live-play');
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/play=1/);
  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  expect(
    manifests.some((url) => url.includes('/media/live/chan0002/master.m3u8') && !url.includes('t=')),
  ).toBe(true);
  await page.screenshot({ path: `${screenshotDir}/live-playing.png` });
  await pressRemote(page, 'back');
  await expect(video).toHaveCount(0);
  await expect(page).not.toHaveURL(/play=1/);
  await expect.poll(() => focusedKey(page)).toBe('live-play');
});

test('catch-up: an ended programme plays with its window, and the live one from its beginning', async ({
  page,
}) => {
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/live/chan0001/')) manifests.push(request.url());
  });
  await openGuide(page);
  // The programme before the live one has ended inside channel one's 8 h catch-up window.
  await pressRemote(page, 'left');
  await expect.poll(() => cursor(page)).toMatchObject({ live: false });
  await pressRemote(page, 'enter');
  await expect.poll(() => focusedKey(page)).toBe('live-play');
  await expect(page.locator('.live-hero')).not.toContainText('LIVE');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/play=1&start=[^&]+&end=/);
  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  // A catch-up stream is closed (VOD): it has a finite duration and starts at its beginning.
  expect(await video.evaluate((element: HTMLVideoElement) => Number.isFinite(element.duration))).toBe(true);
  expect(manifests.some((url) => /master\.m3u8\?t=\d+-\d+$/.test(url))).toBe(true);
  await pressRemote(page, 'back');
  await expect(video).toHaveCount(0);

  // Back on the live programme: watch it from its beginning (start=..., beginning=1).
  await page.goto('/p/channels?device=tizen&channel=chan0001');
  await expect.poll(() => cursor(page)).toMatchObject({ channel: 'chan0001', live: true });
  await pressRemote(page, 'enter');
  await expect.poll(() => focusedKey(page)).toBe('live-play');
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('live-beginning');
  manifests.length = 0;
  await pressRemote(page, 'enter');
  await expect(page).toHaveURL(/play=1&start=[^&]+&end=[^&]+&beginning=1/);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  expect(manifests.some((url) => /master\.m3u8\?t=\d+-\d+$/.test(url))).toBe(true);
  // From the beginning: the position is the time since the programme started, not the live edge's.
  const startedAt = Date.parse(new URL(page.url()).searchParams.get('start') ?? '');
  const position = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  expect(position).toBeLessThan((Date.now() - startedAt) / 1000 - 10);
  await page.screenshot({ path: `${screenshotDir}/live-from-beginning.png` });
});

test('programmes older than the catch-up window are disabled: announced, not playable', async ({ page }) => {
  // Late in the day (browser clock only: the schedules cover yesterday to tomorrow), so Kids Club's
  // 4-hour catch-up window has left older programmes behind whatever time the test runs.
  const evening = new Date();
  evening.setUTCHours(20, 0, 0, 0);
  await page.clock.setFixedTime(evening);
  await openGuide(page, 'chan0003');
  const heroTitle = await page.locator('.live-hero__title').textContent();
  // Slide to the start of the day: the cursor follows to what is at the window's left edge.
  await toToolbar(page, 'epg-earlier');
  for (let step = 0; step < 12; step += 1) await pressRemote(page, 'enter');
  await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('epg-grid');
  const focused = page.locator('.epg__cell.is-focused');
  await expect(focused).toHaveClass(/is-disabled/);
  await expect(focused).toHaveAttribute('aria-disabled', 'true');
  await expect(focused).toContainText(/No longer available$/);
  await page.screenshot({ path: `${screenshotDir}/live-guide-disabled.png` });
  const url = page.url();
  await pressRemote(page, 'enter');
  await page.waitForTimeout(300);
  await expect(page.locator('.live-hero__title')).toHaveText(heroTitle ?? '');
  expect(page.url()).toBe(url);
  expect(await focusedKey(page)).toBe('epg-grid');
});

test('50 channels of 24 hours: the DOM stays in the hundreds while walking the guide', async ({ page }) => {
  const template = (await (await page.request.get('/v2/media/chan0001')).json()).playlist[0];
  const channels = Array.from({ length: 50 }, (_, index) => ({
    ...template,
    mediaid: `bulk${String(index).padStart(4, '0')}`,
    title: `Channel ${index + 1}`,
  }));
  await page.route('**/v2/playlists/channels?*', (route) =>
    route.fulfill({
      json: { feedid: 'channels', title: 'Live TV', contentType: 'live', playlist: channels, links: {} },
    }),
  );
  await page.goto('/p/channels?device=tizen');
  await expect.poll(async () => (await cursor(page)).slot).toMatch(/^chan0001-/);
  const programmes = await page.evaluate(() => document.querySelectorAll('.epg__cell').length);
  const counts: number[] = [];
  for (let row = 0; row < 49; row += 1) {
    await pressRemote(page, 'down');
    if (row % 7 === 0) counts.push(await page.evaluate(() => document.querySelectorAll('*').length));
  }
  await expect.poll(() => cursor(page)).toMatchObject({ channel: 'bulk0049' });
  for (let step = 0; step < 20; step += 1) await pressRemote(page, 'right');
  counts.push(await page.evaluate(() => document.querySelectorAll('*').length));
  await page.waitForTimeout(300); // the 120 ms slide settles
  await page.screenshot({ path: `${screenshotDir}/live-guide-50.png` });
  console.log(
    `EPG 50 channels x 24 h: ${programmes} programme cells at start; DOM elements while walking: ${counts.join(', ')}`,
  );
  for (const count of counts) expect(count).toBeLessThan(1000);
});

test('EPG off: a channel link shows the configured message; the channels stay a grid', async ({ page }) => {
  await page.goto('/p/channels?device=tizen&app-config=ottnoepg&channel=chan0001');
  await expect(page.getByRole('alert')).toContainText('The programme guide is not available here.');
  await page.goto('/p/channels?device=tizen&app-config=ottnoepg');
  await expect(page.getByRole('link', { name: /Channel One/ })).toBeVisible();
  await expect(grid(page)).toHaveCount(0);
});

test('a live playlist without channels says there is no broadcast', async ({ page }) => {
  await page.route('**/v2/playlists/channels?*', (route) =>
    route.fulfill({
      json: { feedid: 'channels', title: 'Live TV', contentType: 'live', playlist: [], links: {} },
    }),
  );
  await page.goto('/p/channels?device=tizen');
  await expect(page.getByRole('status')).toContainText('No broadcast available');
});

test('desktop: a click selects a programme, the wheel moves through channels and time', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/p/channels?device=desktop');
  await expect(grid(page).locator('.epg__cell--programme').first()).toBeVisible();
  // A programme of Nature 24 that is fully in view, clicked where it is drawn.
  const target = await grid(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const cells = element.querySelectorAll(
      '[id^="epg-cell-chan0002-"].epg__cell--programme:not(.is-disabled)',
    );
    for (const cell of cells) {
      const rect = cell.getBoundingClientRect();
      if (rect.left > box.left + 200 && rect.right < box.right) {
        const title = cell.querySelector('.epg__cell-title')?.textContent ?? '';
        return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2, title };
      }
    }
    return null;
  });
  if (!target) throw new Error('No Nature 24 programme in view');
  await page.mouse.click(target.x, target.y);
  await expect(page).toHaveURL(/channel=chan0002/);
  await expect(page.locator('.live-hero__title')).toHaveText(target.title);
  await grid(page).hover();
  await page.mouse.wheel(0, 120);
  await expect.poll(async () => (await cursor(page)).channel).toBe('chan0003');
  const before = (await cursor(page)).window;
  await page.waitForTimeout(150);
  await page.mouse.wheel(240, 0);
  await expect.poll(async () => (await cursor(page)).window).not.toBe(before);
  await page.screenshot({ path: `${screenshotDir}/live-guide-desktop.png` });
});

test('an upcoming programme shows in the hero with its times and a disabled play button; focus stays on the guide', async ({
  page,
}) => {
  await openGuide(page);
  for (let step = 0; step < 3; step += 1) await pressRemote(page, 'right');
  await expect.poll(() => cursor(page)).toMatchObject({ live: false });
  await pressRemote(page, 'enter');
  await expect(page.locator('.live-hero')).toContainText('Coming up');
  await expect(page.getByRole('button', { name: 'Watch live' })).toBeDisabled();
  await page.waitForTimeout(200);
  expect(await focusedKey(page)).toBe('epg-grid');
});
