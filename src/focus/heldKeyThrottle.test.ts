import { describe, expect, it } from 'vitest';
import { type KeyEventSource, type ThrottledKeyEvent, throttleHeldKeys } from './heldKeyThrottle.ts';

type Step = [type: 'keydown' | 'keyup', keyCode: number, atMs: number, passes: boolean];

/** Dispatches the steps to the throttle; each keydown says whether it reached the listeners after it. */
function run(steps: readonly Step[], intervalMs = 100, target: EventTarget | null = null) {
  const listeners = {
    keydown: [] as ((event: ThrottledKeyEvent) => void)[],
    keyup: [] as ((event: ThrottledKeyEvent) => void)[],
  };
  const source: KeyEventSource = {
    addEventListener: (type, listener) => listeners[type].push(listener),
    removeEventListener: (type, listener) => {
      listeners[type] = listeners[type].filter((candidate) => candidate !== listener);
    },
  };
  let clock = 0;
  const stop = throttleHeldKeys(source, intervalMs, () => clock, [OK, BACK]);
  const passed = steps.map(([type, keyCode, atMs]) => {
    clock = atMs;
    let stopped = false;
    const event: ThrottledKeyEvent = {
      keyCode,
      target,
      stopImmediatePropagation: () => {
        stopped = true;
      },
      preventDefault: () => {},
    };
    for (const listener of listeners[type]) listener(event);
    return !stopped;
  });
  stop();
  return { passed, listenersLeft: listeners.keydown.length + listeners.keyup.length };
}

const DOWN = 40;
const RIGHT = 39;
const OK = 13;
const BACK = 10009;

describe('throttleHeldKeys: repeats of a held key at most once per interval; presses always', () => {
  it.each<[string, Step[]]>([
    [
      'quick separate presses all pass, even 30 ms apart',
      [
        ['keydown', DOWN, 0, true],
        ['keyup', DOWN, 10, true],
        ['keydown', DOWN, 30, true],
        ['keyup', DOWN, 40, true],
        ['keydown', DOWN, 60, true],
      ],
    ],
    [
      'a held key: repeats inside the interval stop, the next one after it passes',
      [
        ['keydown', DOWN, 0, true],
        ['keydown', DOWN, 33, false],
        ['keydown', DOWN, 66, false],
        ['keydown', DOWN, 100, true],
        ['keydown', DOWN, 133, false],
        ['keydown', DOWN, 200, true],
        ['keyup', DOWN, 210, true],
      ],
    ],
    [
      'another key while one is held is a press of its own',
      [
        ['keydown', DOWN, 0, true],
        ['keydown', RIGHT, 20, true],
        ['keydown', DOWN, 40, false],
        ['keydown', RIGHT, 60, false],
      ],
    ],
  ])('%s', (_, steps) => {
    const { passed } = run(steps);
    expect(passed).toEqual(steps.map((step) => step[3]));
  });

  // Issue 26: OK and Back act once per physical press.
  it.each<[string, Step[]]>([
    [
      'a held OK presses once, however long it is held',
      [
        ['keydown', OK, 0, true],
        ['keydown', OK, 500, false],
        ['keydown', OK, 533, false],
        ['keydown', OK, 800, false],
        ['keyup', OK, 820, true],
        ['keydown', OK, 900, true],
      ],
    ],
    [
      'quick separate presses of Back all pass',
      [
        ['keydown', BACK, 0, true],
        ['keyup', BACK, 40, true],
        ['keydown', BACK, 80, true],
        ['keyup', BACK, 120, true],
        ['keydown', BACK, 150, true],
      ],
    ],
    [
      'a keyup lost on the way costs one press: its keyup frees the next',
      [
        ['keydown', OK, 0, true],
        ['keydown', OK, 1_500, false],
        ['keyup', OK, 1_600, true],
        ['keydown', OK, 2_000, true],
      ],
    ],
  ])('%s', (_, steps) => {
    const { passed } = run(steps);
    expect(passed).toEqual(steps.map((step) => step[3]));
  });

  it('a held Backspace in a text field deletes on (desktop Back is Backspace)', () => {
    const field = { tagName: 'INPUT', isContentEditable: false } as unknown as EventTarget;
    const steps: Step[] = [
      ['keydown', BACK, 0, true],
      ['keydown', BACK, 500, true],
      ['keydown', BACK, 533, true],
    ];
    expect(run(steps, 0, field).passed).toEqual([true, true, true]);
  });

  it('the returned function removes both listeners', () => {
    expect(run([]).listenersLeft).toBe(0);
  });
});
