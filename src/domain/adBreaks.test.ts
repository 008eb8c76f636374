import { describe, expect, it } from 'vitest';
import { type AdBreak, adSecondsLeft, allowedSeek, breakAt, breakMarkers } from './adBreaks.ts';

// The reference SSAI stream: a 6 s pre-roll at 0, a 6 s mid-roll at 12 (after 6 s of content), 30 s in all.
const breaks: AdBreak[] = [
  { start: 0, duration: 6 },
  { start: 12, duration: 6 },
];

describe('ad breaks (spec: browsing 3 SSAI session, 4 Player — ad countdown)', () => {
  it.each([
    [0, 0],
    [5.9, 0],
    [6, undefined],
    [12, 1],
    [17.99, 1],
    [18, undefined],
  ])('at %s s the break playing is %s', (position, index) => {
    expect(breakAt(breaks, position)).toBe(index);
  });

  it.each([
    [0, 6],
    [0.2, 6],
    [5.1, 1],
    [13.5, 5],
    [8, undefined],
  ])('at %s s the countdown shows %s s', (position, seconds) => {
    expect(adSecondsLeft(breaks, position)).toBe(seconds);
  });

  it.each<[string, number[], number, number, number]>([
    ['forward over an unplayed mid-roll lands at its start', [0], 7, 20, 12],
    ['forward onto the middle of an unplayed mid-roll lands at its start', [0], 7, 14, 12],
    ['forward over a played mid-roll goes where asked', [0, 1], 7, 20, 20],
    ['forward before the mid-roll goes where asked', [0], 6, 10, 10],
    ['forward inside an unplayed pre-roll stays put', [], 2, 12, 2],
    ['forward inside a played pre-roll goes where asked', [0], 2, 10, 10],
    ['backward is never held', [], 20, 3, 3],
  ])('%s', (_case, played, from, to, expected) => {
    expect(allowedSeek(breaks, new Set(played), from, to)).toBe(expected);
  });

  it('places markers as fractions of the duration, none before the duration is known', () => {
    expect(breakMarkers(breaks, 30)).toEqual([0, 0.4]);
    expect(breakMarkers(breaks, 0)).toEqual([]);
  });
});
