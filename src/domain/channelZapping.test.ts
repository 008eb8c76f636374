import { describe, expect, it } from 'vitest';
import {
  type ChannelMemory,
  channelStarted,
  emptyChannelMemory,
  previousChannel,
  SKIM_QUIET_MS,
  settled,
  type ZapKeyOutcome,
  type ZapStep,
  zapKeyOutcome,
  zapTarget,
} from './channelZapping.ts';

const guide = ['one', 'two', 'three', 'four'];

describe('zapTarget: CH+ / CH− move through the guide order, wrapping at both ends', () => {
  it.each<[string, readonly string[], string | undefined, ZapStep, string | undefined]>([
    ['CH+ goes to the next channel', guide, 'one', 1, 'two'],
    ['CH− goes to the previous channel', guide, 'three', -1, 'two'],
    ['CH+ on the last channel wraps to the first', guide, 'four', 1, 'one'],
    ['CH− on the first channel wraps to the last', guide, 'one', -1, 'four'],
    ['a single channel zaps to itself', ['one'], 'one', 1, 'one'],
    ['no channels: nowhere to go', [], 'one', 1, undefined],
    ['no channels: nowhere to go (CH−)', [], undefined, -1, undefined],
    ['a channel not in the list: CH+ starts at the first', guide, 'gone', 1, 'one'],
    ['a channel not in the list: CH− starts at the last', guide, 'gone', -1, 'four'],
    ['nothing playing yet: CH+ starts at the first', guide, undefined, 1, 'one'],
  ])('%s', (_case, ids, current, step, expected) => {
    expect(zapTarget(ids, current, step)).toBe(expected);
  });
});

describe('held-key skim: a zap key starts a channel only when the viewer stops on it', () => {
  it('waits 400 ms of quiet: longer than the gap between repeats of a held key', () => {
    expect(SKIM_QUIET_MS).toBe(400);
  });

  it.each<[string, number | undefined, number, boolean, ZapKeyOutcome]>([
    [
      'the first zap key starts at once (nothing to wait for: first frame within 500 ms)',
      undefined,
      1000,
      false,
      'start',
    ],
    ['a press long after the last zap key starts at once', 1000, 5000, false, 'start'],
    ['a press exactly the quiet time after the last starts at once', 1000, 1400, false, 'start'],
    ['a repeat of a held key only moves the selection', 1000, 1100, true, 'select'],
    ['a repeat after the first-repeat delay (500 ms) still only selects', 1000, 1500, true, 'select'],
    ['a quick second tap (under 400 ms) only moves the selection', 1000, 1250, false, 'select'],
  ])('%s', (_case, lastZapKeyAt, now, repeat, expected) => {
    expect(zapKeyOutcome(lastZapKeyAt, now, repeat)).toBe(expected);
  });

  it.each<[string, number, number, boolean]>([
    ['100 ms after the last repeat (a throttled held key): still skimming', 1000, 1100, false],
    ['399 ms of quiet: still skimming', 1000, 1399, false],
    ['400 ms of quiet: the viewer stopped here, start it', 1000, 1400, true],
    ['long after: settled', 1000, 9000, true],
  ])('%s', (_case, lastZapKeyAt, now, expected) => {
    expect(settled(lastZapKeyAt, now)).toBe(expected);
  });

  it('a custom quiet time is honoured', () => {
    expect(settled(1000, 1200, 150)).toBe(true);
    expect(zapKeyOutcome(1000, 1200, false, 150)).toBe('start');
  });

  it('a held CH+ from channel one: starts two, skims, and starts only the channel it stops on', () => {
    // keydown at 0 (not a repeat), the platform's first repeat at 500, then one every 100 ms.
    const keys: Array<[number, boolean]> = [
      [0, false],
      [500, true],
      [600, true],
    ];
    let selected = 'one';
    let last: number | undefined;
    const started: string[] = [];
    for (const [at, repeat] of keys) {
      selected = zapTarget(guide, selected, 1) ?? selected;
      if (zapKeyOutcome(last, at, repeat) === 'start') started.push(selected);
      last = at;
    }
    expect(started).toEqual(['two']);
    expect(selected).toBe('four');
    expect(settled(600, 999)).toBe(false);
    expect(settled(600, 1000)).toBe(true);
  });
});

describe('previous channel: the last channel watched before this one', () => {
  const watched = (...ids: string[]) =>
    ids.reduce<ChannelMemory>((memory, id) => channelStarted(memory, id), emptyChannelMemory);

  it.each<[string, ChannelMemory, string | undefined]>([
    ['nothing watched yet', emptyChannelMemory, undefined],
    ['one channel watched: no previous', watched('one'), undefined],
    ['one then three: three is on, one is previous', watched('one', 'three'), 'one'],
    ['starting the same channel again changes nothing', watched('one', 'three', 'three'), 'one'],
    ['previous-channel back and forth alternates (1)', watched('one', 'three', 'one'), 'three'],
    ['previous-channel back and forth alternates (2)', watched('one', 'three', 'one', 'three'), 'one'],
    ['a chain keeps only the last one before', watched('one', 'two', 'three'), 'two'],
  ])('%s', (_case, memory, expected) => {
    expect(previousChannel(memory)).toBe(expected);
  });

  it('the channel a skim ends on continues the zap: previous stays the channel the zap left', () => {
    // Watching one; CH+ starts two at once (leading edge), the held key skims on to four.
    const leading = channelStarted(watched('one'), 'two');
    const afterSkim = channelStarted(leading, 'four', true);
    expect(afterSkim).toEqual({ current: 'four', previous: 'one' });
    // Previous-channel from four returns to one, and again to four.
    const back = channelStarted(afterSkim, 'one');
    expect(back).toEqual({ current: 'one', previous: 'four' });
  });

  it('a skim that ends back where it began leaves the briefly started channel as previous', () => {
    const leading = channelStarted(watched('one'), 'two');
    expect(channelStarted(leading, 'one', true)).toEqual({ current: 'one', previous: 'two' });
  });

  it('a previous channel gone from the guide is not offered', () => {
    const memory = watched('one', 'three');
    expect(previousChannel(memory, ['two', 'three'])).toBeUndefined();
    expect(previousChannel(memory, ['one', 'three'])).toBe('one');
  });
});
