import { describe, expect, it } from 'vitest';
import { deviceProfiles } from '../../devices/index.ts';
import type { PlayerResult } from './playerCycles.ts';
import { type BenchResults, buildFigures } from './report.ts';
import type { WalkResult } from './walks.ts';

const budgets = deviceProfiles.find((profile) => profile.id === 'tizen')?.budgets;

function walk(keyToPaint: number[], overrides: Partial<WalkResult> = {}): WalkResult {
  return {
    firstFocusMs: 1000,
    returnVisitFocusMs: null,
    keyToPaintAcross: keyToPaint.slice(0, 2),
    keyToPaintDown: keyToPaint.slice(2),
    missedKeys: 0,
    eventTiming: keyToPaint,
    keys: keyToPaint.length,
    longTasks: 0,
    layoutsPerKey: 2,
    styleRecalcsPerKey: 5,
    domElements: 300,
    layoutObjects: 400,
    jsHeap: 6e6,
    domHeap: 1e6,
    calibrationMs: 70,
    ...overrides,
  };
}

const player: PlayerResult = {
  okToFirstFrame: [200, 300, null],
  snapshots: [
    {
      cycle: 1,
      jsHeap: 6e6,
      domHeap: 1e6,
      appHeap: 2.8e6,
      pageDomHeap: 0.9e6,
      windowListeners: 20,
      documentListeners: 4,
    },
    {
      cycle: 10,
      jsHeap: 7e6,
      domHeap: 1e6,
      appHeap: null,
      pageDomHeap: null,
      windowListeners: 20,
      documentListeners: 4,
    },
    {
      cycle: 20,
      jsHeap: 7.07e6,
      domHeap: 1e6,
      appHeap: 2.9e6,
      pageDomHeap: 0.99e6,
      windowListeners: 21,
      documentListeners: 4,
    },
  ],
};

const zapMemory = {
  jsHeap: 6e6,
  windowListeners: 20,
  documentListeners: 4,
  mediaSources: 1,
  sourceBuffers: 1,
};

const results: BenchResults = {
  bundle: {
    modernJs: 171_800,
    modernPolyfillsJs: 7_000,
    modernWithPageChromeJs: 175_000,
    legacyJs: 138_000,
    legacyPolyfillsJs: 48_700,
    css: 2_500,
    cssWithPageChrome: 5_000,
    files: { modern: { js: [], css: [] }, legacy: { js: [], css: [] } },
  },
  viewports: [
    {
      label: '1920x1080',
      // Medians over repeats: p50 of each app run is 40, 50, 60 -> 50; the floor's 20, 25, 30 -> 25.
      app: [walk([40, 40, 90]), walk([50, 50, 95]), walk([60, 60, 99])],
      floor: [walk([20, 20, 30]), walk([25, 25, 30]), walk([30, 30, 30])],
    },
  ],
  guide: null,
  player,
  live: {
    watchLiveToFirstFrame: [300, 340, 320],
    // 20 zaps, one without a frame: p50 of 100..1900 step 100 is 1000.
    zapToFirstFrame: [...Array.from({ length: 19 }, (_, index) => (index + 1) * 100), null],
    snapshots: [
      { ...zapMemory, cycle: 1, domHeap: 2e6, appHeap: 3e6, pageDomHeap: 1.8e6 },
      { ...zapMemory, cycle: 10, domHeap: 2e6, appHeap: null, pageDomHeap: null },
      { ...zapMemory, cycle: 20, domHeap: 2.1e6, appHeap: 3.03e6, pageDomHeap: 1.89e6, sourceBuffers: 2 },
    ],
  },
  held: {
    // The app: 10 of 30 key-downs moved (one per 100 ms throttle), 2 more after the key-up.
    app: {
      right: { keyDowns: 30, heldMs: 1000, steps: 10, overshoot: 2 },
      down: { keyDowns: 40, heldMs: 1600, steps: 16, overshoot: 0 },
    },
    floor: {
      right: { keyDowns: 30, heldMs: 1000, steps: 30, overshoot: 0 },
      down: { keyDowns: 40, heldMs: 1600, steps: 40, overshoot: 0 },
    },
  },
};

const figures = buildFigures(results, budgets);
const find = (group: string, label: string) => {
  const figure = figures.find((candidate) => candidate.group === group && candidate.label === label);
  if (!figure) throw new Error(`no figure ${group}: ${label}`);
  return figure;
};

