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

/** The words the player draws as subtitles (issue 26: its own cues, not the browser's). */
const drawnCues = (page: Page) => page.locator('.player__cue').allTextContents();

/** Opens the item, pauses near the first cue (0.5-3.5 s) and focuses the audio and subtitles control. */
async function toTracksControl(page: Page, path: string) {
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
  await expect.poll(() => focusedKey(page)).toBe('player-tracks');
}

/** Presses until the panel's focus is on `key`, then OK (the panel stays up). */
async function pickInPanel(page: Page, moves: readonly ('up' | 'down' | 'left' | 'right')[], key: string) {
  for (const move of moves) await pressRemote(page, move);
  await expect.poll(() => focusedKey(page)).toBe(key);
  await pressRemote(page, 'enter');
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
  test(`${engine}: the audio and subtitles panel turns subtitles English -> Español -> Off by remote`, async ({
    page,
  }) => {
    await toTracksControl(page, path);
    const control = page.getByRole('button', { name: /^Audio and subtitles/ });
    await expect(control).toHaveText('CC Off');
    await expect(control).toHaveAccessibleName('Audio and subtitles (subtitles: Off)');
    expect(await cueTexts(page)).toEqual([]);

    // OK opens the panel on the subtitles' current choice, Off.
    await pressRemote(page, 'enter');
    const panel = page.getByRole('region', { name: 'Audio and subtitles' });
    const subtitles = panel.getByRole('group', { name: 'Subtitles', exact: true });
    await expect(panel).toBeVisible();
    await expect.poll(() => focusedKey(page)).toBe('player-panel-subtitles-0');
    await expect(subtitles.getByRole('button', { name: 'Off' })).toHaveAttribute('aria-pressed', 'true');

    await pickInPanel(page, ['down'], 'player-panel-subtitles-1');
    await expect.poll(() => cueTexts(page), { timeout: 15_000 }).toEqual([english]);
    expect((await showing(page)).map((track) => track.language)).toEqual(['en']);
    // The player draws the words (the browser's own drawing is hidden: one line in the screenshot).
    await expect.poll(() => drawnCues(page)).toEqual([english]);
    await expect(subtitles.getByRole('button', { name: 'English', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.screenshot({ path: `${screenshotDir}/player-panel-${engine}.png` });

    await pickInPanel(page, ['down'], 'player-panel-subtitles-2');
    await expect.poll(() => cueTexts(page), { timeout: 15_000 }).toEqual([spanish]);
    await expect.poll(() => drawnCues(page)).toEqual([spanish]);

    await pickInPanel(page, ['up', 'up'], 'player-panel-subtitles-0');
    await expect.poll(() => cueTexts(page)).toEqual([]);
    await expect(page.locator('.player__cue')).toHaveCount(0);

    // Back closes the panel only, back on its control.
    await pressRemote(page, 'back');
    await expect(panel).toHaveCount(0);
    await expect.poll(() => focusedKey(page)).toBe('player-tracks');
    await expect(control).toHaveText('CC Off');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}

test('the audio language is chosen in the panel and the next play starts in it (issue 26)', async ({
  page,
}) => {
  // City of Tides carries English (media_2) and Spanish (media_3) audio renditions.
  const spanishAudio: string[] = [];
  page.on('request', (request) => {
    if (/city-of-tides\/(media_3\.m3u8|seg-3-)/.test(request.url())) spanishAudio.push(request.url());
  });
  await toTracksControl(page, '/m/m003demo/city-of-tides');
  await pressRemote(page, 'enter');
  const audio = page
    .getByRole('region', { name: 'Audio and subtitles' })
    .getByRole('group', { name: 'Audio' });
  await expect(audio.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  expect(spanishAudio).toEqual([]);
  // Left from the subtitles lands on the audio's current language; Down reaches Español.
  await pickInPanel(page, ['left', 'down'], 'player-panel-audio-1');
  await expect(audio.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => spanishAudio.length).toBeGreaterThan(0);
  await pressRemote(page, 'playPause');
  await expect.poll(() => videoTime(page)).toBeGreaterThan(2.5);
  await backOutOfPlayer(page);

  spanishAudio.length = 0;
  await page.goto('/m/m003demo/city-of-tides?device=tizen&play=1');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.6);
  await expect.poll(() => spanishAudio.length).toBeGreaterThan(0);
  await pressRemote(page, 'pause');
  await pressRemote(page, 'down');
  await pressRemote(page, 'down');
  for (let press = 0; press < 4; press += 1) await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('player-tracks');
  await pressRemote(page, 'enter');
  await expect(audio.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
});

test('an item with one language and no subtitles has no audio and subtitles control; it reads in Spanish', async ({
  page,
}) => {
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
  await expect(page.getByRole('button', { name: /^Audio and subtitles/ })).toHaveCount(0);

  await page.addInitScript(() => localStorage.setItem('ott.language', 'es'));
  await openPaused('/m/m003demo/city-of-tides');
  const control = page.getByRole('button', { name: /^Audio y subtítulos/ });
  await expect(control).toHaveAccessibleName('Audio y subtítulos (subtítulos: Desactivados)');
  await expect(control).toHaveText('CC Desactivados');
});

test('subtitles turned on stay on: the next title starts with them in the same language (issue 26)', async ({
  page,
}) => {
  await toTracksControl(page, '/m/m003demo/city-of-tides');
  await pressRemote(page, 'enter');
  await pickInPanel(page, ['down', 'down'], 'player-panel-subtitles-2');
  await pressRemote(page, 'back');
  const control = page.getByRole('button', { name: /^Audio and subtitles/ });
  await expect(control).toHaveText('CC Español');
  await backOutOfPlayer(page);

  await page.goto('/m/drm00001/encrypted-sample?device=tizen&play=1');
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.6);
  await expect.poll(async () => (await showing(page)).map((track) => track.language)).toEqual(['es']);
  await pressRemote(page, 'pause');
  await expect(control).toHaveText('CC Español');
});

/** The box of the first drawn cue line, and the words' computed size, in CSS pixels. */
const cueBox = (page: Page) =>
  page.evaluate(() => {
    const cue = document.querySelector('.player__cue');
    if (!cue) return undefined;
    const { left, right, bottom } = cue.getBoundingClientRect();
    return { left, right, bottom, fontSize: Number.parseFloat(getComputedStyle(cue).fontSize) };
  });

for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('subtitle size and background are chosen in the panel and kept; the words stay in the 5 % safe area', async ({
      page,
    }) => {
      const { width, height } = viewport;
      const insideSafeArea = (box: Awaited<ReturnType<typeof cueBox>>) =>
        box !== undefined &&
        box.left >= width * 0.05 &&
        box.right <= width * 0.95 &&
        box.bottom <= height * 0.95;
      await toTracksControl(page, '/m/m003demo/city-of-tides');
      await pressRemote(page, 'enter');
      await pickInPanel(page, ['down'], 'player-panel-subtitles-1');
      // Right lands on the size column's current choice (Medium), Down reaches Large.
      await pickInPanel(page, ['right', 'down'], 'player-panel-size-2');
      await pickInPanel(page, ['right', 'down'], 'player-panel-background-1');
      const cues = page.locator('.player__cues');
      await expect(cues).toHaveClass(/player__cues--large/);
      await expect(cues).toHaveClass(/player__cues--none/);
      await expect.poll(() => drawnCues(page)).toEqual(['The tide comes in twice a day.']);
      // Large is 4rem: 64 px at 1080p, two thirds of that at 720p (the TV layout scales with the width).
      const raised = await cueBox(page);
      expect(raised?.fontSize).toBeCloseTo((64 * width) / 1920, 0);
      expect(insideSafeArea(raised)).toBe(true);
      // Over the panel, not under it.
      const panelTop = (await page.locator('.player__panel').boundingBox())?.y ?? 0;
      expect(raised?.bottom).toBeLessThanOrEqual(panelTop);
      await page.screenshot({ path: `${screenshotDir}/player-panel-style-${width}.png` });

      // Controls gone while it plays: the words sit at the bottom of the safe area, not at the edge.
      await pressRemote(page, 'back');
      await pressRemote(page, 'playPause');
      await expect(page.locator('.player--controls')).toHaveCount(0, { timeout: 10_000 });
      await expect
        .poll(() => drawnCues(page), { timeout: 10_000 })
        .toEqual(['Nobody in this city owns a watch.']);
      const low = await cueBox(page);
      expect(insideSafeArea(low)).toBe(true);
      expect(low?.bottom).toBeGreaterThan(height * 0.9);
      await page.screenshot({ path: `${screenshotDir}/player-subtitles-safe-${width}.png` });
      await backOutOfPlayer(page);

      // The next title keeps the style (and the subtitles' language).
      await page.goto('/m/drm00001/encrypted-sample?device=tizen&play=1');
      await expect
        .poll(() => drawnCues(page), { timeout: 20_000 })
        .toEqual(['These words are not encrypted.']);
      await expect(cues).toHaveClass(/player__cues--large/);
      await expect(cues).toHaveClass(/player__cues--none/);
    });
  });
}
