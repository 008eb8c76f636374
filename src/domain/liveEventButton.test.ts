import { describe, expect, it } from 'vitest';
import { countdownText, type LiveEventButton, liveEventButton } from './liveEventButton.ts';

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
