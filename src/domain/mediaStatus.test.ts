import { describe, expect, it } from 'vitest';
import { type LiveFields, type MediaStatus, mediaStatus } from './mediaStatus.ts';

const now = Date.parse('2026-11-22T10:00:00Z');
const event = (state: string, start: string, end?: string): LiveFields => ({
  'VCH.EventState': state,
  'VCH.ScheduledStart': start,
  ...(end ? { 'VCH.ScheduledEnd': end } : {}),
});

describe('mediaStatus (spec: browsing 4, Media status)', () => {
  it.each<[string, LiveFields, MediaStatus]>([
    ['no event state: VOD', {}, 'VOD'],
    [
      'PRE_LIVE in the future: SCHEDULED',
      event('PRE_LIVE', '2026-11-22T12:00:00Z', '2026-11-22T13:00:00Z'),
      'SCHEDULED',
    ],
    [
      'LIVE_UNPUBLISHED in the future: SCHEDULED',
      event('LIVE_UNPUBLISHED', '2026-11-22T12:00:00Z'),
      'SCHEDULED',
    ],
    ['LIVE_PUBLISHED: LIVE', event('LIVE_PUBLISHED', '2026-11-22T09:00:00Z', '2026-11-22T11:00:00Z'), 'LIVE'],
    [
      'PRE_LIVE whose start has passed and end is ahead: LIVE',
      event('PRE_LIVE', '2026-11-22T09:59:00Z', '2026-11-22T11:00:00Z'),
      'LIVE',
    ],
    [
      'LIVE_PUBLISHED past its scheduled end stays LIVE: the state wins (an overrunning broadcast)',
      event('LIVE_PUBLISHED', '2026-11-22T08:00:00Z', '2026-11-22T09:00:00Z'),
      'LIVE',
    ],
    ['VOD_PUBLIC: VOD', event('VOD_PUBLIC', '2026-11-20T19:00:00Z', '2026-11-20T20:00:00Z'), 'VOD'],
    ['INSTANT_VOD: VOD', event('INSTANT_VOD', '2026-11-20T19:00:00Z', '2026-11-20T20:00:00Z'), 'VOD'],
    [
      'an invalid start date is ignored',
      event('PRE_LIVE', 'not a date', '2026-11-22T11:00:00Z'),
      'SCHEDULED',
    ],
  ])('%s', (_name, item, status) => {
    expect(mediaStatus(item, now)).toBe(status);
  });
});
