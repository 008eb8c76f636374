import { describe, expect, it } from 'vitest';
import { buildDay, daySpan, displayWindow, localDay, wholeDay } from './epgDay.ts';
import type { Programme } from './programme.ts';

const texts = {
  emptySlotTitle: 'Off air',
  noProgrammeTitle: 'No programme information',
  gapDescription: 'gap',
};
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);
const programme = (start: string, end: string, title = 'Show'): Programme => ({
  id: `${title}-${start}`,
  title,
  startMs: at(start),
  endMs: at(end),
  description: '',
});

describe('daySpan: the span a channel day is built over', () => {
  it.each([
    // The spec's anchor: 18:30 UTC of the previous day for 24 h - 1 min is local midnight to 23:59 in UTC+5:30.
    ['Asia/Kolkata', '2026-11-22T06:00Z', '2026-11-21T18:30', '2026-11-22T18:29'],
    // West of UTC the anchor span would end at 13:29 local: widened to the local day's 23:59 (reading chosen).
    ['America/New_York', '2026-11-22T15:00Z', '2026-11-21T18:30', '2026-11-23T04:59'],
    // East of UTC the local day starts before the anchor: widened back to local midnight.
    ['Asia/Tokyo', '2026-11-22T03:00Z', '2026-11-21T15:00', '2026-11-22T18:29'],
    ['UTC', '2026-11-22T23:59Z', '2026-11-21T18:30', '2026-11-22T23:59'],
  ])('%s at %s runs %s to %s', (zone, now, from, to) => {
    const span = daySpan(at(now), zone);
    expect([iso(span.fromMs), iso(span.toMs)]).toEqual([from, to]);
  });
});

describe('localDay across daylight-saving changes', () => {
  it.each([
    ['America/New_York', '2026-03-08T17:00Z', '2026-03-08T05:00', '2026-03-09T04:00', 23],
    ['Europe/Madrid', '2026-10-25T12:00Z', '2026-10-24T22:00', '2026-10-25T23:00', 25],
    ['Europe/Madrid', '2026-11-22T12:00Z', '2026-11-21T23:00', '2026-11-22T23:00', 24],
  ])('%s on %s: midnight %s, next %s (%i h)', (zone, now, start, next, hours) => {
    const day = localDay(at(now), zone);
    expect([iso(day.startMs), iso(day.nextMs)]).toEqual([start, next]);
    expect((day.nextMs - day.startMs) / 3_600_000).toBe(hours);
  });
});

