import { expect, type Page, test } from '@playwright/test';
import { deviceProfiles, type RemoteAction } from '../../devices/index.ts';
import { cursor, grid, openFiftyChannels } from './guide.ts';
import { focusedKey, pressRemote, screenshotDir } from './remote.ts';

/**
 * Holding a key on the remote (issue 6: the guide must not lag). A held key arrives as repeated keydown
 * events flagged `repeat`, then one keyup. The guide may take fewer steps than repeats (the profile
 * throttles repeats) but must move one step at a time, and stop where it is the moment the key is
 * released: no moves queued up behind the viewer's finger. Checked by behaviour, never by timings: every
 * cursor state the grid commits is recorded in the page, with the animation frame it came in.
 */

const tizen = deviceProfiles.find((profile) => profile.id === 'tizen');
if (!tizen) throw new Error('No tizen profile');
/**
 * A remote's auto-repeat: a keydown every 33 ms, sent on the clock. The app takes each repeat that finds
 * the step before it painted and drops those that pile up behind a slow step (heldKeyThrottle.ts).
 */
const REPEAT_MS = 33;
/** Frames watched after the key is released; nothing may move in any of them. */
const FRAMES_AFTER_RELEASE = 30;

interface Trace {
  /** Each cursor state the grid committed: 'channel|slot'. */
  states: string[];
  /** The animation frame each state was committed in. */
  frames: number[];
  frame: number;
  keyUpFrame: number;
  atKeyUp: string;
}
type TracedWindow = Window & { guideTrace?: Trace };

