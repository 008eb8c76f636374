import { describe, expect, it } from 'vitest';
import { lastGuideDay, MAX_DAYS_AHEAD, shiftDay } from './guideDays.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);

describe('shiftDay: the local midnight a day before or after, across daylight-saving changes', () => {
  it.each([
    ['UTC', '2026-11-22T00:00Z', 1, '2026-11-23T00:00'],
    ['UTC', '2026-11-22T00:00Z', -1, '2026-11-21T00:00'],
    // Madrid's 25-hour day (clocks back on 25 October): its next midnight is 25 hours on.
    ['Europe/Madrid', '2026-10-24T22:00Z', 1, '2026-10-25T23:00'],
    ['Europe/Madrid', '2026-10-25T23:00Z', -1, '2026-10-24T22:00'],
    // New York's 23-hour day (clocks forward on 8 March).
    ['America/New_York', '2026-03-08T05:00Z', 1, '2026-03-09T04:00'],
    ['America/New_York', '2026-03-09T04:00Z', -1, '2026-03-08T05:00'],
  ] as const)('%s: %s %i day -> %s', (zone, day, count, expected) => {
    expect(iso(shiftDay(at(day), count, zone))).toBe(expected);
  });
});

describe('lastGuideDay: how far Right and Later may go (the last day a schedule has a programme start in)', () => {
  const now = at('2026-11-22T10:00Z');
  it.each([
    ['no schedule loaded yet: today only', [undefined], '2026-11-22T00:00'],
    ['a schedule that ends today: today only', ['2026-11-22T21:00Z'], '2026-11-22T00:00'],
    // A programme that starts before midnight and ends after it is seen in today's guide: no day for it.
    ['the last programme runs across midnight', ['2026-11-22T23:30Z'], '2026-11-22T00:00'],
    ['the schedule runs into tomorrow', ['2026-11-23T23:00Z'], '2026-11-23T00:00'],
    [
      'the channel that reaches furthest decides',
      ['2026-11-22T20:00Z', '2026-11-24T01:00Z'],
      '2026-11-24T00:00',
    ],
    ['a schedule of yesterday only', ['2026-11-21T20:00Z'], '2026-11-22T00:00'],
    [`at most ${MAX_DAYS_AHEAD} days ahead`, ['2026-12-10T00:00Z'], '2026-11-29T00:00'],
  ])('%s', (_case, lastStarts, expected) => {
    const starts = lastStarts.map((value) => (value === undefined ? undefined : at(value)));
    expect(iso(lastGuideDay(now, 'UTC', starts))).toBe(expected);
  });

  it('counts days in the viewer time zone', () => {
    // 10:00 in New York; the last start is 21:00 there on the 23rd (02:00 UTC on the 24th).
    const day = lastGuideDay(at('2026-11-22T15:00Z'), 'America/New_York', [at('2026-11-24T02:00Z')]);
    expect(iso(day)).toBe('2026-11-23T05:00');
  });
});