describe('buildDay', () => {
  const now = at('2026-11-22T12:00Z');

  it('fills gaps with empty slots and keeps the day contiguous', () => {
    const slots = buildDay(
      'c1',
      [
        programme('2026-11-22T08:00Z', '2026-11-22T09:00Z', 'A'),
        programme('2026-11-22T10:00Z', '2026-11-22T11:30Z', 'B'),
      ],
      now,
      'UTC',
      texts,
    );
    expect(slots.map((slot) => [slot.kind, slot.title, iso(slot.startMs), iso(slot.endMs)])).toEqual([
      ['gap', 'Off air', '2026-11-21T18:30', '2026-11-22T08:00'],
      ['programme', 'A', '2026-11-22T08:00', '2026-11-22T09:00'],
      ['gap', 'Off air', '2026-11-22T09:00', '2026-11-22T10:00'],
      ['programme', 'B', '2026-11-22T10:00', '2026-11-22T11:30'],
      ['gap', 'Off air', '2026-11-22T11:30', '2026-11-22T23:59'],
    ]);
    expect(slots.every((slot, index) => index === 0 || slot.startMs === slots[index - 1]?.endMs)).toBe(true);
    expect(slots.find((slot) => slot.kind === 'gap')?.description).toBe('gap');
  });

  it('gives a channel without programmes one no-programme slot over the whole day', () => {
    const slots = buildDay('c1', [], now, 'UTC', texts);
    expect(slots.map((slot) => [slot.kind, slot.title, iso(slot.startMs), iso(slot.endMs)])).toEqual([
      ['noProgramme', 'No programme information', '2026-11-21T18:30', '2026-11-22T23:59'],
    ]);
  });

  it.each([
    ['loading', 'Loading'],
    ['failed', 'Could not load the schedule'],
  ] as const)('holds a channel whose schedule is %s in one slot over the whole day', (kind, title) => {
    const slots = wholeDay(kind, 'c1', now, 'UTC', { title, description: '' });
    expect(slots.map((slot) => [slot.kind, slot.id, slot.title, iso(slot.startMs), iso(slot.endMs)])).toEqual(
      [[kind, `${kind}-c1-${at('2026-11-21T18:30Z')}`, title, '2026-11-21T18:30', '2026-11-22T23:59']],
    );
  });

  it('keeps only what touches the local date, including a programme that spans the whole day', () => {
    const slots = buildDay(
      'c1',
      [
        programme('2026-11-21T20:00Z', '2026-11-21T22:00Z', 'Yesterday'),
        programme('2026-11-21T23:00Z', '2026-11-22T01:00Z', 'Across midnight'),
        programme('2026-11-22T23:30Z', '2026-11-23T00:30Z', 'Late'),
        programme('2026-11-23T02:00Z', '2026-11-23T03:00Z', 'Tomorrow'),
      ],
      now,
      'UTC',
      texts,
    );
    expect(slots.filter((slot) => slot.kind === 'programme').map((slot) => slot.title)).toEqual([
      'Across midnight',
      'Late',
    ]);
    const marathon = buildDay(
      'c1',
      [programme('2026-11-21T00:00Z', '2026-11-24T00:00Z', 'Marathon')],
      now,
      'UTC',
      texts,
    );
    expect(marathon.map((slot) => slot.title)).toEqual(['Marathon']);
  });

  it('sorts programmes and trims overlaps so boxes never cover each other', () => {
    const slots = buildDay(
      'c1',
      [
        programme('2026-11-22T10:30Z', '2026-11-22T12:00Z', 'Overlapping'),
        programme('2026-11-22T10:00Z', '2026-11-22T11:00Z', 'First'),
        programme('2026-11-22T10:15Z', '2026-11-22T10:45Z', 'Swallowed'),
      ],
      now,
      'UTC',
      texts,
    );
    expect(
      slots.filter((slot) => slot.kind === 'programme').map((slot) => [slot.title, iso(slot.startMs)]),
    ).toEqual([
      ['First', '2026-11-22T10:00'],
      ['Overlapping', '2026-11-22T11:00'],
    ]);
  });

  it('builds a 23-hour local day on the spring-forward date west of UTC', () => {
    const hourly = Array.from({ length: 30 }, (_, hour) => {
      const start = at('2026-03-08T00:00Z') + hour * 3_600_000;
      return { id: `p${hour}`, title: `P${hour}`, startMs: start, endMs: start + 3_600_000, description: '' };
    });
    const slots = buildDay('c1', hourly, at('2026-03-08T17:00Z'), 'America/New_York', texts);
    expect(iso(slots[0]?.startMs ?? 0)).toBe('2026-03-08T05:00');
    expect(iso(slots.at(-1)?.endMs ?? 0)).toBe('2026-03-09T04:00');
    expect(slots).toHaveLength(23);
  });
});

describe('displayWindow (config epgDisplayHours)', () => {
  const now = at('2026-03-08T17:00Z');
  it.each([
    [undefined, '2026-03-08T05:00', '2026-03-09T04:00'],
    [['06:00', '22:00'], '2026-03-08T10:00', '2026-03-09T02:00'],
    // An end hour of 23 or later means the end of the day.
    [['00:00', '23:00'], '2026-03-08T05:00', '2026-03-09T04:00'],
    // Malformed or reversed hours show the whole day rather than nothing.
    [['25:00', '22:00'], '2026-03-08T05:00', '2026-03-09T04:00'],
    [['20:00', '08:00'], '2026-03-08T05:00', '2026-03-09T04:00'],
  ] as const)('%j in New York on the spring-forward day', (hours, from, to) => {
    const window = displayWindow(now, 'America/New_York', hours);
    expect([iso(window.fromMs), iso(window.toMs)]).toEqual([from, to]);
  });
});