describe('buildFigures against the Tizen budgets', () => {
  it("shows the player's first open on its own: OK once the page has warmed, unlike the later cycles", () => {
    const firstOpen = (okToFirstFrame: (number | null)[]) =>
      buildFigures({ ...results, player: { ...player, okToFirstFrame } }, budgets).find(
        (figure) => figure.label === 'OK to first frame, first open (OK 3 s after the page showed)',
      )?.value;
    expect(firstOpen([450, 200, 210])).toBe(450);
    expect(firstOpen([null, 200, 210])).toBeNull();
  });

  it.each([
    {
      group: 'First screen',
      label: 'JS gzip, modern on a TV (polyfills + entry + imports)',
      value: 171.8,
      verdict: 'over',
    },
    { group: 'First screen', label: 'JS gzip, legacy (entry + imports)', value: 138, verdict: 'pass' },
    { group: 'First screen', label: 'JS gzip, legacy polyfills', value: 48.7, verdict: '' },
    { group: 'Home 1920x1080', label: 'key to paint p50', value: 50, verdict: 'over' },
    { group: 'Home 1920x1080', label: 'key to paint p95', value: 95, verdict: 'pass' },
    { group: 'Home 1920x1080', label: 'DOM elements after walk', value: 300, verdict: 'pass' },
    {
      group: 'Player, 3 cycles',
      label: "JS heap growth, cycle 1 to 20 (with V8's compiled code)",
      value: 17.833,
      verdict: '',
    },
    {
      group: 'Player, 3 cycles',
      label: 'app heap growth, cycle 1 to 20 (no compiled code, no Blink objects)',
      value: 3.571,
      verdict: 'pass',
    },
    { group: 'Player, 3 cycles', label: 'JS heap growth, cycle 10 to 20', value: 1, verdict: '' },
    { group: 'Player, 3 cycles', label: 'listeners added by cycle 20', value: 1, verdict: 'over' },
    { group: 'Player, 3 cycles', label: 'OK to first frame p50', value: 200, verdict: '' },
    {
      group: 'Live TV, 20 zaps',
      label: 'Watch live OK to first frame p50 (3 starts)',
      value: 320,
      verdict: '',
    },
    { group: 'Live TV, 20 zaps', label: 'CH+ to new channel first frame p50', value: 1000, verdict: 'over' },
    { group: 'Live TV, 20 zaps', label: 'zaps with no new frame', value: 1, verdict: '' },
    { group: 'Live TV, 20 zaps', label: 'app heap growth, zap 1 to 20', value: 1, verdict: 'pass' },
    {
      group: 'Live TV, 20 zaps',
      label: "DOM heap growth, zap 1 to 20 (with the browser's performance timeline)",
      value: 5,
      verdict: '',
    },
    {
      group: 'Live TV, 20 zaps',
      label: 'DOM heap growth, zap 1 to 20 (page only: no performance-timeline records)',
      value: 5,
      verdict: 'pass',
    },
    {
      group: 'Player, 3 cycles',
      label: "DOM heap growth, cycle 1 to 20 (with the browser's performance timeline)",
      value: 0,
      verdict: '',
    },
    {
      group: 'Player, 3 cycles',
      label: 'DOM heap growth, cycle 1 to 20 (page only: no performance-timeline records)',
      value: 10,
      verdict: 'over',
    },
    {
      group: 'Live TV, 20 zaps',
      label: 'MediaSources + SourceBuffers alive after zap 20 (one pipeline: 2 or 3)',
      value: 3,
      verdict: '',
    },
    { group: 'Live TV, 20 zaps', label: 'listeners added by zap 20', value: 0, verdict: 'pass' },
  ])('$group: $label is $value ($verdict)', ({ group, label, value, verdict }) => {
    const figure = find(group, label);
    expect(figure.value).toBeCloseTo(value, 2);
    expect(figure.verdict).toBe(verdict);
  });

  it("gives a return visit's first focus beside the first visit's, and none for the guide", () => {
    const label = 'navigation to first focused card, third visit (service worker, code cache)';
    const returning = buildFigures(
      {
        ...results,
        // Only Home starts the app: a guide walk's figure, were there one, is not shown.
        guide: [walk([40], { returnVisitFocusMs: 100 })],
        viewports: [
          {
            label: '1920x1080',
            app: [1, 2, 3].map((ms) => walk([40], { returnVisitFocusMs: ms * 300 })),
            floor: [],
          },
        ],
      },
      budgets,
    );
    expect(returning.find((figure) => figure.label === label)).toMatchObject({
      group: 'Home 1920x1080',
      value: 600,
    });
    expect(returning.filter((figure) => figure.label === label)).toHaveLength(1);
    // A run without one (no worker took over) gives none rather than a wrong figure.
    const without = buildFigures(
      { ...results, viewports: [{ label: '1920x1080', app: [walk([40])], floor: [] }] },
      budgets,
    );
    expect(without.find((figure) => figure.label === label)?.value).toBeNull();
  });

  it('gives key to paint as a ratio to the floor from the same run', () => {
    expect(find('Home 1920x1080', 'key to paint p50').ratio).toBe(2);
  });

  it('splits key to paint by axis, each beside the floor', () => {
    expect(find('Home 1920x1080', 'key to paint p50, Left/Right')).toMatchObject({ value: 50, floor: 25 });
    expect(find('Home 1920x1080', 'key to paint p50, Up/Down')).toMatchObject({ value: 95, floor: 30 });
  });

  it('gives held keys as steps a second, steps per key-down and moves after the key-up, beside the floor', () => {
    const group = 'Held keys, auto-repeat every 33 ms';
    expect(find(group, 'Right along a shelf: steps a second held')).toMatchObject({ value: 10, floor: 30 });
    expect(find(group, 'Right along a shelf: steps per key-down (30)').value).toBeCloseTo(0.333, 3);
    expect(find(group, 'Right along a shelf: moves after key-up')).toMatchObject({ value: 2, floor: 0 });
    expect(find(group, 'Down through the shelves: steps a second held').value).toBe(10);
    expect(find(group, 'Down through the shelves: steps per key-down (40)').ratio).toBeCloseTo(0.4, 3);
  });

  it('says the guide is not available when the build has none', () => {
    expect(find('Guide', 'not available in this build').value).toBeNull();
  });
});
