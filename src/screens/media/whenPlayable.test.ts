import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenPlayable } from './whenPlayable.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const MINUTE = 60_000;
const event = (state: string, startMinutes: number, endMinutes: number) => ({
  'VCH.EventState': state,
  'VCH.ScheduledStart': new Date(NOW + startMinutes * MINUTE).toISOString(),
  'VCH.ScheduledEnd': new Date(NOW + endMinutes * MINUTE).toISOString(),
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** spec: browsing 4, Live event button — 'Watch live' triggers itself when the countdown reaches zero. */
describe('whenPlayable', () => {
  it('calls once when the countdown reaches zero, not a millisecond before, and never again', async () => {
    const onPlayable = vi.fn();
    whenPlayable(event('PRE_LIVE', 4.5, 60), onPlayable);
    await vi.advanceTimersByTimeAsync(4.5 * MINUTE - 1);
    expect(onPlayable).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onPlayable).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    expect(onPlayable).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits out an event three days away (beyond what one timer may wait, re-measured)', async () => {
    const onPlayable = vi.fn();
    whenPlayable(event('PRE_LIVE', 3 * 1440, 3 * 1440 + 120), onPlayable);
    await vi.advanceTimersByTimeAsync(3 * 1440 * MINUTE - 1);
    expect(onPlayable).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onPlayable).toHaveBeenCalledTimes(1);
  });

  it('follows the wall clock: a TV clock set forward past the start starts within a minute', async () => {
    const onPlayable = vi.fn();
    whenPlayable(event('PRE_LIVE', 120, 240), onPlayable);
    vi.setSystemTime(NOW + 121 * MINUTE);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(onPlayable).toHaveBeenCalledTimes(1);
  });

  it('does nothing for an item already playable (the viewer presses) or one no clock will open', async () => {
    const onPlayable = vi.fn();
    whenPlayable(event('LIVE_PUBLISHED', -10, 60), onPlayable);
    whenPlayable({ mediaid: 'm001demo' }, onPlayable);
    whenPlayable({ 'VCH.EventState': 'PRE_LIVE' }, onPlayable);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(onPlayable).not.toHaveBeenCalled();
  });

  it('stop() before the start: never called, no timer left (leaving the page)', async () => {
    const onPlayable = vi.fn();
    const stop = whenPlayable(event('PRE_LIVE', 4.5, 60), onPlayable);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(onPlayable).not.toHaveBeenCalled();
  });
});
