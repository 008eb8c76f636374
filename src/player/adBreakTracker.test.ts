import { describe, expect, it } from 'vitest';
import { AdBreakTracker } from './adBreakTracker.ts';
import { EventHub, type PlayerEvents } from './playerEvents.ts';

const breaks = [
  { start: 0, duration: 6 },
  { start: 12, duration: 6 },
];

describe('AdBreakTracker', () => {
  it('emits start and end per break, and a played break no longer holds seeks', () => {
    const events = new EventHub<PlayerEvents>();
    const seen: string[] = [];
    events.on('adBreakStart', ({ index }) => seen.push(`start ${index}`));
    events.on('adBreakEnd', ({ index, played }) => seen.push(`end ${index} ${played ? 'played' : 'left'}`));
    const tracker = new AdBreakTracker(breaks, events);
    for (const position of [0, 2, 4, 5.8, 6.1, 8]) tracker.update(position);
    expect(seen).toEqual(['start 0', 'end 0 played']);
    expect(tracker.seekTarget(8, 20)).toBe(12);
    tracker.update(12.2);
    expect(tracker.seekTarget(12.2, 20)).toBe(12.2);
    tracker.update(3);
    expect(seen.slice(2)).toEqual(['start 1', 'end 1 left', 'start 0']);
    expect(tracker.isPlayed(1)).toBe(false);
    expect(tracker.seekTarget(3, 20)).toBe(12);
  });
});
