import { z } from 'zod';
import type { DeviceProfile } from '../../devices/index.ts';
import {
  backOutOfPlayer,
  evaluate,
  liveInstances,
  pressKey,
  type Viewport,
  waitForExpression,
} from './benchPage.ts';
import { type PlayerSnapshot, playerMemory } from './playerCycles.ts';
import { openRawBenchPage } from './rawCdp.ts';

/** The player's memory after a zap, with the media pipeline objects still alive. */
export interface ZapSnapshot extends PlayerSnapshot {
  mediaSources: number;
  sourceBuffers: number;
}

export interface LiveResult {
  /** OK on 'Watch live' to the channel's first frame, per start (ms; null when no frame came). */
  watchLiveToFirstFrame: (number | null)[];
  /** CH+ to the new channel's first frame, per zap. */
  zapToFirstFrame: (number | null)[];
  /** After zaps 1, half way and the last, each after a forced GC (`cycle` counts zaps). */
  snapshots: ZapSnapshot[];
}

const video = '.player__video';
/** The zapping hook settles a channel after this much quiet; the next press waits longer than it. */
const SETTLE_MS = 700;

/**
 * Live TV as a viewer with a remote meets it (issue 25), on the sample channels: OK on 'Watch live'
 * from the guide `starts` times (Back to the guide in between), then `zaps` presses of CH+ with the
 * channel played a moment after each, the player memory taken along the way.
 */
export async function liveZapping(
  origin: string,
  viewport: Viewport,
  device: DeviceProfile,
  cpuThrottle: number,
  { starts, zaps }: { starts: number; zaps: number },
): Promise<LiveResult | null> {
  const channelUp = device.keys.channelUp[0];
  if (channelUp === undefined) throw new Error(`Live: ${device.id} has no channel-up key`);
  const bench = await openRawBenchPage(origin, viewport, cpuThrottle);
  const { page, cdp } = bench;
  const key = (action: 'enter' | 'back') => device.keys[action][0] ?? 0;
  const focused = (focusKey: string) =>
    `document.activeElement?.getAttribute('data-focus-key') === '${focusKey}'`;
  // Live positions start far from 0: playing means not paused, with data ahead of the position.
  const playing = `((v) => v !== null && !v.paused && v.readyState >= 3)(document.querySelector('${video}'))`;
  try {
    await page.goto(`${origin}/p/channels?device=${device.id}&channel=chan0001`);
    if (!(await waitForExpression(page, focused('epg-grid'), 30_000))) return null;
    await pressKey(cdp, key('enter'));
    if (!(await waitForExpression(page, focused('live-play'), 10_000)))
      throw new Error('Live: no Watch live');
    const watchLiveToFirstFrame: (number | null)[] = [];
    for (let start = 1; start <= starts; start += 1) {
      await pressKey(cdp, key('enter'));
      watchLiveToFirstFrame.push(
        await evaluate(page, `window.__bench.waitForFirstFrame('${video}', 30000)`, z.number().nullable()),
      );
      if (!(await waitForExpression(page, playing, 30_000)))
        throw new Error(`Live: start ${start} did not play`);
      if (start === starts) break;
      if (!(await backOutOfPlayer(page, cdp, key('back'))))
        throw new Error(`Live: start ${start} did not close`);
      if (!(await waitForExpression(page, focused('live-play'), 15_000)))
        throw new Error(`Live: start ${start} left focus elsewhere`);
    }
    const zapToFirstFrame: (number | null)[] = [];
    const snapshots: ZapSnapshot[] = [];
    const checkpoints = new Set([1, Math.ceil(zaps / 2), zaps]);
    for (let zap = 1; zap <= zaps; zap += 1) {
      const before = await evaluate(
        page,
        `[document.querySelector('${video}')?.src ?? '', window.__bench.keys.length]`,
        z.tuple([z.string(), z.number()]),
      );
      await pressKey(cdp, channelUp);
      zapToFirstFrame.push(
        await evaluate(
          page,
          `window.__bench.waitForSourceFrame('${video}', ${JSON.stringify(before[0])}, ${before[1]}, 30000)`,
          z.number().nullable(),
        ),
      );
      if (!(await waitForExpression(page, playing, 30_000))) throw new Error(`Live: zap ${zap} did not play`);
      await page.waitForTimeout(SETTLE_MS);
      if (checkpoints.has(zap)) {
        snapshots.push({
          ...(await playerMemory(cdp, zap, zap === 1 || zap === zaps)),
          mediaSources: await liveInstances(cdp, 'MediaSource'),
          sourceBuffers: await liveInstances(cdp, 'SourceBuffer'),
        });
      }
    }
    return { watchLiveToFirstFrame, zapToFirstFrame, snapshots };
  } finally {
    await bench.close();
  }
}
