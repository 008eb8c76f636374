import type { Layout } from '../../stores/deviceStore.ts';

export type ShelfVariant = 'regular' | 'featured';

export interface ShelfMetrics {
  /** Card width and the gap after it, in rem (TV rem scales with the screen; see styles.css). */
  cardRem: number;
  gapRem: number;
  /** Height of the whole row (title, cards with their titles, spacing), in rem. */
  rowRem: number;
}

/** One source of truth for shelf geometry: positions are computed from it, never measured per card. */
const metrics: Record<Layout, Record<ShelfVariant, ShelfMetrics>> = {
  tv: {
    regular: { cardRem: 20, gapRem: 1.5, rowRem: 22 },
    featured: { cardRem: 44, gapRem: 1.5, rowRem: 33 },
  },
  desktop: {
    regular: { cardRem: 16, gapRem: 1, rowRem: 18 },
    // 30: room under the dots and pager line, so it does not touch the next row's pager.
    featured: { cardRem: 36, gapRem: 1, rowRem: 30 },
  },
  mobile: {
    regular: { cardRem: 11, gapRem: 0.75, rowRem: 13.5 },
    // 20.5: a 20rem card (11.25rem high), its title, and the dots and pager line clear of the next
    // row's pager; at 17 the title was cut off.
    featured: { cardRem: 20, gapRem: 0.75, rowRem: 20.5 },
  },
};

export function shelfMetrics(layout: Layout, variant: ShelfVariant): ShelfMetrics {
  return metrics[layout][variant];
}

/** Cards rendered beyond each edge of the visible ones: enough for the next key press. */
export const SHELF_OVERSCAN = 2;

/**
 * The index range [start, end) a shelf renders. It always holds the remembered card (`focusedIndex`),
 * even before the row has measured how many cards fit: a row mounting again (Back, scrolling up)
 * must offer that card the moment focus arrives.
 */
export function shelfWindow(
  firstIndex: number,
  visibleCount: number,
  count: number,
  focusedIndex = firstIndex,
): [number, number] {
  const focused = Math.min(focusedIndex, count - 1);
  return [
    Math.max(0, Math.min(firstIndex - SHELF_OVERSCAN, focused)),
    Math.min(count, Math.max(firstIndex + visibleCount + SHELF_OVERSCAN, focused + 1)),
  ];
}

/** The first index in view after focusing `index`: the least scrolling that shows it whole. */
export function firstIndexFor(
  index: number,
  firstIndex: number,
  visibleCount: number,
  count: number,
): number {
  const lastFirst = Math.max(0, count - visibleCount);
  if (index < firstIndex) return index;
  if (index >= firstIndex + visibleCount) return Math.min(lastFirst, index - visibleCount + 1);
  return Math.min(firstIndex, lastFirst);
}

/** The first index after paging by `pages` screens (negative: back), kept inside the row. */
export function pagedFirstIndex(
  firstIndex: number,
  pages: number,
  visibleCount: number,
  count: number,
): number {
  return Math.max(0, Math.min(Math.max(0, count - visibleCount), firstIndex + pages * visibleCount));
}

export interface PagerPosition {
  /** 1-based, as the indicator reads ('2 of 3'). */
  page: number;
  pages: number;
}

/**
 * spec: browsing 2, Shelf — the page indicator's 'page of pages'. The last page shows the row's end,
 * which may overlap the page before it (5 cards, 2 in view: 0-1, 2-3, 3-4): once the end is in view it
 * is the last page, as the disabled Next says, not '2 of 3'.
 */
export function pagerPosition(firstIndex: number, visibleCount: number, count: number): PagerPosition {
  const pages = Math.max(1, Math.ceil(count / visibleCount));
  if (firstIndex + visibleCount >= count) return { page: pages, pages };
  return { page: Math.min(pages, Math.floor(firstIndex / visibleCount) + 1), pages };
}

export interface DotsInput {
  /** The row shows the pager (desktop, mobile); on TV it does not. */
  paged: boolean;
  firstIndex: number;
  focusedIndex: number;
  /** Focus is on one of the row's cards. */
  focused: boolean;
  visibleCount: number;
  count: number;
}

export interface ShelfDots {
  count: number;
  /** 0-based: the dot shown as current. */
  current: number;
}

/**
 * spec: browsing 2, Shelf — a featured shelf's dot pagination. Beside the pager a dot is a page, so
 * the dots and '1 of 3' count the same thing and the arrows move one dot. On TV there is no pager and
 * focus moves card by card: a dot is a card, the focused one (else the first in view).
 */
export function shelfDots(input: DotsInput): ShelfDots {
  const { paged, firstIndex, focusedIndex, focused, visibleCount, count } = input;
  if (!paged) return { count, current: focused ? focusedIndex : firstIndex };
  const { page, pages } = pagerPosition(firstIndex, visibleCount, count);
  return { count: pages, current: page - 1 };
}

/** spec: browsing 9 — swipes over 20 px count. */
export const SWIPE_THRESHOLD_PX = 20;
