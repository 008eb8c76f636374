import { describe, expect, it } from 'vitest';
import { durationParts, formatTime, formatWeekday } from './epgFormat.ts';

const at = Date.parse('2026-11-22T18:05Z');

describe('formatTime', () => {
  it.each([
    ['UTC', '12h', '6:05 PM'],
    ['UTC', '24h', '18:05'],
    ['America/Los_Angeles', '12h', '10:05 AM'],
    ['Asia/Kolkata', '24h', '23:35'],
    ['Asia/Tokyo', '24h', '03:05'],
  ] as const)('%s %s -> %s', (zone, timeFormat, expected) => {
    expect(formatTime(at, zone, timeFormat)).toBe(expected);
  });

  it('is 12h when the config says nothing', () => {
    expect(formatTime(at, 'UTC')).toBe('6:05 PM');
  });
});

describe('formatWeekday: three letters, in the viewer language and zone', () => {
  it.each([
    ['UTC', 'en', 'Sun'],
    ['UTC', 'es', 'dom'],
    ['Asia/Tokyo', 'en', 'Mon'],
    ['Asia/Tokyo', 'es', 'lun'],
  ])('%s %s -> %s', (zone, language, expected) => {
    expect(formatWeekday(at, zone, language)).toBe(expected);
  });

  // spec: browsing 2 — every day of a week, 3 letters in both languages (Spanish keeps its accents).
  it.each([
    ['2026-11-22', 'Sun', 'dom'],
    ['2026-11-23', 'Mon', 'lun'],
    ['2026-11-24', 'Tue', 'mar'],
    ['2026-11-25', 'Wed', 'mié'],
    ['2026-11-26', 'Thu', 'jue'],
    ['2026-11-27', 'Fri', 'vie'],
    ['2026-11-28', 'Sat', 'sáb'],
  ])('%s is %s / %s', (day, en, es) => {
    const noon = Date.parse(`${day}T12:00Z`);
    expect([formatWeekday(noon, 'UTC', 'en'), formatWeekday(noon, 'UTC', 'es')]).toEqual([en, es]);
  });
});

describe('durationParts', () => {
  it.each([
    [45 * 60_000, { hours: 0, minutes: 45 }],
    [90 * 60_000, { hours: 1, minutes: 30 }],
    [120 * 60_000, { hours: 2, minutes: 0 }],
  ])('%i ms', (ms, expected) => {
    expect(durationParts(ms)).toEqual(expected);
  });
});
