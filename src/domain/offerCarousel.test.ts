import { describe, expect, it } from 'vitest';
import { type CarouselScroll, carouselArrows } from './offerCarousel.ts';

/** A list 1000 px wide showing 400 px of it, scrolled to `left`. */
const at = (scrollLeft: number): CarouselScroll => ({ scrollLeft, scrollWidth: 1000, clientWidth: 400 });

/** spec: payments 2 Choose offer, 9 Screen limits — arrows hidden with 1-2 items and within 30 px of an end. */
describe('the offer list arrows', () => {
  it.each<[string, number, CarouselScroll, { previous: boolean; next: boolean }]>([
    ['one offer', 1, at(0), { previous: false, next: false }],
    ['two offers, scrolled', 2, at(300), { previous: false, next: false }],
    ['at the start', 3, at(0), { previous: false, next: true }],
    ['within 30 px of the start', 3, at(30), { previous: false, next: true }],
    ['past 30 px', 3, at(31), { previous: true, next: true }],
    ['in the middle', 5, at(200), { previous: true, next: true }],
    ['within 30 px of the end', 5, at(570), { previous: true, next: false }],
    ['at the end', 5, at(600), { previous: true, next: false }],
    [
      'all in view',
      3,
      { scrollLeft: 0, scrollWidth: 400, clientWidth: 400 },
      { previous: false, next: false },
    ],
  ])('%s', (_, count, scroll, arrows) => expect(carouselArrows(count, scroll)).toEqual(arrows));
});
