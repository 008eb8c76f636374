import { describe, expect, it } from 'vitest';
import { trickStepSeconds, trickTarget } from './trickPlay.ts';

describe('trick play (issue 26: held Left/Right accelerate)', () => {
  it('steps 10 s, then 30 s after a second held, 1 min after two, 5 min after three', () => {
    expect(trickStepSeconds(0)).toBe(10);
    expect(trickStepSeconds(999)).toBe(10);
    expect(trickStepSeconds(1_000)).toBe(30);
    expect(trickStepSeconds(2_500)).toBe(60);
    expect(trickStepSeconds(3_000)).toBe(300);
    expect(trickStepSeconds(60_000)).toBe(300);
  });

  it('reaches 45:00 of a 60-minute programme in under 5 s at ten steps a second', () => {
    let position = 0;
    let heldMs = 0;
    while (position < 45 * 60) {
      position = trickTarget(position, 1, trickStepSeconds(heldMs), 3_600);
      heldMs += 100;
    }
    expect(heldMs).toBeLessThanOrEqual(5_000);
  });

  it('stays inside the item: not before 0, not past its end (a duration not known yet holds nothing back)', () => {
    expect(trickTarget(5, -1, 10, 3_600)).toBe(0);
    expect(trickTarget(3_500, 1, 300, 3_600)).toBe(3_600);
    expect(trickTarget(20, 1, 10, 3_600)).toBe(30);
    expect(trickTarget(20, 1, 10, 0)).toBe(30);
  });
});
