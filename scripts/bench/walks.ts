import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { z } from 'zod';
import type { DeviceProfile } from '../../devices/index.ts';
import {
  type BenchPage,
  evaluate,
  floorPath,
  heapAfterGc,
  openBenchPage,
  performanceMetrics,
  pressKey,
  type Viewport,
  waitForExpression,
} from './benchPage.ts';

/** The Home walk's size: the issue-4 scale config (50 shelves of 40 cards); the floor page matches it. */
export const homeRows = 50;
export const cardsPerRow = 40;

/** A key of a walk: across moves along a row or through time, down moves between rows or channels. */
export interface WalkKey {
  code: number;
  axis: 'across' | 'down';
}

export interface WalkOptions {
  cpuThrottle: number;
  /** Cards to walk along the first shelf before going down through all shelves. */
  along: number;
  /** Idle time after each key's paint ("tap" mode). */
  idleMs: number;
}

/** What one walk measured: per-key samples and the state of the page after it. */
export interface WalkResult {
  firstFocusMs: number | null;
  /**
   * Navigation to the first focused card on the page's third visit, as a TV app starts on every launch
   * after its first two: the service worker installed (it registers once the first visit is idle) and
   * V8's code cache in use (Chromium writes it on a script's second load and reads it from the third).
   * Null for the floor and the guide, or when no service worker took control.
   */
  returnVisitFocusMs: number | null;
  /**
   * Key press to paint, ms, one per key whose focus moved, by axis: Left and Right, Up and Down (all of
   * them: keyToPaint). Issue 19: the two cost differently (a Right renders two cards and slides a track;
   * a Down scrolls the page and mounts the next row ahead).
   */
  keyToPaintAcross: number[];
  keyToPaintDown: number[];
  /** Keys after which focus did not move within the timeout. */
  missedKeys: number;
  /** Event Timing keydown durations; keys under 16 ms make no entry and count as 16. */
  eventTiming: number[];
  keys: number;
  longTasks: number;
  layoutsPerKey: number;
  styleRecalcsPerKey: number;
  domElements: number;
  layoutObjects: number;
  jsHeap: number;
  domHeap: number | null;
  calibrationMs: number;
}

/** Every key's press to paint in a walk, both axes. */
export function keyToPaint(run: Pick<WalkResult, 'keyToPaintAcross' | 'keyToPaintDown'>): number[] {
  return [...run.keyToPaintAcross, ...run.keyToPaintDown];
}

const numberOrNull = z.number().nullable();

/** Presses each key in "tap" mode: press, wait for the paint that shows the new focus, stay idle. */
async function tapKeys(bench: BenchPage, keys: readonly WalkKey[], idleMs: number) {
  const { page, cdp } = bench;
  const offset = await evaluate(page, 'window.__bench.keys.length', z.number());
  const samples: Record<WalkKey['axis'], number[]> = { across: [], down: [] };
  let missed = 0;
  for (const [index, { code, axis }] of keys.entries()) {
    await pressKey(cdp, code);
    const sample = await evaluate(page, `window.__bench.waitForKey(${offset + index}, 3000)`, numberOrNull);
    if (sample === null) missed += 1;
    else samples[axis].push(sample);
    await page.waitForTimeout(idleMs);
  }
  return { samples, missed };
}

