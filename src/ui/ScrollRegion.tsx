import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import type { ReactNode } from 'react';
import { FOCUS_KEY_ATTRIBUTE } from '../focus/useScreenFocus.ts';
import { EDGE_PX, scrollStep } from './scrollStep.ts';

/** The focus key of a page's text: legal, about and static pages take focus there. */
export const PAGE_TEXT_KEY = 'page-text';

interface ScrollRegionProps {
  focusKey: string;
  /** What the text is (the page's title), for screen readers. */
  label: string;
  children: ReactNode;
}

/**
 * Long text (legal, about and static pages) read by remote: the text itself takes focus, and Up and
 * Down scroll the page by a step; at either end of the text they move focus on as usual. Without
 * it, a TV viewer could not read past the first screen.
 */
export function ScrollRegion({ focusKey, label, children }: ScrollRegionProps) {
  const { ref, focused } = useFocusable<object, HTMLElement>({
    focusKey,
    // Focus moves without the browser's scrolling (initFocus): show the start of the text if it is below the fold.
    onFocus: ({ node }) => {
      const { top } = node.getBoundingClientRect();
      if (top > window.innerHeight - EDGE_PX) window.scrollBy(0, top - EDGE_PX);
    },
    onArrowPress: (direction) => {
      if (direction !== 'up' && direction !== 'down') return true;
      const node = ref.current;
      if (!node) return true;
      const { top, bottom } = node.getBoundingClientRect();
      const step = scrollStep(direction, {
        top,
        bottom,
        viewportHeight: window.innerHeight,
        scrollY: window.scrollY,
      });
      if (step === 0) return true;
      window.scrollBy(0, step);
      return false;
    },
  });
  return (
    <section
      ref={ref}
      aria-label={label}
      tabIndex={-1}
      className={`scroll-region${focused ? ' is-focused' : ''}`}
      {...{ [FOCUS_KEY_ATTRIBUTE]: focusKey }}
    >
      {children}
    </section>
  );
}
