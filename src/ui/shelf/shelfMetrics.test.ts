import { describe, expect, it } from 'vitest';
import { firstIndexFor, pagedFirstIndex, pagerPosition, shelfDots, shelfWindow } from './shelfMetrics.ts';

describe('shelf scrolling', () => {
  it.each([
    ['inside the view: no scroll', 3, 0, 5, 40, 0],
    ['one past the right edge: scroll by one', 5, 0, 5, 40, 1],
    ['left of the view: it becomes the first', 2, 4, 5, 40, 2],
    ['near the end: never scroll past the last page', 39, 30, 5, 40, 35],
    ['fewer cards than fit: stay at 0', 2, 0, 5, 3, 0],
  ])('%s', (_name, index, first, visible, count, expected) => {
    expect(firstIndexFor(index, first, visible, count)).toBe(expected);
  });

  it('renders the visible cards and two more on each side', () => {
    expect(shelfWindow(0, 5, 40)).toEqual([0, 7]);
    expect(shelfWindow(10, 5, 40)).toEqual([8, 17]);
    expect(shelfWindow(36, 5, 40)).toEqual([34, 40]);
  });

  it('always renders the remembered card, even before the row knows how many fit', () => {
    expect(shelfWindow(26, 1, 40, 30)).toEqual([24, 31]);
    expect(shelfWindow(26, 5, 40, 30)).toEqual([24, 33]);
    expect(shelfWindow(10, 1, 40, 2)).toEqual([2, 13]);
    expect(shelfWindow(26, 1, 25, 30)).toEqual([24, 25]);
  });
});

describe('shelf paging (previous/next buttons, swipes)', () => {
  it.each([
    ['next page', 0, 1, 5, 40, 5],
    ['previous page', 10, -1, 5, 40, 5],
    ['not before the start', 2, -1, 5, 40, 0],
    ['not past the last page', 33, 1, 5, 40, 35],
  ])('%s', (_name, first, pages, visible, count, expected) => {
    expect(pagedFirstIndex(first, pages, visible, count)).toBe(expected);
  });
});

/**
 * spec: browsing 2, Shelf — the pager's 'page of pages' and a featured shelf's dot pagination. Where
 * the pager shows (desktop, mobile) a dot stands for a page, the pager's own: a desktop featured row of
 * 5 with 2 in view reads '1 of 3' under 3 dots, not under 5. On TV there is no pager and focus moves
 * card by card: a dot stands for a card, the focused one.
 */
describe('shelf pager and dots agree', () => {
  it.each([
    ['the start', 0, 2, 5, { page: 1, pages: 3 }],
    ['one page on', 2, 2, 5, { page: 2, pages: 3 }],
    // The last page can overlap the one before (index 3 of 5): it is still the last, and Next is off.
    ['the end, reached by paging', 3, 2, 5, { page: 3, pages: 3 }],
    ['the end, reached by focus', 35, 5, 40, { page: 8, pages: 8 }],
    ['between pages, by focus', 33, 5, 40, { page: 7, pages: 8 }],
    ['all cards in view', 0, 5, 3, { page: 1, pages: 1 }],
    ['an empty row', 0, 5, 0, { page: 1, pages: 1 }],
  ])('%s', (_name, first, visible, count, expected) => {
    expect(pagerPosition(first, visible, count)).toEqual(expected);
  });

  it.each([
    ['desktop, the start: dot 1 of 3, as the pager', true, 0, 0, false, { count: 3, current: 0 }],
    ['desktop, the end: dot 3 of 3', true, 3, 0, false, { count: 3, current: 2 }],
    ['desktop, focus on the 4th card: its page', true, 2, 3, true, { count: 3, current: 1 }],
    ['TV, focus on the 4th card: dot 4 of 5', false, 2, 3, true, { count: 5, current: 3 }],
    ['TV, focus elsewhere: the first card in view', false, 2, 3, false, { count: 5, current: 2 }],
  ])('%s', (_name, paged, firstIndex, focusedIndex, focused, expected) => {
    expect(shelfDots({ paged, firstIndex, focusedIndex, focused, visibleCount: 2, count: 5 })).toEqual(
      expected,
    );
    if (paged) {
      const { page, pages } = pagerPosition(firstIndex, 2, 5);
      expect([expected.current + 1, expected.count]).toEqual([page, pages]);
    }
  });
});
