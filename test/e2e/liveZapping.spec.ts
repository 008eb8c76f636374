import { expect, type Page, test } from '@playwright/test';
import type { DeviceProfileId } from '../../devices/index.ts';
import { SKIM_QUIET_MS } from '../../src/domain/channelZapping.ts';
import { HELD_STEP_MS } from '../../src/domain/heldStepPace.ts';
import { liveInstances } from '../support/liveInstances.ts';
import { cursor, expectPlaying, grid } from './guide.ts';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Issue 25: live TV like a set-top box. While a channel plays, CH+ / CH− (and Up / Down with the
 * controls hidden) change channel in the guide's order, wrapping; the URL's channel follows; a banner
 * names the channel; digits pick a channel by number; previous channel returns; Back goes to the guide
 * on the channel playing; a held CH+ skims without starting every channel.
 */
test.describe.configure({ timeout: 90_000 });

const banner = (page: Page) => page.locator('.channel-banner__status');
/**
 * The channels started, in order: each loads its media playlists (master playlists may come from the
 * neighbour prefetch instead, and the prefetch fetches channels nobody starts).
 */
const liveManifests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = /\/media\/live\/(chan\d+)\/v\d\.m3u8/.exec(request.url());
    if (match?.[1] && seen.at(-1) !== match[1]) seen.push(match[1]);
  });
  return seen;
};

/** From the guide on a channel: OK on the programme on air, OK on Watch live. */
async function watchLive(page: Page, channel: string, device: DeviceProfileId = 'tizen') {
  await page.goto(`/p/channels?device=${device}&channel=${channel}`);
  await expect(grid(page)).toBeVisible();
  await expect.poll(() => focusedKey(page)).toBe('epg-grid');
  await expect.poll(() => cursor(page)).toMatchObject({ channel, live: true });
  await pressRemote(page, 'enter', device);
  await expect.poll(() => focusedKey(page)).toBe('live-play');
  await pressRemote(page, 'enter', device);
  await expect(page).toHaveURL(new RegExp(`channel=${channel}&play=1$`));
  await expectPlaying(page);
}

/**
 * The channel plays, and the viewer stays on it longer than the skim time: presses closer together
 * count as one zap (a skim), whose passing channels are not remembered as watched.
 */
async function expectChannel(page: Page, channel: string, title: string) {
  await expect(page).toHaveURL(new RegExp(`channel=${channel}&play=1$`));
  await expect(banner(page).locator('.channel-banner__channel-title')).toHaveText(title);
  await expectPlaying(page);
  await page.waitForTimeout(SKIM_QUIET_MS + 100);
}

test('Tizen: CH+ and CH− zap with a banner, digits and previous channel pick, Back returns to the guide on the channel playing', async ({
  page,
}) => {
  const manifests = liveManifests(page);
  await watchLive(page, 'chan0001');

  await pressRemote(page, 'channelUp');
  await expectChannel(page, 'chan0002', 'Nature 24');
  // The banner says what plays: the controls stay hidden under it.
  await expect(page.locator('.player--controls')).toHaveCount(0);
  await expect(banner(page).locator('.channel-banner__number')).toContainText('2');
  await expect(banner(page).locator('.channel-banner__next')).toContainText('Next:');
  await page.screenshot({ path: `${screenshotDir}/live-zap-banner.png` });
  expect(manifests.at(-1)).toBe('chan0002');

  await pressRemote(page, 'channelDown');
  await expectChannel(page, 'chan0001', 'Channel One');
  // Wrapping: down from the first channel is the last one.
  await pressRemote(page, 'channelDown');
  await expect(page).not.toHaveURL(/channel=chan0001/);
  const last = new URL(page.url()).searchParams.get('channel');
  await pressRemote(page, 'channelUp');
  await expectChannel(page, 'chan0001', 'Channel One');

  // Digits: 3 is Kids Club (the third channel of the guide).
  await page.keyboard.press('3');
  await expectChannel(page, 'chan0003', 'Kids Club');
  // Previous channel goes back, and again forth.
  await pressRemote(page, 'previousChannel');
  await expectChannel(page, 'chan0001', 'Channel One');
  await pressRemote(page, 'previousChannel');
  await expectChannel(page, 'chan0003', 'Kids Club');

  // Up with the controls hidden zaps too (the controls hide 4 s after the last key).
  await expect(page.locator('.player--controls')).toHaveCount(0, { timeout: 8_000 });
  await pressRemote(page, 'up');
  await expectChannel(page, 'chan0004', 'Cinema Classic');
  expect(last).not.toBeNull();
  // OK with the banner up puts it away and brings the controls; OK on the bare picture shows it again.
  await pressRemote(page, 'enter');
  await expect(page.locator('.channel-banner__panel')).toHaveCount(0);
  await expect(page.locator('.player--controls')).toHaveCount(1);
  await expect.poll(() => focusedKey(page)).toBe('player-playPause');

  // Back hides the controls first (issue 26); the next Back: the guide, on the channel that was playing.
  await pressRemote(page, 'back');
  await expect(page.locator('.player--controls')).toHaveCount(0);
  await expect(page.locator('.player')).toHaveCount(1);
  await pressRemote(page, 'back');
  await expect(page.locator('.player')).toHaveCount(0);
  await expect(page).toHaveURL(/channel=chan0004$/);
  await expect(page.locator('.live-hero')).toContainText('on Cinema Classic');
  await expect.poll(() => focusedKey(page)).toBe('live-play');
});

