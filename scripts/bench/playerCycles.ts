import { z } from 'zod';
import type { DeviceProfile } from '../../devices/index.ts';
import { heapSnapshotSizes } from './appHeap.ts';
import {
  backOutOfPlayer,
  type Cdp,
  evaluate,
  listenerCounts,
  pressKey,
  settledHeapAfterGc,
  type Viewport,
  waitForExpression,
} from './benchPage.ts';
import { openRawBenchPage } from './rawCdp.ts';

export interface PlayerSnapshot {
  cycle: number;
  jsHeap: number;
  domHeap: number | null;
  /** The app's own heap (appHeap.ts), at the first and last cycle only (a snapshot is slow). */
  appHeap: number | null;
  /** The DOM heap less Blink's performance-timeline records (appHeap.ts), first and last cycle only. */
  pageDomHeap: number | null;
  windowListeners: number;
  documentListeners: number;
}

export interface PlayerResult {
  /** OK to first frame per cycle, ms (null when no frame came); the first after FIRST_OK_AFTER_MS on the page. */
  okToFirstFrame: (number | null)[];
  /** After cycles 1, 10 and 20 (or the last), each after a forced GC. */
  snapshots: PlayerSnapshot[];
}

/**
 * The player's memory after cycle (or zap) `cycle`, the heap read once it stops falling; the heap
 * snapshot's figures (app heap, DOM heap without the timeline's records) only when `withSnapshot`, as a
 * snapshot is slow.
 */
export async function playerMemory(cdp: Cdp, cycle: number, withSnapshot: boolean): Promise<PlayerSnapshot> {
  const heap = await settledHeapAfterGc(cdp);
  const listeners = await listenerCounts(cdp);
  const sizes = withSnapshot ? await heapSnapshotSizes(cdp) : null;
  return {
    cycle,
    ...heap,
    appHeap: sizes?.app ?? null,
    pageDomHeap: sizes && heap.domHeap !== null ? heap.domHeap - sizes.timeline : null,
    windowListeners: listeners.window,
    documentListeners: listeners.document,
  };
}

/** The item the player memory test (test/e2e/playerMemory.spec.ts) uses: clear HLS, played by hls.js. */
const itemPath = '/m/m001demo/northern-lights';

/**
 * How long the first OK waits on the detail page: a viewer reads it before playing, and the page warms
 * the player once idle, at the latest 2 s after it shows (src/screens/media/useWarmPlayer.ts). Later
 * cycles press OK as soon as focus is back, as a viewer zapping in and out does.
 */
export const FIRST_OK_AFTER_MS = 3_000;

/**
 * Opens and closes the player `cycles` times by remote keys on one item, as a viewer zapping in and
 * out: OK on the detail page's start button, wait for playback, Back, focus back on the button.
 */
export async function playerCycles(
  origin: string,
  viewport: Viewport,
  device: DeviceProfile,
  cpuThrottle: number,
  cycles: number,
  open = openRawBenchPage,
): Promise<PlayerResult> {
  const bench = await open(origin, viewport, cpuThrottle);
  const { page, cdp } = bench;
  const startFocused = "document.activeElement?.getAttribute('data-focus-key') === 'detail-start'";
  const key = (action: 'enter' | 'back') => device.keys[action][0] ?? 0;
  try {
    await page.goto(`${origin}${itemPath}?device=${device.id}`);
    if (!(await waitForExpression(page, startFocused, 30_000))) throw new Error('Player: no start button');
    await new Promise((resolve) => setTimeout(resolve, FIRST_OK_AFTER_MS));
    const okToFirstFrame: (number | null)[] = [];
    const snapshots: PlayerSnapshot[] = [];
    const checkpoints = new Set([1, Math.min(10, cycles), cycles]);
    for (let cycle = 1; cycle <= cycles; cycle += 1) {
      await pressKey(cdp, key('enter'));
      okToFirstFrame.push(
        await evaluate(
          page,
          "window.__bench.waitForFirstFrame('.player__video', 30000)",
          z.number().nullable(),
        ),
      );
      // Played for real before closing, as the memory test does: engines and buffers are all in use.
      const playing = "(document.querySelector('.player__video')?.currentTime ?? 0) > 0.5";
      if (!(await waitForExpression(page, playing, 30_000)))
        throw new Error(`Player: cycle ${cycle} did not play`);
      if (!(await backOutOfPlayer(page, cdp, key('back'))))
        throw new Error(`Player: cycle ${cycle} did not close`);
      if (!(await waitForExpression(page, startFocused, 15_000)))
        throw new Error(`Player: cycle ${cycle} left focus elsewhere`);
      if (checkpoints.has(cycle))
        snapshots.push(await playerMemory(cdp, cycle, cycle === 1 || cycle === cycles));
    }
    return { okToFirstFrame, snapshots };
  } finally {
    await bench.close();
  }
}
