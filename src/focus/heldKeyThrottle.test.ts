import { describe, expect, it } from 'vitest';
import {
  isHeldRepeat,
  type KeyEventSource,
  type ThrottledKeyEvent,
  throttleHeldKeys,
} from './heldKeyThrottle.ts';

/** A key event at a time, and whether it reaches the listeners after the throttle; or an animation frame. */
type Step = [type: 'keydown' | 'keyup', keyCode: number, atMs: number, passes: boolean] | ['frame'];

/** Dispatches the steps to the throttle; each key event says whether it reached the listeners after it. */
function run(steps: readonly Step[], minIntervalMs = 0, target: EventTarget | null = null) {
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
  let frameCallbacks: (() => void)[] = [];
  const stop = throttleHeldKeys(source, {
    minIntervalMs,
    oncePerPress: [OK, BACK],
    now: () => clock,
    nextFrame: (callback) => frameCallbacks.push(callback),
  });
  const passed: boolean[] = [];
  /** After each key event: whether the last keydown let through was a held key's repeat. */
  const repeats: boolean[] = [];
  for (const step of steps) {
    if (step[0] === 'frame') {
      const due = frameCallbacks;
      frameCallbacks = [];
      for (const callback of due) callback();
      continue;
    }
    const [type, keyCode, atMs] = step;
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
    passed.push(!stopped);
    repeats.push(isHeldRepeat());
  }
  stop();
  return { passed, repeats, listenersLeft: listeners.keydown.length + listeners.keyup.length };
}

const expected = (steps: readonly Step[]) => steps.flatMap((step) => (step[0] === 'frame' ? [] : [step[3]]));

const DOWN = 40;
const RIGHT = 39;
const LEFT = 37;
const OK = 13;
const BACK = 10009;

describe('throttleHeldKeys: a held key steps once per painted step; presses always pass', () => {
  it.each<[string, Step[]]>([
    [
      'quick separate presses all pass, even 30 ms apart and with no frame between',
      [
        ['keydown', DOWN, 0, true],
        ['keyup', DOWN, 10, true],
        ['keydown', DOWN, 30, true],
        ['keyup', DOWN, 40, true],
        ['keydown', DOWN, 60, true],
      ],
    ],
    [
      'a TV that keeps up: every repeat passes, one step per repeat',
      [
        ['keydown', DOWN, 0, true],
        ['frame'],
        ['keydown', DOWN, 33, true],
        ['frame'],
        ['keydown', DOWN, 66, true],
        ['frame'],
        ['keydown', DOWN, 100, true],
        ['keyup', DOWN, 110, true],
      ],
    ],
    [
      'a TV that falls behind: repeats queued before the step painted are dropped, not run after the key-up',
      [
        ['keydown', DOWN, 0, true],
        ['keydown', DOWN, 33, false],
        ['keydown', DOWN, 66, false],
        ['frame'],
        ['keydown', DOWN, 99, true],
        ['keyup', DOWN, 100, true],
      ],
    ],
    [
      'another key while one is held is a press of its own; its repeats wait for the frame too',
      [
        ['keydown', DOWN, 0, true],
        ['keydown', RIGHT, 20, true],
        ['keydown', DOWN, 40, false],
        ['keydown', RIGHT, 60, false],
        ['frame'],
        ['keydown', RIGHT, 80, true],
      ],
    ],
  ])('%s', (_, steps) => {
    const { passed } = run(steps);
    expect(passed).toEqual(expected(steps));
  });

  it("a profile's minimum interval still holds back repeats that come sooner, painted or not", () => {
    const steps: Step[] = [
      ['keydown', DOWN, 0, true],
      ['frame'],
      ['keydown', DOWN, 33, false],
      ['keydown', DOWN, 66, false],
      ['keydown', DOWN, 100, true],
      ['frame'],
      ['keydown', DOWN, 133, false],
      ['keydown', DOWN, 200, true],
      ['keyup', DOWN, 210, true],
    ];
    expect(run(steps, 100).passed).toEqual(expected(steps));
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
    expect(passed).toEqual(expected(steps));
  });

  it('a held Backspace in a text field deletes on (desktop Back is Backspace)', () => {
    const field = { tagName: 'INPUT', isContentEditable: false } as unknown as EventTarget;
    const steps: Step[] = [
      ['keydown', BACK, 0, true],
      ['frame'],
      ['keydown', BACK, 500, true],
      ['frame'],
      ['keydown', BACK, 533, true],
    ];
    expect(run(steps, 0, field).passed).toEqual([true, true, true]);
  });

  it('the returned function removes both listeners', () => {
    expect(run([]).listenersLeft).toBe(0);
  });
});

describe('isHeldRepeat: whether the key press let through repeats a held key', () => {
  it('a fresh press is not, its painted repeats are, a press after the keyup is not again', () => {
    const steps: Step[] = [
      ['keydown', LEFT, 0, true],
      ['frame'],
      ['keydown', LEFT, 40, true],
      ['keydown', LEFT, 50, false],
      ['keyup', LEFT, 60, true],
      ['frame'],
      ['keydown', LEFT, 70, true],
      ['keyup', LEFT, 80, true],
      ['keydown', OK, 90, true],
    ];
    const { passed, repeats } = run(steps);
    expect(passed).toEqual(expected(steps));
    // A dropped repeat leaves the flag as the last press let through set it; OK is a fresh press.
    expect(repeats).toEqual([false, true, true, true, false, false, false]);
  });
});
