import type { Layout } from '../../stores/deviceStore.ts';

/** Where a shelf shows its 'see more': beside the title, as the row's last stop, or not (yet). */
export type SeeMorePlace = 'header' | 'row-end' | 'none';

/**
 * spec: browsing 2, Shelf — a 'see more' link with a chevron opens the see-more page. On a TV it is
 * the row's last stop, after its last card, as on the big TV apps, whose row titles are no focus stop:
 * a link beside the title made every row cost two Up presses (cards, then 'see more', then the row
 * above). Only once the row is complete: the end of a row that still loads pages is not its end.
 * With a pointer or a finger (desktop, mobile) it is the link beside the title.
 */
export function seeMorePlace(layout: Layout, hasSeeMore: boolean, complete: boolean): SeeMorePlace {
  if (!hasSeeMore) return 'none';
  if (layout !== 'tv') return 'header';
  return complete ? 'row-end' : 'none';
}

/** A row's stops in order (Left and Right walk them): its cards, then its 'see more' when it ends the row. */
export function rowStops<T>(cards: readonly T[], seeMore: T | undefined): T[] {
  return seeMore === undefined ? [...cards] : [...cards, seeMore];
}
