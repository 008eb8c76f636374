/** Room left around a focused element when scrolling it into view, in CSS pixels. */
const MARGIN_PX = 48;

/**
 * Scrolls the element's horizontal scroller and the page just enough to show it whole. Written by hand
 * because scrollIntoView options (block/inline 'nearest') arrived after the 2018 TV engines.
 */
export function keepInView(element: HTMLElement, horizontalScroller?: HTMLElement | null): void {
  if (horizontalScroller) {
    const box = element.getBoundingClientRect();
    const frame = horizontalScroller.getBoundingClientRect();
    if (box.left < frame.left + MARGIN_PX) horizontalScroller.scrollLeft -= frame.left + MARGIN_PX - box.left;
    else if (box.right > frame.right - MARGIN_PX)
      horizontalScroller.scrollLeft += box.right - (frame.right - MARGIN_PX);
  }
  const box = element.getBoundingClientRect();
  const viewport = window.innerHeight;
  if (box.top < MARGIN_PX * 2) window.scrollBy(0, box.top - MARGIN_PX * 2);
  else if (box.bottom > viewport - MARGIN_PX) window.scrollBy(0, box.bottom - (viewport - MARGIN_PX));
}
