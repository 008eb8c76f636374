import type { PerformanceBudgets } from '../../devices/deviceProfileSchema.ts';
import type { BundleFigures } from './bundleSize.ts';
import { type EvaluatedFigure, evaluateFigure, type Figure } from './figures.ts';
import type { HeldKeyRun, HeldKeysResult } from './heldKeys.ts';
import type { LiveResult } from './liveZapping.ts';
import { FIRST_OK_AFTER_MS, type PlayerResult } from './playerCycles.ts';
import { median, percentile } from './stats.ts';
import type { SeekResult } from './trickPlaySeek.ts';
import { keyToPaint, type WalkResult } from './walks.ts';

export interface ViewportRuns {
  label: string;
  app: WalkResult[];
  floor: WalkResult[];
}

export interface BenchResults {
  bundle: BundleFigures;
  viewports: ViewportRuns[];
  /** Null when this build has no guide. */
  guide: WalkResult[] | null;
  player: PlayerResult | null;
  /** Null when skipped, or when this build has no guide. */
  live?: LiveResult | null;
  /** Trick play; null when skipped, or when this build has no guide. */
  seek?: SeekResult | null;
  /** Held Right and Down on Home and on the floor page; null when skipped. */
  held?: HeldKeysResult | null;
}

const kB = (bytes: number) => bytes / 1000;
const MB = (bytes: number) => bytes / 1e6;

/** The median over repeats of one per-run figure; null without runs. */
function acrossRuns(runs: readonly WalkResult[], pick: (run: WalkResult) => number | null): number | null {
  const values = runs.map(pick).filter((value): value is number => value !== null && !Number.isNaN(value));
  return values.length === 0 ? null : median(values);
}

const p50 = (samples: readonly number[]) => percentile(samples, 50);
const p95 = (samples: readonly number[]) => percentile(samples, 95);

/** Key-to-paint and first-focus figures of one walk, each beside the floor's when there is one. */
function walkFigures(
  group: string,
  app: readonly WalkResult[],
  floor: readonly WalkResult[],
  budgets: PerformanceBudgets | undefined,
  withFloorFocus: boolean,
): Figure[] {
  const floorValue = (pick: (run: WalkResult) => number | null) => acrossRuns(floor, pick) ?? undefined;
  const msVsFloor = (label: string, pick: (run: WalkResult) => number): Figure => ({
    group,
    label,
    unit: 'ms',
    value: acrossRuns(app, pick),
    floor: floorValue(pick),
  });
  const figures: Figure[] = [];
  if (withFloorFocus) {
    figures.push({
      group,
      label: 'navigation to first focused card',
      unit: 'ms',
      value: acrossRuns(app, (run) => run.firstFocusMs),
      floor: floorValue((run) => run.firstFocusMs),
      budget: budgets && { on: 'value', max: budgets.firstFocusMs },
    });
    figures.push({
      group,
      label: 'navigation to first focused card, third visit (service worker, code cache)',
      unit: 'ms',
      value: acrossRuns(app, (run) => run.returnVisitFocusMs),
    });
  }
  figures.push(
    {
      group,
      label: 'key to paint p50',
      unit: 'ms',
      value: acrossRuns(app, (run) => p50(keyToPaint(run))),
      floor: floorValue((run) => p50(keyToPaint(run))),
      budget: budgets && { on: 'ratio', max: budgets.keyToPaintP50VsFloor },
    },
    {
      group,
      label: 'key to paint p95',
      unit: 'ms',
      value: acrossRuns(app, (run) => p95(keyToPaint(run))),
      floor: floorValue((run) => p95(keyToPaint(run))),
      budget: budgets && { on: 'value', max: budgets.keyToPaintP95Ms },
    },
    msVsFloor('key to paint p50, Left/Right', (run) => p50(run.keyToPaintAcross)),
    msVsFloor('key to paint p50, Up/Down', (run) => p50(run.keyToPaintDown)),
    msVsFloor('Event Timing keydown p50', (run) => p50(run.eventTiming)),
    msVsFloor('Event Timing keydown p95', (run) => p95(run.eventTiming)),
    {
      group,
      label: 'keys that moved no focus',
      unit: 'count',
      value: acrossRuns(app, (run) => run.missedKeys),
    },
  );
  return figures;
}

