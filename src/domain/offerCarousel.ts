/** spec: payments 2, 9 Screen limits — one arrow press scrolls the offer (and plan) list this far. */
export const CAROUSEL_STEP_PX = 200;
/** spec: payments 9 — an arrow hides within this distance of its end of the list. */
export const CAROUSEL_EDGE_PX = 30;
/** spec: payments 9 — with 1 or 2 offers the arrows never show. */
const FEWEST_WITH_ARROWS = 3;

/** The list's scroll position, as the element reports it (scrollLeft, scrollWidth, clientWidth). */
export interface CarouselScroll {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/**
 * spec: payments 2 Choose offer, Upgrade subscription — the previous and next arrows: hidden with 1 or 2
 * items, and each within 30 px of its end.
 */
export function carouselArrows(
  count: number,
  { scrollLeft, scrollWidth, clientWidth }: CarouselScroll,
): { previous: boolean; next: boolean } {
  if (count < FEWEST_WITH_ARROWS) return { previous: false, next: false };
  return {
    previous: scrollLeft > CAROUSEL_EDGE_PX,
    next: scrollWidth - clientWidth - scrollLeft > CAROUSEL_EDGE_PX,
  };
}