/** Runs a key walk on a page whose first focus has landed and reads everything the table needs. */
async function measureWalk(
  bench: BenchPage,
  keys: readonly WalkKey[],
  options: WalkOptions,
): Promise<WalkResult> {
  const { page, cdp } = bench;
  const firstFocusMs = await evaluate(page, 'window.__bench.firstFocus', numberOrNull);
  const calibrationMs = await evaluate(page, 'window.__bench.calibrate()', z.number());
  const eventsBefore = await evaluate(page, 'window.__bench.eventDurations.length', z.number());
  const longTasksBefore = await evaluate(page, 'window.__bench.longTasks', z.number());
  const before = await performanceMetrics(cdp);
  const { samples, missed } = await tapKeys(bench, keys, options.idleMs);
  const after = await performanceMetrics(cdp);
  const events = await evaluate(
    page,
    `window.__bench.eventDurations.slice(${eventsBefore})`,
    z.array(z.number()),
  );
  const longTasks = (await evaluate(page, 'window.__bench.longTasks', z.number())) - longTasksBefore;
  const domElements = await evaluate(page, "document.getElementsByTagName('*').length", z.number());
  const heap = await heapAfterGc(cdp);
  // Layout objects are garbage-collected (Oilpan): the counter includes detached ones until a GC.
  const afterGc = await performanceMetrics(cdp);
  const delta = (name: string) => ((after[name] ?? 0) - (before[name] ?? 0)) / keys.length;
  return {
    firstFocusMs,
    returnVisitFocusMs: null,
    keyToPaintAcross: samples.across,
    keyToPaintDown: samples.down,
    missedKeys: missed,
    eventTiming: [...events, ...Array.from({ length: Math.max(0, keys.length - events.length) }, () => 16)],
    keys: keys.length,
    longTasks,
    layoutsPerKey: delta('LayoutCount'),
    styleRecalcsPerKey: delta('RecalcStyleCount'),
    domElements,
    layoutObjects: afterGc.LayoutObjects ?? 0,
    jsHeap: heap.jsHeap,
    domHeap: heap.domHeap,
    calibrationMs,
  };
}

/** `count` presses of one of the device's keys. */
function walkKeys(device: DeviceProfile, action: 'up' | 'down' | 'left' | 'right', count: number): WalkKey[] {
  const code = device.keys[action][0] ?? 0;
  const axis = action === 'up' || action === 'down' ? 'down' : 'across';
  return Array.from({ length: count }, () => ({ code, axis }));
}

/** Right along the first shelf, then down through every shelf: the Home walk and the floor walk alike. */
function shelfWalkKeys(device: DeviceProfile, along: number): WalkKey[] {
  return [...walkKeys(device, 'right', along), ...walkKeys(device, 'down', homeRows - 1)];
}

export async function withPage<T>(
  browser: Browser,
  origin: string,
  viewport: Viewport,
  cpuThrottle: number,
  work: (bench: BenchPage) => Promise<T>,
): Promise<T> {
  const bench = await openBenchPage(browser, origin, viewport, cpuThrottle);
  try {
    return await work(bench);
  } finally {
    await bench.context.close();
  }
}

/** Serves the scale config: 50 shelves of the 74-item search playlist, 40 cards walked per row. */
async function routeScaleConfig(context: BrowserContext) {
  await context.route('**/apps/configs/ottdemo1.json', async (route) => {
    const response = await route.fetch();
    const config = z.record(z.string(), z.unknown()).parse(await response.json());
    config.content = Array.from({ length: homeRows }, (_, index) => ({
      contentId: 'search01',
      type: 'playlist',
      title: `Row ${index + 1}`,
    }));
    await route.fulfill({ response, json: config });
  });
}

const firstCardFocused = 'window.__bench.firstFocus !== null && window.__bench.firstFocus > 0';

/** Home with the scale config, its first card focused. */
export async function openScaleHome(bench: BenchPage, origin: string, device: DeviceProfile) {
  await routeScaleConfig(bench.context);
  await bench.page.goto(`${origin}/?device=${device.id}`);
  if (!(await waitForExpression(bench.page, firstCardFocused, 30_000)))
    throw new Error('Home: no card focused');
}