test('Tizen: a held CH+ skims channels in the banner and starts only the one it stops on', async ({
  page,
}) => {
  const manifests = liveManifests(page);
  await watchLive(page, 'chan0001');
  manifests.length = 0;
  const session = await page.context().newCDPSession(page);
  const send = (type: 'rawKeyDown' | 'keyUp', autoRepeat: boolean) =>
    session.send('Input.dispatchKeyEvent', {
      type,
      windowsVirtualKeyCode: 427,
      nativeVirtualKeyCode: 427,
      autoRepeat,
    });
  // One press, then three repeats 100 ms apart, then the key comes up.
  await send('rawKeyDown', false);
  for (let repeat = 0; repeat < 3; repeat += 1) {
    await page.waitForTimeout(100);
    await send('rawKeyDown', true);
  }
  await send('keyUp', false);
  // The first press started Nature 24 at once; the repeats only moved the banner; the channel the key
  // stopped on started once it settled (400 ms without a repeat). None in between started.
  await expect.poll(() => manifests.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(1_000);
  const final = new URL(page.url()).searchParams.get('channel') ?? '';
  expect(['chan0004', 'chan0005']).toContain(final);
  await expect(banner(page).locator('.channel-banner__channel-title')).not.toHaveText('Nature 24');
  await expectPlaying(page);
  expect([...new Set(manifests)]).toEqual(['chan0002', final]);
});

test('a held CH+ skims ten channels a second at most, however fast the remote repeats (issue 19)', async ({
  page,
}) => {
  await watchLive(page, 'chan0001');
  // Every channel the banner names, as it names them.
  await banner(page).evaluate((element) => {
    const names: string[] = [];
    (window as unknown as { bannerNames: string[] }).bannerNames = names;
    new MutationObserver(() => {
      const name = element.querySelector('.channel-banner__channel-title')?.textContent ?? '';
      if (name && names.at(-1) !== name) names.push(name);
    }).observe(element, { subtree: true, childList: true, characterData: true });
  });
  const session = await page.context().newCDPSession(page);
  const key = { windowsVirtualKeyCode: 427, nativeVirtualKeyCode: 427 };
  await session.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key });
  const started = Date.now();
  // Held past the platform's repeat delay, then repeating every 33 ms as a remote does.
  await page.waitForTimeout(500);
  for (let repeat = 0; repeat < 30; repeat += 1) {
    await session.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', autoRepeat: true, ...key });
    await page.waitForTimeout(33);
  }
  const skimmingMs = Date.now() - started - 500;
  await session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
  const names = await page.evaluate(() => (window as unknown as { bannerNames: string[] }).bannerNames);
  console.log(`Held CH+ 30 repeats over ${skimmingMs} ms: the banner named ${names.length} channels`);
  // The first press and then a step every 100 ms at most (src/domain/heldStepPace.ts), not one per repeat.
  expect(names.length).toBeGreaterThan(2);
  expect(names.length).toBeLessThanOrEqual(1 + Math.ceil(skimmingMs / HELD_STEP_MS) + 1);
  expect(names.length).toBeLessThan(30);
});

