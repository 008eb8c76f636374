import { describe, expect, it } from 'vitest';
import { firstIndexFor, pagedFirstIndex, shelfWindow } from './shelfMetrics.ts';

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