/** What the page holds and costs after the walk (load-independent, apart from long tasks). */
function afterWalkFigures(
  group: string,
  app: readonly WalkResult[],
  floor: readonly WalkResult[],
  budgets: PerformanceBudgets | undefined,
  budgeted: boolean,
): Figure[] {
  const both = (label: string, unit: Figure['unit'], pick: (run: WalkResult) => number | null): Figure => ({
    group,
    label,
    unit,
    value: acrossRuns(app, pick),
    floor: floor.length > 0 ? (acrossRuns(floor, pick) ?? undefined) : undefined,
  });
  return [
    {
      ...both('DOM elements after walk', 'count', (run) => run.domElements),
      budget: budgeted && budgets ? { on: 'value', max: budgets.domElementsAfterHomeWalk } : undefined,
    },
    {
      ...both('layout objects after walk', 'count', (run) => run.layoutObjects),
      budget: budgeted && budgets ? { on: 'value', max: budgets.layoutObjectsAfterHomeWalk } : undefined,
    },
    both('JS heap after GC', 'MB', (run) => MB(run.jsHeap)),
    both('DOM heap after GC', 'MB', (run) => (run.domHeap === null ? null : MB(run.domHeap))),
    both('long tasks during walk', 'count', (run) => run.longTasks),
    both('layouts', 'per key', (run) => run.layoutsPerKey),
    both('style recalculations', 'per key', (run) => run.styleRecalcsPerKey),
  ];
}

function playerFigures(player: PlayerResult, budgets: PerformanceBudgets | undefined): Figure[] {
  const first = player.snapshots[0];
  const tenth = player.snapshots.find((snapshot) => snapshot.cycle === 10);
  const last = player.snapshots[player.snapshots.length - 1];
  const frames = player.okToFirstFrame.filter((value): value is number => value !== null);
  const growth = (from: number | undefined, to: number | undefined) =>
    from === undefined || to === undefined ? null : ((to - from) / from) * 100;
  const listeners = (snapshot: typeof first) =>
    snapshot === undefined ? undefined : snapshot.windowListeners + snapshot.documentListeners;
  const group = `Player, ${player.okToFirstFrame.length} cycles`;
  const listenerGrowth =
    listeners(first) === undefined || listeners(last) === undefined
      ? null
      : (listeners(last) as number) - (listeners(first) as number);
  return [
    { group, label: 'OK to first frame p50', unit: 'ms', value: frames.length ? p50(frames) : null },
    { group, label: 'OK to first frame p95', unit: 'ms', value: frames.length ? p95(frames) : null },
    {
      group,
      label: `OK to first frame, first open (OK ${FIRST_OK_AFTER_MS / 1000} s after the page showed)`,
      unit: 'ms',
      value: player.okToFirstFrame[0] ?? null,
    },
    { group, label: 'JS heap after GC, cycle 1', unit: 'MB', value: first ? MB(first.jsHeap) : null },
    {
      group,
      label: `JS heap after GC, cycle ${last?.cycle ?? '-'}`,
      unit: 'MB',
      value: last ? MB(last.jsHeap) : null,
    },
    {
      group,
      label: `JS heap growth, cycle 1 to ${last?.cycle ?? '-'} (with V8's compiled code)`,
      unit: '%',
      value: growth(first?.jsHeap, last?.jsHeap),
    },
    {
      group,
      label: `app heap growth, cycle 1 to ${last?.cycle ?? '-'} (no compiled code, no Blink objects)`,
      unit: '%',
      value: growth(first?.appHeap ?? undefined, last?.appHeap ?? undefined),
      budget: budgets && { on: 'value', max: budgets.playerHeapGrowthPercent },
    },
    {
      group,
      label: `JS heap growth, cycle 10 to ${last?.cycle ?? '-'}`,
      unit: '%',
      value: growth(tenth?.jsHeap, last?.jsHeap),
    },
    {
      group,
      label: `DOM heap growth, cycle 1 to ${last?.cycle ?? '-'} (with the browser's performance timeline)`,
      unit: '%',
      value: growth(first?.domHeap ?? undefined, last?.domHeap ?? undefined),
    },
    {
      group,
      label: `DOM heap growth, cycle 1 to ${last?.cycle ?? '-'} (page only: no performance-timeline records)`,
      unit: '%',
      value: growth(first?.pageDomHeap ?? undefined, last?.pageDomHeap ?? undefined),
      budget: budgets && { on: 'value', max: budgets.playerHeapGrowthPercent },
    },
    {
      group,
      label: `window + document listeners, cycle 1 (${first?.windowListeners}+${first?.documentListeners})`,
      unit: 'count',
      value: listeners(first) ?? null,
    },
    {
      group,
      label: `listeners added by cycle ${last?.cycle ?? '-'}`,
      unit: 'count',
      value: listenerGrowth,
      budget: budgets && { on: 'value', max: budgets.playerListenerGrowth },
    },
  ];
}

