import { describe, expect, it } from 'vitest';
import { HELD_STEP_MS, heldStepDue } from './heldStepPace.ts';

describe('heldStepDue: a held key steps at most ten times a second', () => {
  it.each([
    ['the first step of a hold', undefined, 0, true],
    ['a repeat 33 ms after the last step', 0, 33, false],
    ['a repeat 99 ms after it', 0, 99, false],
    ['a repeat the interval after it', 0, HELD_STEP_MS, true],
    ['a repeat long after it', 0, 500, true],
  ] as const)('%s', (_, last, now, due) => {
    expect(heldStepDue(last, now)).toBe(due);
  });

  it('thirty repeats a second make ten steps', () => {
    let last: number | undefined;
    let steps = 0;
    for (let now = 0; now < 1_000; now += 1_000 / 30) {
      if (!heldStepDue(last, now)) continue;
      last = now;
      steps += 1;
    }
    expect(steps).toBe(10);
  });
});
