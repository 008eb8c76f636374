import { expect, type Page, test } from '@playwright/test';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 5: the player's controls bar by remote — Up/Down between the seek bar and the controls, OK on
 * each control, arrows on the seek bar seek, controls hide and OK then shows them; quality by setting
 * and by the quality control. The sample clip lasts 12 s: the tests pause first.
 */
test.describe.configure({ timeout: 60_000 });

const videoTime = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.currentTime ?? -1);
const videoPaused = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.paused);
const levelHeight = (page: Page) => page.locator('.player').getAttribute('data-level-height');

async function openPausedPlayer(page: Page) {
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  // Nothing focused: OK brings up the controls with play/pause focused, without pausing; OK again pauses.
  expect(await focusedKey(page)).toBe('player');
  await pressRemote(page, 'enter');
  await expect.poll(() => focusedKey(page)).toBe('player-playPause');
  expect(await videoPaused(page)).toBe(false);
  await pressRemote(page, 'enter');
  await expect.poll(() => videoPaused(page)).toBe(true);
}

test('Up/Down move between the seek bar and the controls; OK activates each control; arrows on the seek bar seek', async ({
  page,
}) => {
  await openPausedPlayer(page);
  const start = await videoTime(page);

  await pressRemote(page, 'up');
  await expect.poll(() => focusedKey(page)).toBe('player-seek');
  await pressRemote(page, 'left');
  await expect.poll(() => videoTime(page)).toBeLessThan(0.5);
  await pressRemote(page, 'right');
  await expect.poll(() => videoTime(page)).toBeGreaterThan(9.5);
  await pressRemote(page, 'left');
  await expect.poll(() => videoTime(page)).toBeLessThan(0.5);
  expect(await videoPaused(page)).toBe(true);

  await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('player-playPause');
  await page.screenshot({ path: `${screenshotDir}/player-controls-focus.png` });
  await pressRemote(page, 'enter');
  await expect.poll(() => videoPaused(page)).toBe(false);
  await pressRemote(page, 'enter');
  await expect.poll(() => videoPaused(page)).toBe(true);
  expect(await focusedKey(page)).toBe('player-playPause');

  await pressRemote(page, 'right');
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('player-forward');
  const beforeForward = await videoTime(page);
  await pressRemote(page, 'enter');
  await expect.poll(() => videoTime(page)).toBeGreaterThan(beforeForward + 9);
  await pressRemote(page, 'left');
  await expect.poll(() => focusedKey(page)).toBe('player-rewind');
  const beforeRewind = await videoTime(page);
  await pressRemote(page, 'enter');
  await expect.poll(() => videoTime(page)).toBeLessThan(beforeRewind - 9);

  await pressRemote(page, 'up');
  await expect.poll(() => focusedKey(page)).toBe('player-seek');
  await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('player-playPause');
  for (let press = 0; press < 4; press += 1) await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('player-close');
  // The last control: Right stays on it.
  await pressRemote(page, 'right');
  expect(await focusedKey(page)).toBe('player-close');
  expect(start).toBeGreaterThan(0);
  await pressRemote(page, 'enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/play=1/);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
});

test('controls hide after a few seconds of playback; OK then shows them, a second OK pauses; Back closes and focus returns', async ({
  page,
}) => {
  await openPausedPlayer(page);
  await pressRemote(page, 'up');
  await expect.poll(() => focusedKey(page)).toBe('player-seek');
  await pressRemote(page, 'left');
  await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('player-playPause');
  await pressRemote(page, 'enter');
  await expect.poll(() => videoPaused(page)).toBe(false);
  await expect(page.locator('.player__controls')).toHaveCount(0, { timeout: 8_000 });
  // Hidden controls hold no focus: the dialog has it. OK shows them, play/pause focused, still playing
  // (OK never changes playback unseen); OK again presses play/pause.
  await expect.poll(() => focusedKey(page)).toBe('player');
  await pressRemote(page, 'enter');
  await expect(page.locator('.player__controls')).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('player-playPause');
  expect(await videoPaused(page)).toBe(false);
  await pressRemote(page, 'enter');
  await expect.poll(() => videoPaused(page)).toBe(true);
  await expect(page.locator('.player__controls')).toBeVisible();
  await pressRemote(page, 'back');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
});

test('quality: a stored preference caps the level; picking a quality with its control switches the level', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('quality-set')) {
      localStorage.setItem('ott.videoQuality', '360');
      sessionStorage.setItem('quality-set', '1');
    }
  });
  await page.goto('/m/m001demo/northern-lights?device=tizen');
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'enter');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await expect(page.locator('.player')).toHaveAttribute('data-levels', '360,720');
  await expect.poll(() => levelHeight(page)).toBe('360');
  await pressRemote(page, 'enter');
  await expect.poll(() => focusedKey(page)).toBe('player-playPause');
  await pressRemote(page, 'enter');
  await expect.poll(() => videoPaused(page)).toBe(true);
  await pressRemote(page, 'down');
  await pressRemote(page, 'down');
  for (let press = 0; press < 3; press += 1) await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('player-quality');
  const quality = page.getByRole('button', { name: /^Quality:/ });
  await expect(quality).toHaveText('Data saver (360p)');
  // 360 -> 240 -> Auto -> Full HD (1080p): the cap lifts, and the stored setting follows.
  await pressRemote(page, 'enter');
  await pressRemote(page, 'enter');
  await expect(quality).toHaveText('Auto adjust up to 1080p');
  await pressRemote(page, 'enter');
  await expect(quality).toHaveText('Full HD (1080p)');
  expect(await page.evaluate(() => localStorage.getItem('ott.videoQuality'))).toBe('1080');
  await pressRemote(page, 'left');
  await pressRemote(page, 'left');
  await pressRemote(page, 'left');
  await expect.poll(() => focusedKey(page)).toBe('player-playPause');
  await pressRemote(page, 'enter');
  await expect.poll(() => levelHeight(page), { timeout: 15_000 }).toBe('720');
  // Back down to Standard (480p): no 480 rendition, so the highest not above it, 360, plays.
  await pressRemote(page, 'right');
  await pressRemote(page, 'right');
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('player-quality');
  await pressRemote(page, 'enter');
  await pressRemote(page, 'enter');
  await expect(quality).toHaveText('Standard (480p)');
  await expect.poll(() => levelHeight(page), { timeout: 15_000 }).toBe('360');
  await page.screenshot({ path: `${screenshotDir}/player-quality.png` });
});

