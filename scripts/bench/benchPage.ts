import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { z } from 'zod';

export { liveInstances } from '../../test/support/liveInstances.ts';

export const probePath = fileURLToPath(new URL('../../test/bench/probe.js', import.meta.url));
export const floorPath = fileURLToPath(new URL('../../test/bench/floor.html', import.meta.url));

export interface Viewport {
  width: number;
  height: number;
}

/** What the bench's helpers need of a DevTools session: Playwright's, or a raw one (rawCdp.ts). */
export type Cdp = Pick<CDPSession, 'send' | 'on' | 'off'>;

/** What the bench's helpers need of a page: Playwright's Page, or the raw page (rawCdp.ts). */
export interface PageDriver {
  goto(url: string): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  waitForTimeout(ms: number): Promise<void>;
}

/** A page with the probe injected, its DevTools session and the renderer throttled like a TV chipset. */
export interface BenchPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

/**
 * A fresh context per run: cold HTTP cache and storage, as a first visit. Cookies accepted, as the
 * e2e journeys start (the consent dialog is not what is measured).
 */
export async function openBenchPage(
  browser: Browser,
  origin: string,
  viewport: Viewport,
  cpuThrottle: number,
): Promise<BenchPage> {
  const context = await browser.newContext({
    viewport,
    storageState: {
      cookies: [
        {
          name: 'ott-cookies',
          value: 'accepted',
          domain: new URL(origin).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  });
  await context.addInitScript({ path: probePath });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  // Slows the renderer's main thread only (raster is not slowed): notes: measuring-performance.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  return { context, page, cdp };
}

/** Evaluates an expression in the page and checks what comes back (no functions are serialised). */
export async function evaluate<T>(page: PageDriver, expression: string, schema: z.ZodType<T>): Promise<T> {
  return schema.parse(await page.evaluate(expression));
}

/** A trusted key press as the remote sends it: key down and up through the DevTools protocol. */
export async function pressKey(cdp: Cdp, keyCode: number): Promise<void> {
  for (const type of ['rawKeyDown', 'keyUp'] as const) {
    await cdp.send('Input.dispatchKeyEvent', {
      type,
      windowsVirtualKeyCode: keyCode,
      nativeVirtualKeyCode: keyCode,
    });
  }
}

/**
 * A held remote key: one raw key-down, then auto-repeated key-downs every `repeatMs` while `holding`
 * (given the key-downs sent so far) says so, then the key-up. Returns the ms from the first key-down to
 * the last, before the key-up.
 */
export async function holdKey(
  cdp: CDPSession,
  keyCode: number,
  repeatMs: number,
  holding: (sent: number) => boolean | Promise<boolean>,
): Promise<number> {
  const key = { windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode };
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key });
  const pressed = performance.now();
  for (let sent = 1; await holding(sent); sent += 1) {
    await new Promise((resolve) => setTimeout(resolve, repeatMs));
    await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', autoRepeat: true, ...key });
  }
  const heldMs = performance.now() - pressed;
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
  return heldMs;
}

/** Chromium's counters (LayoutCount, RecalcStyleCount, Nodes, LayoutObjects, ...). */
export async function performanceMetrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
}

const heapUsageSchema = z.object({ usedSize: z.number(), embedderHeapUsedSize: z.number().optional() });

/** JS heap and DOM (embedder, Blink's Oilpan) heap after two forced collections. */
export async function heapAfterGc(cdp: Cdp): Promise<{ jsHeap: number; domHeap: number | null }> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = heapUsageSchema.parse(await cdp.send('Runtime.getHeapUsage'));
  return { jsHeap: usage.usedSize, domHeap: usage.embedderHeapUsedSize ?? null };
}

/** How many more readings settledHeapAfterGc takes once the heap has stopped falling, and how far apart. */
const FLOOR_READINGS = 4;
const FLOOR_READING_GAP_MS = 300;

/**
 * The heap after GC once it has stopped falling: a closed player's media pipeline is torn down in tasks
 * after the close, so a collection right then still finds part of it alive (measured: the DOM heap
 * 150 kB lower a moment later). Collects every 500 ms until the DOM heap falls by less than 1 %. Then
 * the lowest of a few more readings: what the page does meanwhile can be caught in flight by one
 * collection (likeliest: a detail page loading the next start's playlists and fragments). On a loaded
 * machine single readings after the heap had settled ran 130-310 kB (12-30 %) over the ones either side
 * of them (2026-11-30), which made the 20-cycle figure jump to +31 % or -21 % in some runs.
 */
export async function settledHeapAfterGc(cdp: Cdp): Promise<{ jsHeap: number; domHeap: number | null }> {
  let heap = await heapAfterGc(cdp);
  for (let round = 0; round < 8; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const next = await heapAfterGc(cdp);
    const falling = heap.domHeap !== null && next.domHeap !== null && next.domHeap < heap.domHeap * 0.99;
    heap = next;
    if (!falling) break;
  }
  for (let reading = 0; reading < FLOOR_READINGS; reading += 1) {
    await new Promise((resolve) => setTimeout(resolve, FLOOR_READING_GAP_MS));
    const next = await heapAfterGc(cdp);
    heap = {
      jsHeap: Math.min(heap.jsHeap, next.jsHeap),
      domHeap: heap.domHeap === null || next.domHeap === null ? null : Math.min(heap.domHeap, next.domHeap),
    };
  }
  return heap;
}

/** Listeners registered on window and on document. */
export async function listenerCounts(cdp: Cdp): Promise<{ window: number; document: number }> {
  const count = async (expression: string) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const found = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId ?? '' });
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId ?? '' });
    return found.listeners.length;
  };
  return { window: await count('window'), document: await count('document') };
}

/**
 * Waits until an expression in the page is truthy; false when `timeoutMs` passes first. Polled with
 * `page.evaluate` (DevTools' Runtime.evaluate, which the page's Content-Security-Policy does not
 * govern): `page.waitForFunction` evaluates a string with eval inside the page, which the app's policy
 * refuses (issue 18).
 */
export async function waitForExpression(
  page: PageDriver,
  expression: string,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A navigation in between destroys the context the expression ran in: that poll counts as false.
    if (await page.evaluate(expression).catch(() => false)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Back out of the player (issue 26): over a playing picture the first Back hides controls that are up,
 * the next closes; with none up, one Back closes. False when the player is still open 15 s later.
 */
export async function backOutOfPlayer(page: PageDriver, cdp: Cdp, backKey: number): Promise<boolean> {
  const open = "document.querySelector('.player') !== null";
  await pressKey(cdp, backKey);
  // Time for that Back to land: closing, or hiding the controls (which would look alike mid-way).
  await page.waitForTimeout(300);
  const settled = `!(${open}) || document.querySelector('.player--controls') === null`;
  if (!(await waitForExpression(page, settled, 15_000))) return false;
  if (await page.evaluate(open)) await pressKey(cdp, backKey);
  return waitForExpression(page, `!(${open})`, 15_000);
}
