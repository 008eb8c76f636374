/** Room left above a focused element when the page scrolls to it, in CSS pixels. */
const MARGIN_PX = 96;
/**
 * Below it: the TV's 5 % safe area at 1080p (54 px, which overscanning sets may cut) and the growth of
 * a focused card (5 %, about 6 px); at 48 a focused card's title ended at 1038 px of 1080.
 */
const BOTTOM_MARGIN_PX = 64;

/** Marks a box that scrolls its own content (a long form in a modal): focus inside scrolls it. */
export const SCROLL_REGION_ATTRIBUTE = 'data-scroll-region';

/**
 * Scrolls the page just enough to show the element whole (rows scroll vertically with the page;
 * shelves scroll themselves), and first the scroll region it sits in, if any. By hand: scrollIntoView's
 * 'nearest' options arrived after the 2018 TV engines. A region is found by its attribute, not by
 * reading computed styles up the tree on every key press.
 */
export function keepInView(element: HTMLElement): void {
  const region = element.closest<HTMLElement>(`[${SCROLL_REGION_ATTRIBUTE}]`);
  if (region) {
    const box = element.getBoundingClientRect();
    const outer = region.getBoundingClientRect();
    const margin = Math.min(MARGIN_PX, region.clientHeight / 4);
    if (box.top < outer.top + margin) region.scrollTop += box.top - outer.top - margin;
    else if (box.bottom > outer.bottom - margin / 2)
      region.scrollTop += box.bottom - (outer.bottom - margin / 2);
  }
  const box = element.getBoundingClientRect();
  const viewport = window.innerHeight;
  if (box.top < MARGIN_PX) window.scrollBy(0, box.top - MARGIN_PX);
  else if (box.bottom > viewport - BOTTOM_MARGIN_PX)
    window.scrollBy(0, box.bottom - (viewport - BOTTOM_MARGIN_PX));
}
