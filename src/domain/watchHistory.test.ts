import { describe, expect, it } from 'vitest';
import {
  continueWatchingIds,
  type HistoryEntry,
  historyLimit,
  isContinueWatching,
  progressOf,
  recordProgress,
  resumePosition,
} from './watchHistory.ts';

const entry = (mediaid: string, progress = 0.5, seriesId?: string): HistoryEntry => ({
  mediaid,
  title: mediaid,
  progress,
  duration: 100,
  seriesId,
});

describe('continue watching (spec: browsing 4 and 9)', () => {
  it.each([
    [0, false],
    [1e-15, false],
    [1e-14, true],
    [0.5, true],
    [0.999999999999999, false],
    [1, false],
  ])('progress %s counts: %s', (progress, counts) => {
    expect(isContinueWatching(progress)).toBe(counts);
  });

  it.each<[number, number, number | undefined]>([
    [30, 90, 0.33333],
    [90, 90, 1],
    [100, 90, 1],
    [10, 0, undefined],
    [10, Number.POSITIVE_INFINITY, undefined],
  ])('progressOf(%s, %s) = %s', (position, duration, progress) => {
    expect(progressOf(position, duration)).toBe(progress);
  });

  it('resumes at progress × the saved duration, only between the bounds', () => {
    expect(resumePosition(entry('a', 0.25))).toBe(25);
    expect(resumePosition(entry('a', 1))).toBeUndefined();
    expect(resumePosition(undefined)).toBeUndefined();
  });

  it('puts the new entry first, replacing the same media or the same series, and cuts to the limit', () => {
    const list = [entry('a'), entry('s1e1', 0.5, 'show'), entry('b')];
    expect(recordProgress(list, entry('s1e2', 0.1, 'show')).map((item) => item.mediaid)).toEqual([
      's1e2',
      'a',
      'b',
    ]);
    expect(recordProgress(list, entry('b', 0.9)).map((item) => item.mediaid)).toEqual(['b', 'a', 's1e1']);
    expect(recordProgress(list, entry('c'), 2).map((item) => item.mediaid)).toEqual(['c', 'a']);
  });
});

describe('historyLimit (spec: browsing 4 and 9 — max_no_of_continue_watching, default 48)', () => {
  it.each<[number | undefined, number]>([
    [undefined, 48],
    [50, 50],
    [2, 2],
  ])('config %s -> %s', (configured, limit) => {
    expect(historyLimit(configured)).toBe(limit);
  });

  it('cuts the recorded list to it', () => {
    const list = [entry('a'), entry('b')];
    expect(recordProgress(list, entry('c'), historyLimit(2)).map((item) => item.mediaid)).toEqual(['c', 'a']);
  });
});

/**
 * spec: browsing 4, Continue watching and 9 — the row's ids, newest first: the history cut to the limit,
 * then the entries whose progress lies between the bounds. The player's next item follows this order.
 */
describe('continueWatchingIds', () => {
  it.each<[string, HistoryEntry[], number | undefined, string[]]>([
    ['newest first', [entry('a'), entry('b'), entry('c')], undefined, ['a', 'b', 'c']],
    ['fully watched and unstarted left out', [entry('a', 1), entry('b'), entry('c', 0)], undefined, ['b']],
    ['cut to max_no_of_continue_watching first', [entry('a'), entry('b', 1), entry('c')], 2, ['a']],
    ['an empty history', [], undefined, []],
  ])('%s', (_case, history, configured, ids) => {
    expect(continueWatchingIds(history, configured)).toEqual(ids);
  });
});
