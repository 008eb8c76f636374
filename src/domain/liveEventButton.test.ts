import { describe, expect, it } from 'vitest';
import {
  countdownText,
  isPlayableNow,
  type LiveEventButton,
  liveEventButton,
  msUntilPlayable,
} from './liveEventButton.ts';

const now = Date.parse('2026-11-22T10:00:00Z');
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
const event = (state: string, startMinutes: number, endMinutes: number) => ({
  'VCH.EventState': state,
  'VCH.ScheduledStart': at(startMinutes),
  'VCH.ScheduledEnd': at(endMinutes),
});

describe('liveEventButton (spec: browsing 4, Live event button)', () => {
  it.each<[string, Record<string, unknown>, LiveEventButton | undefined]>([
    ['not an event', {}, undefined],
    ['PRE_LIVE more than 5 minutes away: Scheduled', event('PRE_LIVE', 6, 60), { kind: 'scheduled' }],
    ['LIVE_UNPUBLISHED far away: Scheduled', event('LIVE_UNPUBLISHED', 600, 660), { kind: 'scheduled' }],
    ['PRE_LIVE within 5 minutes: countdown', event('PRE_LIVE', 4.5, 60), { kind: 'countdown', seconds: 270 }],
    ['exactly 5 minutes: countdown', event('PRE_LIVE', 5, 60), { kind: 'countdown', seconds: 300 }],
    ['started and not ended: Watch live', event('PRE_LIVE', -1, 60), { kind: 'watchLive' }],
    ['LIVE_PUBLISHED: Watch live', event('LIVE_PUBLISHED', -10, 60), { kind: 'watchLive' }],
    ['VOD_PUBLIC: Start watching', event('VOD_PUBLIC', -120, -60), { kind: 'start' }],
    ['end passed: Start watching', event('LIVE_PUBLISHED', -120, -1), { kind: 'start' }],
  ])('%s', (_name, item, expected) => {
    expect(liveEventButton(item, now)).toEqual(expected);
  });

  it('formats the countdown as MM:SS', () => {
    expect(countdownText(270)).toBe('04:30');
    expect(countdownText(5)).toBe('00:05');
  });
});

/**
 * spec: browsing 2 — the play button is disabled while the item is not playable; 4 — 'Scheduled' and
 * the countdown are not clickable, 'Start watching' and 'Watch live' are. What the button refuses, a
 * ?play=1 link and the server refuse too.
 */
describe('isPlayableNow and msUntilPlayable (spec: browsing 2, Video detail page; 4, Live event button)', () => {
  it.each<[string, Record<string, unknown>, boolean, number | undefined]>([
    ['not an event: playable', { mediaid: 'm001demo' }, true, 0],
    [
      'Scheduled (3 days away): not yet, it opens at its start',
      event('PRE_LIVE', 3 * 1440, 3 * 1440 + 120),
      false,
      3 * 1440 * 60_000,
    ],
    ['countdown: not yet', event('LIVE_UNPUBLISHED', 4.5, 60), false, 270_000],
    [
      'one second before the start: not yet',
      { ...event('PRE_LIVE', 0, 60), 'VCH.ScheduledStart': '2026-11-22T10:00:01.000Z' },
      false,
      1000,
    ],
    ['at the start: Watch live, playable', event('PRE_LIVE', 0, 60), true, 0],
    ['LIVE_PUBLISHED before its start: Watch live, playable', event('LIVE_PUBLISHED', 10, 60), true, 0],
    ['VOD_PUBLIC: Start watching, playable', event('VOD_PUBLIC', -120, -60), true, 0],
    ['PRE_LIVE whose end has passed: Start watching, playable', event('PRE_LIVE', -120, -1), true, 0],
    ['PRE_LIVE with no start: never by the clock', { 'VCH.EventState': 'PRE_LIVE' }, false, undefined],
  ])('%s', (_name, item, playable, wait) => {
    expect(isPlayableNow(item, now)).toBe(playable);
    expect(msUntilPlayable(item, now)).toBe(wait);
  });
});
