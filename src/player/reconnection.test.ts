import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECONNECT, Reconnection } from './reconnection.ts';

function setup(network = { up: true }) {
  const log: string[] = [];
  const reconnection = new Reconnection({
    reload: () => log.push('reload'),
    giveUp: () => log.push('give up'),
    online: () => network.up,
    onChange: (active) => log.push(active ? 'reconnecting' : 'calm'),
  });
  return { log, reconnection, network };
}

describe('Reconnection (issue 26: live and VOD recover by themselves, or say they failed)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reloads a lost stream after 1, 2, 4 then 8 s while the network is up', () => {
    const { log, reconnection } = setup();
    reconnection.lost();
    expect(log).toEqual(['reconnecting']);
    vi.advanceTimersByTime(999);
    expect(log).toEqual(['reconnecting']);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['reconnecting', 'reload']);
    reconnection.lost();
    vi.advanceTimersByTime(2_000);
    reconnection.lost();
    vi.advanceTimersByTime(3_999);
    expect(log.filter((entry) => entry === 'reload')).toHaveLength(2);
    vi.advanceTimersByTime(1);
    reconnection.lost();
    vi.advanceTimersByTime(8_000);
    expect(log.filter((entry) => entry === 'reload')).toHaveLength(4);
  });

  it('offline, waits for the network instead, and re-tunes the moment it returns', () => {
    const { log, reconnection, network } = setup({ up: false });
    reconnection.lost();
    vi.advanceTimersByTime(20_000);
    expect(log).toEqual(['reconnecting']);
    network.up = true;
    reconnection.networkBack();
    expect(log).toEqual(['reconnecting', 'reload']);
  });

  it('gives up after 30 s without steady playing, once, and stops its timers', () => {
    const { log, reconnection, network } = setup({ up: false });
    reconnection.stalled();
    vi.advanceTimersByTime(RECONNECT.giveUpMs - 1);
    expect(log).toEqual(['reconnecting']);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['reconnecting', 'calm', 'give up']);
    expect(reconnection.active).toBe(false);
    network.up = true;
    reconnection.networkBack();
    vi.advanceTimersByTime(60_000);
    expect(log).toEqual(['reconnecting', 'calm', 'give up']);
  });

  it('a stall reloads only when it lasts 10 s; a stall the viewer pauses reloads nothing', () => {
    const { log, reconnection } = setup();
    reconnection.stalled();
    reconnection.calm();
    vi.advanceTimersByTime(RECONNECT.stallMs);
    expect(log).toEqual(['reconnecting']);
    reconnection.stalled();
    vi.advanceTimersByTime(RECONNECT.stallMs - 1);
    expect(log).toEqual(['reconnecting']);
    vi.advanceTimersByTime(RECONNECT.backoffMs[0] + 1);
    expect(log).toEqual(['reconnecting', 'reload']);
  });

  it('ends the episode after 10 s of steady playing; the next trouble gets the full time again', () => {
    const { log, reconnection } = setup();
    reconnection.stalled();
    vi.advanceTimersByTime(25_000);
    reconnection.playing();
    vi.advanceTimersByTime(RECONNECT.steadyMs);
    expect(log).toEqual(['reconnecting', 'reload', 'calm']);
    reconnection.stalled();
    vi.advanceTimersByTime(RECONNECT.giveUpMs - 1);
    expect(log).not.toContain('give up');
  });

  it('a stream that plays a moment and breaks again at the same place still ends in the error', () => {
    const { log, reconnection } = setup();
    let elapsed = 0;
    reconnection.lost();
    // A reload plays a second, then fails again (the player shows the error, and stops, on give up).
    while (!log.includes('give up') && elapsed < 60_000) {
      vi.advanceTimersByTime(1_000);
      reconnection.playing();
      vi.advanceTimersByTime(1_000);
      elapsed += 2_000;
      if (!log.includes('give up')) reconnection.lost();
    }
    expect(log.filter((entry) => entry === 'reconnecting')).toHaveLength(1);
    expect(log.at(-1)).toBe('give up');
    expect(elapsed).toBeLessThanOrEqual(RECONNECT.giveUpMs + 2_000);
  });

  it('dispose clears every timer: nothing reloads or gives up for a closed player', () => {
    const { log, reconnection } = setup();
    reconnection.lost();
    reconnection.dispose();
    vi.advanceTimersByTime(60_000);
    expect(log).toEqual(['reconnecting', 'calm']);
  });
});
