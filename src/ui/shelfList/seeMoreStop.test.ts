import { describe, expect, it } from 'vitest';
import { rowNeighbour } from '../shelf/rowNeighbour.ts';
import { rowStops, seeMorePlace } from './seeMoreStop.ts';

/**
 * spec: browsing 2, Shelf — a 'see more' link opens the see-more page of the row's playlist. Read for a
 * remote as the big TV apps do it: a row title is not a focus stop, so Up and Down cost one press a
 * row; 'see more' is the row's last stop, reached by Right past its last card. With a pointer or a
 * finger it stays the link beside the title.
 */
describe("where a shelf's 'see more' is", () => {
  it.each([
    ['tv', true, true, 'row-end'],
    // The end of a row that still loads pages is not its end: the stop comes with the last page.
    ['tv', true, false, 'none'],
    ['tv', false, true, 'none'],
    ['desktop', true, true, 'header'],
    ['desktop', true, false, 'header'],
    ['mobile', true, false, 'header'],
    ['desktop', false, true, 'none'],
  ] as const)('%s, see more %s, row complete %s: %s', (layout, hasSeeMore, complete, place) => {
    expect(seeMorePlace(layout, hasSeeMore, complete)).toBe(place);
  });
});

describe("a TV row's stops, by remote", () => {
  const cards = ['card-3-a', 'card-3-b', 'card-3-c'];
  const stops = rowStops(cards, 'see-more-3');

  it.each([
    ['card-3-c', 'right', 'see-more-3'],
    ['see-more-3', 'left', 'card-3-c'],
    ['see-more-3', 'right', null],
    ['card-3-a', 'right', 'card-3-b'],
    // Up and Down leave the row from every stop (the list moves to the next row's remembered card):
    // nothing in the row, above its cards or beside its title, is a stop on the way.
    ['card-3-b', 'up', null],
    ['card-3-a', 'up', null],
    ['card-3-b', 'down', null],
    ['see-more-3', 'up', null],
  ])('from %s, %s: %s', (from, direction, to) => {
    expect(rowNeighbour(stops, from, direction)).toBe(to);
  });

  it("has no 'see more' stop without one at the row's end", () => {
    expect(rowStops(cards, undefined)).toEqual(cards);
  });
});
