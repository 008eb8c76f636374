import type { Browser } from 'playwright-core';
import { z } from 'zod';
import type { DeviceProfile } from '../../devices/index.ts';
import { evaluate, holdKey, openBenchPage, type Viewport, waitForExpression } from './benchPage.ts';

export interface SeekResult {
  /** Holding Right (repeats every 33 ms, as a remote sends them) until the preview reached 45:00. */
  holdToTargetMs: number | null;
  /** From letting go to the picture playing at the target. */
  releaseToPlayingMs: number | null;
}

const TARGET_SECONDS = 45 * 60;
const REPEAT_MS = 33;
const GIVE_UP_MS = 30_000;

/**
 * Issue 26: seek to 45:00 of a 60-minute programme (a catch-up hour of Nature 24) by holding Right,
 * as a viewer would; the figure is how long the key was held (goal: 5 s or less).
 */
export async function trickPlaySeek(
  browser: Browser,
  origin: string,
  viewport: Viewport,
  device: DeviceProfile,
  cpuThrottle: number,
): Promise<SeekResult> {
  const right = device.keys.right[0];
  if (right === undefined) throw new Error(`Seek: ${device.id} has no Right key`);
  const bench = await openBenchPage(browser, origin, viewport, cpuThrottle);
  const { page, cdp } = bench;
  const hour = 3_600_000;
  const start = Math.floor(Date.now() / hour) * hour - 2 * hour;
  const iso = (ms: number) => new Date(ms).toISOString();
  const video = `document.querySelector('.player__video')`;
  const previewed = `Number(document.querySelector('[role="slider"]')?.getAttribute('aria-valuenow') ?? -1)`;
  try {
    await page.goto(
      `${origin}/p/channels?device=${device.id}&channel=chan0002&play=1&start=${iso(start)}&end=${iso(start + hour)}`,
    );
    if (!(await waitForExpression(page, `((v) => v !== null && v.currentTime > 1)(${video})`, 30_000)))
      throw new Error('Seek: the programme did not play');
    const started = performance.now();
    let reached = false;
    const heldMs = await holdKey(cdp, right, REPEAT_MS, async (sent) => {
      if (sent > 1) reached = (await evaluate(page, previewed, z.number())) >= TARGET_SECONDS;
      return !reached && performance.now() - started < GIVE_UP_MS;
    });
    const released = performance.now();
    const holdToTargetMs = reached ? heldMs : null;
    const playing = await waitForExpression(
      page,
      `((v) => v !== null && !v.paused && v.readyState >= 3 && v.currentTime >= ${TARGET_SECONDS - 1})(${video})`,
      30_000,
    );
    return { holdToTargetMs, releaseToPlayingMs: playing ? performance.now() - released : null };
  } finally {
    await bench.context.close();
  }
}
