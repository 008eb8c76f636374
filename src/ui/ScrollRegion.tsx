import './scrollRegion.css';
import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import type { ReactNode } from 'react';
import { FOCUS_KEY_ATTRIBUTE } from '../focus/useScreenFocus.ts';
import { boxScrollStep, EDGE_PX, scrollStep } from './scrollStep.ts';
import { useScrollEdges } from './useScrollEdges.ts';

/** The focus key of a page's text: legal, about and static pages take focus there. */
export const PAGE_TEXT_KEY = 'page-text';

interface ScrollRegionProps {
  focusKey: string;
  /** What the text is (the page's title), for screen readers. */
  label: string;
  /** 'page': the text is part of the page, which scrolls; 'self': the text scrolls in its own box (a modal's body). */
  scrolls?: 'page' | 'self';
  className?: string;
  children: ReactNode;
}

/** How far an arrow scrolls the text, and scrolls it; 0 when that end is in view (focus moves on). */
function scrollBy(node: HTMLElement, direction: 'up' | 'down', scrolls: 'page' | 'self'): number {
  if (scrolls === 'self') {
    const step = boxScrollStep(direction, node);
    node.scrollTop += step;
    return step;
  }
  const { top, bottom } = node.getBoundingClientRect();
  const step = scrollStep(direction, {
    top,
    bottom,
    viewportHeight: window.innerHeight,
    scrollY: window.scrollY,
  });
  window.scrollBy(0, step);
  return step;
}

/**
 * Long text (legal, about and static pages, the show-more-details modal) read by remote: the text
 * itself takes focus, and Up and Down scroll it by a step; at either end of the text they move focus
 * on as usual. Without it, a TV viewer could not read past the first screen.
 */
export function ScrollRegion({ focusKey, label, scrolls = 'page', className, children }: ScrollRegionProps) {
  const { ref, focused } = useFocusable<object, HTMLElement>({
    focusKey,
    // Focus moves without the browser's scrolling (initFocus): show the start of the text if it is below the fold.
    onFocus: ({ node }) => {
      if (scrolls === 'self') return;
      const { top } = node.getBoundingClientRect();
      if (top > window.innerHeight - EDGE_PX) window.scrollBy(0, top - EDGE_PX);
    },
    onArrowPress: (direction: string): boolean => {
      const node: HTMLElement | null = ref.current;
      if ((direction !== 'up' && direction !== 'down') || !node) return true;
      return scrollBy(node, direction, scrolls) === 0;
    },
  });
  const self = scrolls === 'self';
  const [edges, onScroll] = useScrollEdges(ref, self);
  const region = (
    <section
      ref={ref}
      aria-label={label}
      // A box that scrolls itself is a tab stop too (desktop keyboards scroll it; WCAG 2.1.1).
      tabIndex={self ? 0 : -1}
      className={`scroll-region${className ? ` ${className}` : ''}${focused ? ' is-focused' : ''}`}
      onScroll={self ? onScroll : undefined}
      {...{ [FOCUS_KEY_ATTRIBUTE]: focusKey }}
    >
      {children}
    </section>
  );
  if (!self) return region;
  // A box cut at its edge gave no sign that it scrolls (the show-more-details text at 1280x720): a fade
  // where text goes on, and a chevron while more is below, gone at the end. Drawn over the box, not in
  // it, so the text's height and scrolling stay the box's own; screen readers read the text whole.
  return (
    <div className="scroll-box">
      {region}
      {edges.above ? <span className="scroll-box__fade scroll-box__fade--top" aria-hidden="true" /> : null}
      {edges.below ? (
        <>
          <span className="scroll-box__fade scroll-box__fade--bottom" aria-hidden="true" />
          <span className="scroll-box__more" aria-hidden="true" />
        </>
      ) : null}
    </div>
  );
}
