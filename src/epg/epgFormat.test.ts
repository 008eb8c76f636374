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