const measured = (values: readonly (number | null)[]) =>
  values.filter((value): value is number => value !== null);

/** Issue 26: trick play, holding Right to 45:00 of a 60-minute programme. */
function seekFigures(seek: SeekResult, budgets: PerformanceBudgets | undefined): Figure[] {
  const group = 'Trick play, 60-minute programme';
  return [
    {
      group,
      label: 'holding Right until the preview reaches 45:00',
      unit: 'ms',
      value: seek.holdToTargetMs,
      budget: budgets && { on: 'value', max: budgets.seekTo45MinHoldMs },
    },
    { group, label: 'release to playing at 45:00', unit: 'ms', value: seek.releaseToPlayingMs },
  ];
}

/**
 * Issue 19, held keys: a held key should move one step per auto-repeat (1.00 per key-down, about 30
 * steps a second) and nothing after it comes up, as the floor page does.
 */
function heldKeyFigures(held: HeldKeysResult): Figure[] {
  const group = 'Held keys, auto-repeat every 33 ms';
  const perSecond = (run: HeldKeyRun) => (run.steps / run.heldMs) * 1000;
  const perKeyDown = (run: HeldKeyRun) => run.steps / run.keyDowns;
  return (['right', 'down'] as const).flatMap((key) => {
    const what = key === 'right' ? 'Right along a shelf' : 'Down through the shelves';
    const app = held.app[key];
    const floor = held.floor[key];
    return [
      {
        group,
        label: `${what}: steps a second held`,
        unit: 'per s',
        value: perSecond(app),
        floor: perSecond(floor),
      },
      {
        group,
        label: `${what}: steps per key-down (${app.keyDowns})`,
        unit: 'per key',
        value: perKeyDown(app),
        floor: perKeyDown(floor),
      },
      {
        group,
        label: `${what}: moves after key-up`,
        unit: 'count',
        value: app.overshoot,
        floor: floor.overshoot,
      },
    ];
  });
}

/** Issue 25: starting a channel from the guide, zapping, and the player's memory over the zaps. */
function liveFigures(live: LiveResult, budgets: PerformanceBudgets | undefined): Figure[] {
  const starts = measured(live.watchLiveToFirstFrame);
  const zaps = measured(live.zapToFirstFrame);
  const first = live.snapshots[0];
  const last = live.snapshots[live.snapshots.length - 1];
  const growth = (from: number | null | undefined, to: number | null | undefined) =>
    from == null || to == null ? null : ((to - from) / from) * 100;
  const group = `Live TV, ${live.zapToFirstFrame.length} zaps`;
  const listeners = (snapshot: typeof first) =>
    snapshot === undefined ? undefined : snapshot.windowListeners + snapshot.documentListeners;
  const before = listeners(first);
  const after = listeners(last);
  return [
    {
      group,
      label: `Watch live OK to first frame p50 (${live.watchLiveToFirstFrame.length} starts)`,
      unit: 'ms',
      value: starts.length ? p50(starts) : null,
    },
    {
      group,
      label: 'CH+ to new channel first frame p50',
      unit: 'ms',
      value: zaps.length ? p50(zaps) : null,
      budget: budgets && { on: 'value', max: budgets.zapToFirstFrameP50Ms },
    },
    { group, label: 'CH+ to new channel first frame p95', unit: 'ms', value: zaps.length ? p95(zaps) : null },
    {
      group,
      label: `zaps with no new frame`,
      unit: 'count',
      value: live.zapToFirstFrame.length - zaps.length,
    },
    {
      group,
      label: `app heap growth, zap 1 to ${last?.cycle ?? '-'}`,
      unit: '%',
      value: growth(first?.appHeap, last?.appHeap),
      budget: budgets && { on: 'value', max: budgets.playerHeapGrowthPercent },
    },
    {
      group,
      label: `DOM heap growth, zap 1 to ${last?.cycle ?? '-'} (with the browser's performance timeline)`,
      unit: '%',
      value: growth(first?.domHeap, last?.domHeap),
    },
    {
      group,
      label: `DOM heap growth, zap 1 to ${last?.cycle ?? '-'} (page only: no performance-timeline records)`,
      unit: '%',
      value: growth(first?.pageDomHeap, last?.pageDomHeap),
      budget: budgets && { on: 'value', max: budgets.playerHeapGrowthPercent },
    },
    {
      group,
      label: `MediaSources + SourceBuffers alive after zap ${last?.cycle ?? '-'} (one pipeline: 2 or 3)`,
      unit: 'count',
      value: last ? last.mediaSources + last.sourceBuffers : null,
    },
    {
      group,
      label: `listeners added by zap ${last?.cycle ?? '-'}`,
      unit: 'count',
      value: before === undefined || after === undefined ? null : after - before,
      budget: budgets && { on: 'value', max: budgets.playerListenerGrowth },
    },
  ];
}

