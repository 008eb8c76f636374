import { describe, expect, it } from 'vitest';
import {
  channelByNumber,
  channelNumber,
  channelNumbers,
  type EntryResult,
  entryResult,
  NUMBER_ENTRY_TIMEOUT_MS,
  type NumberEntry,
  noNumberEntry,
  pressDigit,
} from './channelNumbers.ts';

describe('channelNumber: the number a channel carries, else its place in the guide', () => {
  it.each<[string, Record<string, unknown>, number, number]>([
    ['no number carried: its 1-based position', { mediaid: 'a' }, 0, 1],
    ['no number carried, fifth in the guide', { mediaid: 'e' }, 4, 5],
    ['a carried number (custom parameters are strings)', { channelNumber: '101' }, 0, 101],
    ['a carried number as a number', { channelNumber: 7 }, 2, 7],
    ['leading zeros are the same number', { channelNumber: '007' }, 0, 7],
    ['zero is no channel number: position', { channelNumber: '0' }, 3, 4],
    ['a negative number: position', { channelNumber: -2 }, 3, 4],
    ['a fraction: position', { channelNumber: 2.5 }, 3, 4],
    ['not a number: position', { channelNumber: 'BBC1' }, 1, 2],
    ['empty: position', { channelNumber: '' }, 1, 2],
    ['more digits than a remote can type (4): position', { channelNumber: '12345' }, 1, 2],
  ])('%s', (_case, channel, index, expected) => {
    expect(channelNumber(channel, index)).toBe(expected);
  });
});

describe('channelByNumber', () => {
  const plain = [{ mediaid: 'a' }, { mediaid: 'b' }, { mediaid: 'c' }];
  const mixed = [
    { mediaid: 'a' },
    { mediaid: 'b', channelNumber: '3' },
    { mediaid: 'c' },
    { mediaid: 'd', channelNumber: '3' },
  ];

  it.each<[string, ReadonlyArray<Record<string, unknown>>, number, string | undefined]>([
    ['by position', plain, 2, 'b'],
    ['the first', plain, 1, 'a'],
    ['the last', plain, 3, 'c'],
    ['past the last: none', plain, 4, undefined],
    ['zero: none', plain, 0, undefined],
    ['a carried number wins over a position', mixed, 3, 'b'],
    ['two channels carrying one number: the first in the guide', mixed, 3, 'b'],
    ['a channel numbered by its place still answers to it', mixed, 1, 'a'],
    ['a position whose channel carries another number is not that channel', mixed, 2, undefined],
    ['no channels', [], 1, undefined],
  ])('%s', (_case, channels, number, expected) => {
    expect(channelByNumber(channels, number)?.mediaid).toBe(expected);
  });

  it('channelNumbers lists each channel number in guide order', () => {
    expect(channelNumbers(mixed)).toEqual([1, 3, 3, 3]);
  });
});

describe('number entry: digits typed on the remote pick a channel', () => {
  const typed = (...presses: Array<[number, number]>): NumberEntry =>
    presses.reduce((entry, [digit, at]) => pressDigit(entry, digit, at), noNumberEntry);
  const twelve = Array.from({ length: 12 }, (_, index) => index + 1);
  const six = [1, 2, 3, 4, 5, 6];
  const big = [1, 2, 10, 101, 250];

  it('waits 2 s after the last digit', () => {
    expect(NUMBER_ENTRY_TIMEOUT_MS).toBe(2000);
  });

  it.each<[string, NumberEntry, number, readonly number[], EntryResult]>([
    ['nothing typed', noNumberEntry, 0, twelve, { kind: 'idle' }],
    [
      '1 with channels up to 12: could be 1, 10, 11 or 12, so it waits',
      typed([1, 1000]),
      1500,
      twelve,
      { kind: 'pending', digits: '1', commitAt: 3000 },
    ],
    ['1 then the timeout passes: channel 1', typed([1, 1000]), 3000, twelve, { kind: 'commit', number: 1 }],
    [
      '1, 2 within the timeout: 12 (no longer number starts so)',
      typed([1, 1000], [2, 1800]),
      1800,
      twelve,
      { kind: 'commit', number: 12 },
    ],
    [
      'the timeout runs from the last digit, not the first',
      typed([1, 1000], [0, 2500]),
      3500,
      [...twelve, 100],
      { kind: 'pending', digits: '10', commitAt: 4500 },
    ],
    [
      '3 with channels up to 12: nothing longer starts with 3, at once',
      typed([3, 1000]),
      1000,
      twelve,
      { kind: 'commit', number: 3 },
    ],
    ['6 of six channels: at once', typed([6, 1000]), 1000, six, { kind: 'commit', number: 6 }],
    [
      'a number no channel has commits too (the screen says so)',
      typed([9, 1000]),
      1000,
      six,
      { kind: 'commit', number: 9 },
    ],
    [
      'a leading 0 waits for the rest',
      typed([0, 1000]),
      1200,
      six,
      { kind: 'pending', digits: '0', commitAt: 3000 },
    ],
    ['0 then 5: channel 5, at once', typed([0, 1000], [5, 1300]), 1300, six, { kind: 'commit', number: 5 }],
    [
      '10 of 1, 2, 10, 101, 250: waits for a possible 101',
      typed([1, 0], [0, 500]),
      600,
      big,
      { kind: 'pending', digits: '10', commitAt: 2500 },
    ],
    ['101: at once', typed([1, 0], [0, 500], [1, 900]), 900, big, { kind: 'commit', number: 101 }],
    [
      '25 of those: waits for 250',
      typed([2, 0], [5, 400]),
      500,
      big,
      { kind: 'pending', digits: '25', commitAt: 2400 },
    ],
    [
      'four digits are the most a remote types: at once',
      typed([1, 0], [2, 1], [3, 2], [4, 3]),
      3,
      [12345],
      { kind: 'commit', number: 1234 },
    ],
  ])('%s', (_case, entry, now, numbers, expected) => {
    expect(entryResult(entry, now, numbers)).toEqual(expected);
  });

  it('a custom timeout is honoured', () => {
    expect(entryResult(typed([1, 1000]), 2500, twelve, 1500)).toEqual({ kind: 'commit', number: 1 });
  });

  it('only digits 0-9 are typed', () => {
    expect(pressDigit(noNumberEntry, 10, 0)).toBe(noNumberEntry);
    expect(pressDigit(noNumberEntry, -1, 0)).toBe(noNumberEntry);
    expect(pressDigit(noNumberEntry, 1.5, 0)).toBe(noNumberEntry);
  });

  it('a digit after four starts a new number', () => {
    expect(typed([1, 0], [2, 1], [3, 2], [4, 3], [5, 4])).toEqual({ digits: '5', lastDigitAt: 4 });
  });
});
