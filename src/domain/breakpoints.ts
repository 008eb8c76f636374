/** spec: browsing 9 — breakpoints: xs below 480 px; sm 480–767; md 768–1023; lg 1024–1199; xl 1200 and above. */
export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const lowerBounds: ReadonlyArray<[Breakpoint, number]> = [
  ['xl', 1200],
  ['lg', 1024],
  ['md', 768],
  ['sm', 480],
];

export function breakpointFor(widthPx: number): Breakpoint {
  return lowerBounds.find(([, min]) => widthPx >= min)?.[0] ?? 'xs';
}

/** md or wider (the series page's season buttons need the room). */
export function isAtLeastMd(breakpoint: Breakpoint): boolean {
  return breakpoint === 'md' || breakpoint === 'lg' || breakpoint === 'xl';
}

/**
 * spec: browsing 2 and 9 — columns of a grid: the card grid (playlist, search, episodes) 2/2/3/4/5;
 * the favourites and see-more grids 2/3/5/5/5.
 */
export type GridKind = 'cards' | 'wide';

const gridColumnsByKind: Record<GridKind, Record<Breakpoint, number>> = {
  cards: { xs: 2, sm: 2, md: 3, lg: 4, xl: 5 },
  wide: { xs: 2, sm: 3, md: 5, lg: 5, xl: 5 },
};

export function gridColumns(kind: GridKind, breakpoint: Breakpoint): number {
  return gridColumnsByKind[kind][breakpoint];
}