/** Starts recording the grid's cursor states and the frame of the next keyup. */
function startTrace(page: Page) {
  return grid(page).evaluate((element) => {
    const read = () =>
      `${element.getAttribute('data-cursor-channel')}|${element.getAttribute('data-cursor-slot')}`;
    const trace: Trace = { states: [read()], frames: [0], frame: 0, keyUpFrame: -1, atKeyUp: '' };
    (window as TracedWindow).guideTrace = trace;
    new MutationObserver(() => {
      const state = read();
      if (state === trace.states.at(-1)) return;
      trace.states.push(state);
      trace.frames.push(trace.frame);
    }).observe(element, { attributes: true, attributeFilter: ['data-cursor-channel', 'data-cursor-slot'] });
    const tick = () => {
      trace.frame += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    // Capture phase: read before the app's own keyup handling.
    window.addEventListener(
      'keyup',
      () => {
        trace.keyUpFrame = trace.frame;
        trace.atKeyUp = read();
      },
      { capture: true, once: true },
    );
  });
}

async function readTrace(page: Page): Promise<Trace> {
  const trace = await page.evaluate(() => (window as TracedWindow).guideTrace);
  if (!trace) throw new Error('No trace');
  return trace;
}

/**
 * Holds a remote key: one keydown, then repeats (`autoRepeat`, so `event.repeat` is set) every
 * REPEAT_MS until `done()` or `maxRepeats`, then the keyup; then watches FRAMES_AFTER_RELEASE frames.
 * Repeats are sent on the clock, not after the page has handled the one before: when the page is busy
 * they queue up in the browser as they do on a TV, and the keyup comes after them.
 */
async function holdKey(page: Page, action: RemoteAction, done: () => Promise<boolean>, maxRepeats = 400) {
  const keyCode = tizen?.keys[action][0];
  if (keyCode === undefined) throw new Error(`No key for ${action}`);
  await startTrace(page);
  const session = await page.context().newCDPSession(page);
  const send = (type: 'rawKeyDown' | 'keyUp', autoRepeat: boolean) =>
    session.send('Input.dispatchKeyEvent', {
      type,
      windowsVirtualKeyCode: keyCode,
      nativeVirtualKeyCode: keyCode,
      autoRepeat,
    });
  const sent = [send('rawKeyDown', false)];
  let stop = false;
  const watching = (async () => {
    while (!stop) {
      if (await done()) stop = true;
      // A macrotask between checks, so the sending loop's timer gets its turn.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  while (!stop && sent.length <= maxRepeats) {
    await page.waitForTimeout(REPEAT_MS);
    if (!stop) sent.push(send('rawKeyDown', true));
  }
  stop = true;
  await watching;
  await send('keyUp', false);
  await Promise.all(sent);
  await session.detach();
  const repeats = sent.length - 1;
  await expect
    .poll(async () => {
      const trace = await readTrace(page);
      return trace.keyUpFrame >= 0 && trace.frame >= trace.keyUpFrame + FRAMES_AFTER_RELEASE;
    })
    .toBe(true);
  const trace = await readTrace(page);
  return { trace, repeats };
}

/** Nothing moved after the key came up, and the cursor stayed where it was then. */
function expectStoppedAtRelease(trace: Trace) {
  expect(trace.frames.filter((frame) => frame > trace.keyUpFrame)).toEqual([]);
  expect(trace.states.at(-1)).toBe(trace.atKeyUp);
}

/** The cursor's cell (or channel) lies inside the grid's viewport once the slide has settled. */
async function expectCursorInView(page: Page) {
  await expect
    .poll(() =>
      grid(page).evaluate((element) => {
        const box = element.getBoundingClientRect();
        const target = element.querySelector('.epg__cell.is-focused, .epg__channel.is-focused');
        const rect = target?.getBoundingClientRect();
        return Boolean(
          rect && rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1 && rect.left < box.right,
        );
      }),
    )
    .toBe(true);
}

const channelNumber = (state: string) => Number(state.slice('bulk'.length, 'bulk'.length + 4));

test('holding Down through 50 channels: one channel per step, and the cursor stops the moment the key comes up', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openFiftyChannels(page);

  // Held to channel 36 of 50 and released: queued moves would carry it on down the list.
  const { trace, repeats } = await holdKey(
    page,
    'down',
    async () => ((await cursor(page)).channel ?? '') >= 'bulk0035',
  );
  expectStoppedAtRelease(trace);
  const channels = trace.states.map(channelNumber);
  expect(channels[0]).toBe(0);
  expect(channels.at(-1)).toBeGreaterThanOrEqual(35);
  // One channel per step: none skipped, none revisited.
  expect(channels.slice(1).every((channel, index) => channel === (channels[index] ?? -2) + 1)).toBe(true);
  // At most one step per key-down (the first press and its repeats).
  expect(channels.length - 1).toBeLessThanOrEqual(repeats + 1);
  await expectCursorInView(page);
  expect(await focusedKey(page)).toBe('epg-grid');

  // Held past the last channel: it stays on the last one, in view, and focus stays in the guide.
  const { trace: end } = await holdKey(page, 'down', async () => (await cursor(page)).channel === 'bulk0049');
  const more = await holdKey(page, 'down', async () => false, 10);
  expect(end.states.at(-1)).toMatch(/^bulk0049\|/);
  expect(more.trace.states).toEqual([end.states.at(-1)]);
  expectStoppedAtRelease(more.trace);
  await expectCursorInView(page);
  expect(await focusedKey(page)).toBe('epg-grid');
  await page.screenshot({ path: `${screenshotDir}/live-guide-held-down.png` });
  console.log(
    `Held Down: ${repeats} repeats moved ${channels.length - 1} channels; stopped at ${trace.atKeyUp}`,
  );
});

test('holding Left then Right along the day: one programme per step, and the cursor stops the moment the key comes up', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openFiftyChannels(page);
  // The programmes of the day in order (every channel is a copy of Channel One: no gaps).
  const schedule = await (
    await page.request.get('/v1/schedules/chan0001.json', {
      headers: { 'API-KEY': 'demo-schedule-token-chan0001' },
    })
  ).json();
  const order: string[] = schedule.programs
    .filter((programme: { title?: string; endTime?: string }) => programme.title && programme.endTime)
    .sort((a: { startTime: string }, b: { startTime: string }) => a.startTime.localeCompare(b.startTime))
    .map((programme: { id: string }) => programme.id);
  const slotsOf = (trace: Trace) => trace.states.map((state) => state.split('|')[1] ?? '');
  /** Each step moved to the programme next to the last one (direction -1 or 1); '' is the channel. */
  const expectAdjacent = (slots: string[], direction: -1 | 1) => {
    const positions = slots.filter(Boolean).map((slot) => order.indexOf(slot));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(
      positions.slice(1).every((position, index) => position === (positions[index] ?? 0) + direction),
    ).toBe(true);
  };

  // Left to the start of the day, ending on the channel itself, and held on there for half a second:
  // the repeats stop at the guide's edge (they used to run on into the menu).
  let onChannelSince: number | undefined;
  const left = await holdKey(page, 'left', async () => {
    if ((await cursor(page)).slot !== '') return false;
    onChannelSince ??= Date.now();
    return Date.now() - onChannelSince > 500;
  });
  expectAdjacent(slotsOf(left.trace), -1);
  expect(slotsOf(left.trace).at(-1)).toBe('');
  expectStoppedAtRelease(left.trace);
  expect(await focusedKey(page)).toBe('epg-grid');
  // A fresh press leaves the guide; Right comes back to the channel.
  await pressRemote(page, 'left');
  await expect.poll(() => focusedKey(page)).not.toBe('epg-grid');
  await pressRemote(page, 'right');
  await expect.poll(() => focusedKey(page)).toBe('epg-grid');
  expect((await cursor(page)).slot).toBe('');

  // Right through a dozen programmes and released: the window follows, nothing moves after the keyup.
  const right = await holdKey(page, 'right', async () => {
    const slot = (await cursor(page)).slot ?? '';
    return order.indexOf(slot) >= order.indexOf(slotsOf(left.trace).at(-2) ?? '') + 12;
  });
  const walked = slotsOf(right.trace).filter(Boolean);
  expect(walked.length).toBeGreaterThanOrEqual(12);
  expectAdjacent(slotsOf(right.trace), 1);
  expectStoppedAtRelease(right.trace);
  await expectCursorInView(page);
  expect(await focusedKey(page)).toBe('epg-grid');
  await page.screenshot({ path: `${screenshotDir}/live-guide-held-right.png` });
  console.log(
    `Held Left: ${left.repeats} repeats, ${left.trace.states.length - 1} steps; Right: ${right.repeats} repeats, ${right.trace.states.length - 1} steps`,
  );
});
