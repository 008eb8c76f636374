import { describe, expect, it } from 'vitest';
import { type SearchCount, type SearchFacts, searchCount, searchFacts } from './searchCount.ts';

describe('the count of search results the viewer reads (spec: browsing 2, Search)', () => {
  it.each<[string, SearchFacts, SearchCount]>([
    [
      'the back end gives a total: it names every match, not the loaded page',
      { shown: 25, leftOut: 0, total: 42, hasMore: true },
      { count: 42, atLeast: false },
    ],
    [
      'items the app leaves out (placeholders, a kids profile) are not counted',
      { shown: 23, leftOut: 2, total: 42, hasMore: true },
      { count: 40, atLeast: false },
    ],
    [
      'no total, no next page: the loaded items are all there is',
      { shown: 7, leftOut: 0, total: undefined, hasMore: false },
      { count: 7, atLeast: false },
    ],
    [
      'no total, a next page: at least the loaded items ("25+")',
      { shown: 25, leftOut: 0, total: undefined, hasMore: true },
      { count: 25, atLeast: true },
    ],
    [
      'every page in: the shown items, whatever the total says',
      { shown: 42, leftOut: 0, total: 45, hasMore: false },
      { count: 42, atLeast: false },
    ],
    [
      'a total no larger than what is shown while more pages follow cannot be right: at least',
      { shown: 50, leftOut: 0, total: 50, hasMore: true },
      { count: 50, atLeast: true },
    ],
    ['one result', { shown: 1, leftOut: 0, total: 1, hasMore: false }, { count: 1, atLeast: false }],
  ])('%s', (_name, facts, expected) => {
    expect(searchCount(facts)).toEqual(expected);
  });
});

describe('the facts the count is read from, out of the loaded pages', () => {
  const page = (length: number, more: { total?: number; hiddenCount?: number; next?: string } = {}) => ({
    playlist: Array.from({ length }, () => ({})),
    total: more.total,
    hiddenCount: more.hiddenCount,
    links: { next: more.next },
  });

  it.each<[string, ReturnType<typeof page>[], number, SearchFacts]>([
    [
      'one page with a next link and a total',
      [page(25, { total: 42, next: '/next' })],
      25,
      { shown: 25, leftOut: 0, total: 42, hasMore: true },
    ],
    [
      'the last page says whether more follow, and its total is the freshest',
      [page(25, { total: 42, next: '/2' }), page(17, { total: 43 })],
      42,
      { shown: 42, leftOut: 0, total: 43, hasMore: false },
    ],
    [
      'placeholders dropped and items a kids profile hides count as left out',
      [page(25, { next: '/2', hiddenCount: 3 })],
      24,
      { shown: 24, leftOut: 4, total: undefined, hasMore: true },
    ],
    ['no pages yet', [], 0, { shown: 0, leftOut: 0, total: undefined, hasMore: false }],
  ])('%s', (_name, pages, shown, expected) => {
    expect(searchFacts(pages, shown)).toEqual(expected);
  });
});
