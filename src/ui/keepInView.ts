/** Room left above and below a focused element when the page scrolls to it, in CSS pixels. */
const MARGIN_PX = 96;

/**
 * Scrolls the page just enough to show the element whole (rows scroll vertically with the page;
 * shelves scroll themselves). By hand: scrollIntoView's 'nearest' options arrived after the 2018 TV
 * engines.
 */
export function keepInView(element: HTMLElement): void {
  const box = element.getBoundingClientRect();
  const viewport = window.innerHeight;
  if (box.top < MARGIN_PX) window.scrollBy(0, box.top - MARGIN_PX);
  else if (box.bottom > viewport - MARGIN_PX / 2) window.scrollBy(0, box.bottom - (viewport - MARGIN_PX / 2));
}