/** Every figure of a run, evaluated against the device profile's budgets, in the table's order. */
export function buildFigures(
  results: BenchResults,
  budgets: PerformanceBudgets | undefined,
): EvaluatedFigure[] {
  const { bundle } = results;
  const figures: Figure[] = [
    {
      group: 'First screen',
      label: 'JS gzip, modern on a TV (polyfills + entry + imports)',
      unit: 'kB',
      value: kB(bundle.modernJs),
      budget: budgets && { on: 'value', max: budgets.firstScreenJsKb },
    },
    {
      group: 'First screen',
      label: 'JS gzip, modern, desktop and mobile (+ header and footer, no polyfills)',
      unit: 'kB',
      value: kB(bundle.modernWithPageChromeJs),
      budget: budgets && { on: 'value', max: budgets.firstScreenJsKb },
    },
    {
      group: 'First screen',
      label: 'JS gzip, legacy (entry + imports)',
      unit: 'kB',
      value: kB(bundle.legacyJs),
      budget: budgets && { on: 'value', max: budgets.firstScreenJsKb },
    },
    {
      group: 'First screen',
      label: 'JS gzip, legacy polyfills',
      unit: 'kB',
      value: kB(bundle.legacyPolyfillsJs),
    },
    {
      group: 'First screen',
      label: 'CSS gzip, TV',
      unit: 'kB',
      value: kB(bundle.css),
      budget: budgets && { on: 'value', max: budgets.firstScreenCssKb },
    },
    {
      group: 'First screen',
      label: 'CSS gzip, desktop and mobile (+ header and footer)',
      unit: 'kB',
      value: kB(bundle.cssWithPageChrome),
      budget: budgets && { on: 'value', max: budgets.firstScreenCssKb },
    },
    {
      group: 'First screen',
      label: 'JS + CSS gzip, modern on a TV',
      unit: 'kB',
      value: kB(bundle.modernJs + bundle.css),
    },
    {
      group: 'First screen',
      label: 'JS + CSS gzip, modern, desktop and mobile',
      unit: 'kB',
      value: kB(bundle.modernWithPageChromeJs + bundle.cssWithPageChrome),
    },
  ];
  for (const viewport of results.viewports) {
    const group = `Home ${viewport.label}`;
    figures.push(...walkFigures(group, viewport.app, viewport.floor, budgets, true));
    figures.push(...afterWalkFigures(group, viewport.app, viewport.floor, budgets, true));
  }
  const floor1080 = results.viewports[0]?.floor ?? [];
  if (results.guide === null) {
    figures.push({ group: 'Guide', label: 'not available in this build', unit: 'ms', value: null });
  } else {
    figures.push(...walkFigures('Guide', results.guide, floor1080, budgets, false));
    figures.push(...afterWalkFigures('Guide', results.guide, [], budgets, false));
  }
  if (results.player) figures.push(...playerFigures(results.player, budgets));
  if (results.live) figures.push(...liveFigures(results.live, budgets));
  if (results.seek) figures.push(...seekFigures(results.seek, budgets));
  if (results.held) figures.push(...heldKeyFigures(results.held));
  return figures.map(evaluateFigure);
}
