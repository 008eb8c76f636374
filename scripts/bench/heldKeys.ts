import type { Browser } from 'playwright-core';
import { z } from 'zod';
import type { DeviceProfile } from '../../devices/index.ts';
import { type BenchPage, evaluate, holdKey, type Viewport } from './benchPage.ts';
import { cardsPerRow, homeRows, openFloor, openScaleHome, withPage } from './walks.ts';

/** One held key: how far focus went while it was held and after it came up. */
export interface HeldKeyRun {
  /** Key-downs sent: the first press and its auto-repeats. */
  keyDowns: number;
  /** From the first key-down to the key-up. */
  heldMs: number;
  /** Focus moves while the key was down. */
  steps: number;
  /** Focus moves in the second after the key-up: the queued work a viewer sees as overshoot. */
  overshoot: number;
}

/** Down through the 50 shelves and Right along a 40-card shelf, on the app and on the floor page. */
export interface HeldKeysResult {
  app: { down: HeldKeyRun; right: HeldKeyRun };
  floor: { down: HeldKeyRun; right: HeldKeyRun };
}

/**
 * A remote's auto-repeat: a key-down every 33 ms (the e2e held-key tests send the same). At 4x each
 * DevTools key event waits for the renderer, so the repeats arrive about every 60 ms: steps per key-down
 * is the figure that does not depend on it.
 */
const REPEAT_MS = 33;
const SETTLE_MS = 1_000;

const countFocusMoves = `(() => {
  window.__focusMoves = 0;
  document.addEventListener('focusin', () => { window.__focusMoves += 1; }, true);
})()`;
const focusMoves = (bench: BenchPage) => evaluate(bench.page, 'window.__focusMoves', z.number());

/**
 * Holds one key for `keyDowns` key-downs, as the remote sends them. Fewer key-downs than there are steps to take (49 rows down, 39
 * cards along), so "one step per repeat" is possible all the way and the overshoot is not cut short
 * by the end of the page.
 */
async function holdFor(bench: BenchPage, keyCode: number, keyDowns: number): Promise<HeldKeyRun> {
  const before = await focusMoves(bench);
  const heldMs = await holdKey(bench.cdp, keyCode, REPEAT_MS, (sent) => sent < keyDowns);
  const atRelease = await focusMoves(bench);
  await bench.page.waitForTimeout(SETTLE_MS);
  const settled = await focusMoves(bench);
  return { keyDowns, heldMs, steps: atRelease - before, overshoot: settled - atRelease };
}

async function holdDownAndRight(bench: BenchPage, device: DeviceProfile) {
  const code = (action: 'down' | 'right') => device.keys[action][0] ?? 0;
  await evaluate(bench.page, countFocusMoves, z.undefined());
  const right = await holdFor(bench, code('right'), Math.min(30, cardsPerRow - 10));
  const down = await holdFor(bench, code('down'), Math.min(40, homeRows - 10));
  return { down, right };
}

/**
 * Issue 19, held keys: holding Right along the first of the scale Home's 50 shelves of 40 cards, then
 * Down through the shelves, at the bench's CPU throttle; the plain-JS floor page the same way.
 */
export async function heldKeys(
  browser: Browser,
  origin: string,
  viewport: Viewport,
  device: DeviceProfile,
  cpuThrottle: number,
): Promise<HeldKeysResult> {
  const app = await withPage(browser, origin, viewport, cpuThrottle, async (bench) => {
    await openScaleHome(bench, origin, device);
    return holdDownAndRight(bench, device);
  });
  const floor = await withPage(browser, origin, viewport, cpuThrottle, async (bench) => {
    await openFloor(bench, origin);
    return holdDownAndRight(bench, device);
  });
  return { app, floor };
}