/** The floor page at the scale config's size, its first card focused. */
export async function openFloor(bench: BenchPage, origin: string) {
  // Served at the app's origin by the bench itself (no server work): the floor is the browser alone.
  const html = readFileSync(floorPath, 'utf8');
  await bench.context.route('**/__bench/floor.html*', (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
  await bench.page.goto(`${origin}/__bench/floor.html?rows=${homeRows}&cards=${cardsPerRow}`);
  if (!(await waitForExpression(bench.page, firstCardFocused, 30_000)))
    throw new Error('Floor: no card focused');
}

/** Idle time after a visit's first focus, for the work the app defers to idle (the worker's registration). */
const VISIT_IDLE_MS = 2000;

/**
 * Home's first focus on the third visit (WalkResult.returnVisitFocusMs), on a page whose first visit
 * is done: null when no service worker takes control of it within 30 s.
 */
async function returnVisitFocus(bench: BenchPage, origin: string, device: DeviceProfile) {
  if (!(await waitForExpression(bench.page, '!!navigator.serviceWorker.controller', 30_000))) return null;
  for (const visit of [2, 3]) {
    await bench.page.waitForTimeout(VISIT_IDLE_MS);
    await bench.page.goto(`${origin}/?device=${device.id}`);
    if (!(await waitForExpression(bench.page, firstCardFocused, 30_000)))
      throw new Error(`Home, visit ${visit}: no card focused`);
  }
  return evaluate(bench.page, 'window.__bench.firstFocus', numberOrNull);
}

export function homeWalk(
  browser: Browser,
  origin: string,
  viewport: Viewport,
  device: DeviceProfile,
  options: WalkOptions,
): Promise<WalkResult> {
  return withPage(browser, origin, viewport, options.cpuThrottle, async (bench) => {
    await openScaleHome(bench, origin, device);
    const walk = await measureWalk(bench, shelfWalkKeys(device, options.along), options);
    return { ...walk, returnVisitFocusMs: await returnVisitFocus(bench, origin, device) };
  });
}

export function floorWalk(
  browser: Browser,
  origin: string,
  viewport: Viewport,
  device: DeviceProfile,
  options: WalkOptions,
): Promise<WalkResult> {
  return withPage(browser, origin, viewport, options.cpuThrottle, async (bench) => {
    await openFloor(bench, origin);
    return measureWalk(bench, shelfWalkKeys(device, options.along), options);
  });
}

/** The guide's container; the EPG work adds it (issue: programme guide). */
export const guideSelector = '[data-epg-grid]';

/**
 * The guide walk on the live channels playlist: right and left through programmes, down and up
 * through channels. Null when this build has no guide (no [data-epg-grid] within a few seconds).
 */
export function guideWalk(
  browser: Browser,
  origin: string,
  viewport: Viewport,
  device: DeviceProfile,
  options: WalkOptions,
): Promise<WalkResult | null> {
  return withPage(browser, origin, viewport, options.cpuThrottle, async (bench) => {
    await bench.page.goto(`${origin}/p/channels?device=${device.id}`);
    const present = await waitForExpression(
      bench.page,
      `document.querySelector('${guideSelector}') !== null`,
      8_000,
    );
    if (!present) return null;
    const focusInGrid = `document.querySelector('${guideSelector}').contains(document.activeElement)`;
    if (!(await waitForExpression(bench.page, focusInGrid, 10_000))) {
      // Focus may start in the menu or a header: one Right usually enters the grid.
      await pressKey(bench.cdp, device.keys.right[0] ?? 0);
      if (!(await waitForExpression(bench.page, focusInGrid, 5_000))) return null;
    }
    // Time first, on the first channel (the sample's last channel has no schedule to move along),
    // then down through every channel and back, and back in time. The guide shows today, and the
    // sample's schedules follow the clock: in the afternoon there is room earlier in the day, in the
    // morning later, so the walk goes where there is room and every key moves.
    const hour = Number(await bench.page.evaluate('new Date().getHours()'));
    const [along, back] = hour >= 12 ? (['left', 'right'] as const) : (['right', 'left'] as const);
    const keys = [
      ...walkKeys(device, along, 10),
      ...walkKeys(device, 'down', 5),
      ...walkKeys(device, 'up', 5),
      ...walkKeys(device, back, 10),
    ];
    return measureWalk(bench, keys, options);
  });
}
