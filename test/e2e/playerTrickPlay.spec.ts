import { expect, type Page, test } from '@playwright/test';
import { deviceProfiles } from '../../devices/index.ts';
import { pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 26: a held Right accelerates (10 s, 30 s, 1 min, 5 min steps) and moves a preview on the seek
 * bar; the video seeks once, where the key is let go. On a 60-minute catch-up programme, 45:00 is
 * reached in a few seconds of holding (the benchmark measures it too).
 */
test.describe.configure({ timeout: 90_000 });

const tizen = deviceProfiles.find((profile) => profile.id === 'tizen');
const RIGHT = tizen?.keys.right[0] ?? 39;
const TARGET = 45 * 60;

const video = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector<HTMLVideoElement>('.player__video');
    return { time: element?.currentTime ?? -1, paused: element?.paused ?? true };
  });
const seekBarValue = (page: Page) =>
  page.evaluate(() => Number(document.querySelector('[role="slider"]')?.getAttribute('aria-valuenow') ?? -1));

/** A programme of Nature 24 that ended an hour ago: an hour long, inside its 8 h catch-up. */
function programmeUrl(): string {
  const hour = 3_600_000;
  const start = Math.floor(Date.now() / hour) * hour - 2 * hour;
  const iso = (ms: number) => new Date(ms).toISOString();
  return `/p/channels?device=tizen&channel=chan0002&play=1&start=${iso(start)}&end=${iso(start + hour)}`;
}

test('holding Right accelerates to 45:00 of a 60-minute programme, previewing, and seeks once on release', async ({
  page,
}) => {
  await page.goto(programmeUrl());
  await expect.poll(async () => (await video(page)).time, { timeout: 20_000 }).toBeGreaterThan(1);

  // One press: 10 s on.
  const before = (await video(page)).time;
  await pressRemote(page, 'right');
  await expect.poll(async () => (await video(page)).time, { timeout: 10_000 }).toBeGreaterThan(before + 9);

  const session = await page.context().newCDPSession(page);
  const key = { windowsVirtualKeyCode: RIGHT, nativeVirtualKeyCode: RIGHT };
  await session.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key });
  const started = Date.now();
  let previewed = await seekBarValue(page);
  while (previewed < TARGET && Date.now() - started < 15_000) {
    await page.waitForTimeout(33);
    await session.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', autoRepeat: true, ...key });
    previewed = await seekBarValue(page);
  }
  const heldMs = Date.now() - started;
  // The picture stayed where it was while the preview ran ahead, a thumbnail of the loop over it.
  expect((await video(page)).time).toBeLessThan(120);
  const thumbnail = page.locator('.player__thumbnail');
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain(
    '/media/hls/live-loop/thumbnails.jpg',
  );
  await page.screenshot({ path: `${screenshotDir}/player-trick-preview.png` });
  await session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
  await session.detach();
  console.log(`Held Right ${heldMs} ms to preview ${previewed} s`);
  // How long it takes is the benchmark's to measure (trickPlay.test.ts holds the step arithmetic).
  expect(previewed).toBeGreaterThanOrEqual(TARGET);

  await expect
    .poll(async () => (await video(page)).time, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(previewed - 1);
  await expect.poll(async () => (await video(page)).paused).toBe(false);
  expect((await video(page)).time).toBeLessThan(previewed + 10);
  await expect(thumbnail).toHaveCount(0);
});

test('a catch-up programme played again resumes where it was left, outside Continue watching (issue 26)', async ({
  page,
}) => {
  const url = programmeUrl();
  await page.goto(url);
  await expect.poll(async () => (await video(page)).time, { timeout: 20_000 }).toBeGreaterThan(1);
  // 25 minutes on, the short way (the holding is the test above).
  await page.evaluate(() => {
    const element = document.querySelector<HTMLVideoElement>('.player__video');
    if (element) element.currentTime = 1500;
  });
  await expect.poll(async () => (await video(page)).time).toBeGreaterThan(1500);
  await pressRemote(page, 'pause');
  await expect.poll(async () => (await video(page)).paused).toBe(true);
  await pressRemote(page, 'back');
  await expect(page.locator('.player')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('ott.catchup.device'))).toContain(
    '"channel":"chan0002"',
  );
  expect(await page.evaluate(() => localStorage.getItem('ott.history') ?? '[]')).not.toContain('chan0002');

  await page.goto(url);
  await expect.poll(async () => (await video(page)).time, { timeout: 20_000 }).toBeGreaterThan(1499);
  const offer = page.getByRole('region', { name: 'Start over' });
  await expect(offer).toContainText('Resumed at 25:0');
  await pressRemote(page, 'enter');
  await expect.poll(async () => (await video(page)).time).toBeLessThan(60);
});