test('media keys: fast-forward and rewind seek 10 s, play plays, pause pauses, with or without the controls; stop closes the player', async ({
  page,
}) => {
  await openPausedPlayer(page);
  const start = await videoTime(page);
  await pressRemote(page, 'fastForward');
  await expect.poll(() => videoTime(page)).toBeGreaterThan(start + 9);
  await pressRemote(page, 'rewind');
  await expect.poll(() => videoTime(page)).toBeLessThan(start + 1);
  await pressRemote(page, 'play');
  await expect.poll(() => videoPaused(page)).toBe(false);
  await pressRemote(page, 'pause');
  await expect.poll(() => videoPaused(page)).toBe(true);
  // On a control, the media keys still do what they say (OK would press the control).
  await pressRemote(page, 'down');
  await pressRemote(page, 'down');
  await pressRemote(page, 'right');
  await pressRemote(page, 'right');
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('player-quality');
  await pressRemote(page, 'playPause');
  await expect.poll(() => videoPaused(page)).toBe(false);
  expect(await focusedKey(page)).toBe('player-quality');
  await expect(page.getByRole('button', { name: /^Quality:/ })).toHaveText('Auto adjust up to 1080p');
  // Issue 26: Stop stops, as on every TV player: the player closes, focus back where it opened.
  await pressRemote(page, 'stop');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
});

test('Back over a playing picture hides the controls that are up; the next Back closes the player', async ({
  page,
}) => {
  await page.goto('/m/m001demo/northern-lights?device=tizen&play=1');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await pressRemote(page, 'down');
  await expect(page.locator('.player__controls')).toBeVisible();
  await pressRemote(page, 'back');
  await expect(page.locator('.player__controls')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await videoPaused(page)).toBe(false);
  await pressRemote(page, 'back');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('desktop: Space toggles play and pause, also with a control focused (which it does not press)', async ({
  page,
}) => {
  await page.goto('/m/m001demo/northern-lights?device=desktop&play=1');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await page.keyboard.press('Space');
  await expect.poll(() => videoPaused(page)).toBe(true);
  await page.keyboard.press('Space');
  await expect.poll(() => videoPaused(page)).toBe(false);

  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedKey(page)).toBe('player-seek');
  await page.keyboard.press('ArrowDown');
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => focusedKey(page)).toBe('player-quality');
  const quality = page.getByRole('button', { name: /^Quality:/ });
  const before = await quality.textContent();
  await page.keyboard.press('Space');
  await expect.poll(() => videoPaused(page)).toBe(true);
  await expect(quality).toHaveText(before ?? '');
  expect(await focusedKey(page)).toBe('player-quality');
});