test('Android TV: the channel keys zap as on Tizen, previous channel by its key name', async ({ page }) => {
  await watchLive(page, 'chan0002', 'androidtv');
  await pressRemote(page, 'channelUp', 'androidtv');
  await expectChannel(page, 'chan0003', 'Kids Club');
  await pressRemote(page, 'channelDown', 'androidtv');
  await expectChannel(page, 'chan0002', 'Nature 24');
  await pressRemote(page, 'channelDown', 'androidtv');
  await expectChannel(page, 'chan0001', 'Channel One');
  await pressRemote(page, 'previousChannel', 'androidtv');
  await expectChannel(page, 'chan0002', 'Nature 24');
});

test('one element and one pipeline carry on from channel to channel; presses faster than a channel loads end on the last one, with no error', async ({
  page,
}) => {
  await watchLive(page, 'chan0001');
  await page.evaluate(() => {
    (document.querySelector('.player__video') as HTMLVideoElement & { zapMark?: boolean }).zapMark = true;
  });
  // Two presses 50 ms apart: the first channel is still loading when the second replaces it.
  await pressRemote(page, 'channelUp');
  await page.waitForTimeout(50);
  await pressRemote(page, 'channelUp');
  await expectChannel(page, 'chan0003', 'Kids Club');
  await pressRemote(page, 'channelUp');
  await expectChannel(page, 'chan0004', 'Cinema Classic');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The same element played all three, with one MediaSource behind it: nothing is left per zap. (That
  // the engine itself is kept is EngineSlot's unit test: nothing in the page tells hls.js instances apart.)
  expect(
    await page.evaluate(
      () => (document.querySelector('.player__video') as HTMLVideoElement & { zapMark?: boolean }).zapMark,
    ),
  ).toBe(true);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const session = await page.context().newCDPSession(page);
  expect(await liveInstances(session, 'MediaSource')).toBeLessThanOrEqual(1);
  await session.detach();
});

test("while a channel plays, its neighbours' master playlists are fetched, and CH+ starts from that copy", async ({
  page,
}) => {
  const masters: { channel: string; type: string }[] = [];
  page.on('request', (request) => {
    const match = /\/media\/live\/(chan\d+)\/master\.m3u8/.exec(request.url());
    if (match?.[1]) masters.push({ channel: match[1], type: request.resourceType() });
  });
  await watchLive(page, 'chan0002');
  // CH+ and CH− lead to Kids Club and Channel One: both are fetched (not by hls.js) once this one plays.
  await expect
    .poll(() =>
      masters
        .filter((entry) => entry.type === 'fetch')
        .map((entry) => entry.channel)
        .sort(),
    )
    .toEqual(['chan0001', 'chan0003']);
  const before = masters.length;
  await pressRemote(page, 'channelUp');
  await expectChannel(page, 'chan0003', 'Kids Club');
  // hls.js took Kids Club's master playlist from the prefetch: it asked the network for none.
  expect(masters.slice(before).filter((entry) => entry.channel === 'chan0003')).toEqual([]);
});

test('LG webOS, whose remote has no previous-channel or guide key: both are controls of the player', async ({
  page,
}) => {
  await watchLive(page, 'chan0001', 'webos');
  await pressRemote(page, 'channelUp', 'webos');
  await expectChannel(page, 'chan0002', 'Nature 24');
  // OK hides the banner and brings up the controls, play/pause focused; the channel controls follow it.
  await pressRemote(page, 'enter', 'webos');
  await expect.poll(() => focusedKey(page)).toBe('player-playPause');
  await pressRemote(page, 'right', 'webos');
  await expect.poll(() => focusedKey(page)).toBe('player-previousChannel');
  await expect(page.locator('[data-focus-key="player-previousChannel"]')).toHaveAttribute(
    'aria-label',
    'Previous channel',
  );
  await page.screenshot({ path: `${screenshotDir}/live-zap-webos-controls.png` });
  await pressRemote(page, 'enter', 'webos');
  await expectChannel(page, 'chan0001', 'Channel One');
  await pressRemote(page, 'enter', 'webos');
  await expect.poll(() => focusedKey(page)).toBe('player-playPause');
  await pressRemote(page, 'right', 'webos');
  await pressRemote(page, 'right', 'webos');
  await expect.poll(() => focusedKey(page)).toBe('player-guide');
  await pressRemote(page, 'enter', 'webos');
  await expect(page.locator('.player')).toHaveCount(0);
  await expect(page).toHaveURL(/channel=chan0001$/);
  await expect.poll(() => focusedKey(page)).toBe('live-play');
});
