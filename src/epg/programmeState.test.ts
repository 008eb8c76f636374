import { describe, expect, it } from 'vitest';
import type { Slot } from './programme.ts';
import { canWatchFromBeginning, programmeState, progressOf, slotAt } from './programmeState.ts';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-22T12:00Z');
const slot = (startHoursFromNow: number, hours: number, kind: Slot['kind'] = 'programme'): Slot => ({
  kind,
  id: `${startHoursFromNow}`,
  title: 'Show',
  description: '',
  startMs: now + startHoursFromNow * HOUR,
  endMs: now + (startHoursFromNow + hours) * HOUR,
});

describe('programmeState (catchupHours 8 unless said)', () => {
  it.each([
    [
      'on air',
      slot(-0.5, 1),
      8,
      {
        live: true,
        ended: false,
        upcoming: false,
        watchableFromBeginning: true,
        disabled: false,
        playable: true,
      },
    ],
    [
      'on air, started before the catch-up window',
      slot(-9, 10),
      8,
      {
        live: true,
        ended: false,
        upcoming: false,
        watchableFromBeginning: false,
        disabled: false,
        playable: true,
      },
    ],
    [
      'ended inside the window: catch-up',
      slot(-3, 1),
      8,
      {
        live: false,
        ended: true,
        upcoming: false,
        watchableFromBeginning: true,
        disabled: false,
        playable: true,
      },
    ],
    [
      'ended before the window: disabled',
      slot(-9, 1),
      8,
      {
        live: false,
        ended: true,
        upcoming: false,
        watchableFromBeginning: false,
        disabled: true,
        playable: false,
      },
    ],
    [
      'ended, 4 h channel, 5 h ago',
      slot(-5, 1),
      4,
      {
        live: false,
        ended: true,
        upcoming: false,
        watchableFromBeginning: false,
        disabled: true,
        playable: false,
      },
    ],
    [
      'ended, catch-up off: not disabled, not playable',
      slot(-3, 1),
      0,
      {
        live: false,
        ended: true,
        upcoming: false,
        watchableFromBeginning: false,
        disabled: false,
        playable: false,
      },
    ],
    [
      'upcoming',
      slot(1, 1),
      8,
      {
        live: false,
        ended: false,
        upcoming: true,
        watchableFromBeginning: false,
        disabled: false,
        playable: false,
      },
    ],
    [
      'a gap on air never plays',
      slot(-0.5, 1, 'gap'),
      8,
      {
        live: true,
        ended: false,
        upcoming: false,
        watchableFromBeginning: true,
        disabled: false,
        playable: false,
      },
    ],
    [
      'an old gap is not disabled (nothing to select)',
      slot(-10, 1, 'gap'),
      8,
      {
        live: false,
        ended: true,
        upcoming: false,
        watchableFromBeginning: false,
        disabled: false,
        playable: false,
      },
    ],
  ] as const)('%s', (_name, given, catchupHours, expected) => {
    expect(programmeState(given, now, catchupHours)).toEqual(expected);
  });

  it('changes as the clock moves: the programme ends, then leaves the catch-up window', () => {
    const show = slot(0, 1);
    expect(programmeState(show, now + 0.5 * HOUR, 8).live).toBe(true);
    expect(programmeState(show, now + HOUR, 8)).toMatchObject({ live: false, ended: true, playable: true });
    expect(programmeState(show, now + 8 * HOUR, 8)).toMatchObject({ disabled: true, playable: false });
  });
});

describe('canWatchFromBeginning (reading chosen: on air and still recorded from its start)', () => {
  it.each([
    [slot(-0.5, 1), true, true],
    [slot(-0.5, 1), false, false],
    [slot(-9, 10), true, false],
    [slot(-3, 1), true, false],
    [slot(1, 1), true, false],
  ])('%# ', (given, entitled, expected) => {
    expect(canWatchFromBeginning(programmeState(given, now, 8), entitled)).toBe(expected);
  });
});

describe('progressOf and slotAt', () => {
  it.each([
    [slot(-0.25, 1), 0.25],
    [slot(1, 1), 0],
    [slot(-2, 1), 1],
  ])('%# progress', (given, expected) => {
    expect(progressOf(given, now)).toBeCloseTo(expected);
  });

  it('finds the slot on air, else the next one, else the last', () => {
    const day = [slot(-2, 1), slot(-1, 2), slot(3, 1)];
    expect(slotAt(day, now)?.id).toBe('-1');
    expect(slotAt(day, now + 1.5 * HOUR)?.id).toBe('3');
    expect(slotAt(day, now + 10 * HOUR)?.id).toBe('3');
    expect(slotAt([], now)).toBeUndefined();
  });
});
