import { expect, type Page, test } from '@playwright/test';
import { backOutOfPlayer, focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 5: the adapter's tracks (audio and text: list and select) through the subtitles control, by
 * remote, on both engines: City of Tides (clear HLS, hls.js) and the encrypted sample (DASH + ClearKey,
 * Shaka) carry English and Spanish WebVTT subtitles (scripts/media/addSubtitles.ts). Subtitles start
 * off; each OK on the control picks the next: English, Español, Off.
 */
test.describe.configure({ timeout: 60_000 });

const videoTime = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.currentTime ?? -1);
const videoPaused = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('.player__video')?.paused);

/** What the browser shows as subtitles: the showing text tracks' language and their active cues. */
const showing = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('.player__video');
    const tracks = Array.from(video?.textTracks ?? []).filter((track) => track.mode === 'showing');
    return tracks.map((track) => ({
      language: track.language,
      cues: Array.from(track.activeCues ?? []).map((cue) => (cue as VTTCue).text),
    }));
  });
const cueTexts = async (page: Page) => (await showing(page)).flatMap((track) => track.cues);

/** Opens the item, pauses near the first cue (0.5-3.5 s) and focuses the subtitles control. */
async function toSubtitlesControl(page: Page, path: string) {
  await page.goto(`${path}?device=tizen`);
  await expect.poll(() => focusedKey(page)).toBe('detail-start');
  await pressRemote(page, 'enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.6);
  await pressRemote(page, 'pause');
  await expect.poll(() => videoPaused(page)).toBe(true);
  await pressRemote(page, 'down');
  await expect.poll(() => focusedKey(page)).toBe('player-seek');
  // Back to the start, then forward into the first cue.
  await pressRemote(page, 'left');
  await expect.poll(() => videoTime(page)).toBeLessThan(0.5);
  await page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('.player__video');
    if (video) video.currentTime = 1.5;
  });
  await pressRemote(page, 'down');
  for (let press = 0; press < 4; press += 1) await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('player-subtitles');
}

for (const [engine, path, english, spanish] of [
  [
    'hls.js',
    '/m/m003demo/city-of-tides',
    'The tide comes in twice a day.',
    'La marea sube dos veces al día.',
  ],
  [
    'Shaka',
    '/m/drm00001/encrypted-sample',
    'These words are not encrypted.',
    'Estas palabras no están cifradas.',
  ],
] as const) {
  test(`${engine}: subtitles Off -> English -> Español -> Off by remote; one audio track listed`, async ({
    page,
  }) => {
    await toSubtitlesControl(page, path);
    const control = page.getByRole('button', { name: /^Subtitles:/ });
    await expect(control).toHaveText('CC Off');
    await expect(control).toHaveAccessibleName('Subtitles: Off');
    expect(await cueTexts(page)).toEqual([]);
    await expect(page.locator('.player')).toHaveAttribute('data-audio-tracks', /^[^,]+$/);

    await pressRemote(page, 'enter');
    await expect(control).toHaveText('CC English');
    await expect.poll(() => cueTexts(page), { timeout: 15_000 }).toEqual([english]);
    expect((await showing(page)).map((track) => track.language)).toEqual(['en']);
    await page.screenshot({ path: `${screenshotDir}/player-subtitles-${engine}.png` });

    await pressRemote(page, 'enter');
    await expect(control).toHaveText('CC Español');
    await expect.poll(() => cueTexts(page), { timeout: 15_000 }).toEqual([spanish]);

    await pressRemote(page, 'enter');
    await expect(control).toHaveText('CC Off');
    await expect.poll(() => cueTexts(page)).toEqual([]);
    expect(await focusedKey(page)).toBe('player-subtitles');
  });
}

test('an item without subtitles has no subtitles control; the control reads in Spanish', async ({ page }) => {
  const openPaused = async (path: string) => {
    await page.goto(`${path}?device=tizen&play=1`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
    await pressRemote(page, 'pause');
    await expect.poll(() => videoPaused(page)).toBe(true);
    await expect(page.locator('.player__controls')).toBeVisible();
  };
  await openPaused('/m/m001demo/northern-lights');
  await expect(page.getByRole('button', { name: /^Quality:/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Subtitles:/ })).toHaveCount(0);

  await page.addInitScript(() => localStorage.setItem('ott.language', 'es'));
  await openPaused('/m/m003demo/city-of-tides');
  const control = page.getByRole('button', { name: /^Subtítulos:/ });
  await expect(control).toHaveAccessibleName('Subtítulos: Desactivados');
  await expect(control).toHaveText('CC Desactivados');
});

test('subtitles turned on stay on: the next title starts with them in the same language (issue 26)', async ({
  page,
}) => {
  await toSubtitlesControl(page, '/m/m003demo/city-of-tides');
  await pressRemote(page, 'enter');
  await pressRemote(page, 'enter');
  const control = page.getByRole('button', { name: /^Subtitles:/ });
  await expect(control).toHaveText('CC Español');
  await backOutOfPlayer(page);

  await page.goto('/m/drm00001/encrypted-sample?device=tizen&play=1');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.6);
  await expect.poll(async () => (await showing(page)).map((track) => track.language)).toEqual(['es']);
  await pressRemote(page, 'pause');
  await expect(control).toHaveText('CC Español');
});
