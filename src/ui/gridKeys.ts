/** spec: browsing 2, Card grid — the keys a grid answers besides the arrows. */
export type GridKey = 'Home' | 'End' | 'PageUp' | 'PageDown';

export function isGridKey(key: string): key is GridKey {
  return key === 'Home' || key === 'End' || key === 'PageUp' || key === 'PageDown';
}

/**
 * The index a grid key moves to: Home and End go to the first and last card of the row (with Ctrl,
 * of the whole grid); PageUp and PageDown move a screenful of rows, keeping the column, and stop at
 * the first or last card.
 */
export function gridKeyTarget(
  key: GridKey,
  ctrl: boolean,
  index: number,
  count: number,
  columns: number,
  pageRows: number,
): number {
  if (count === 0) return -1;
  const rowStart = index - (index % columns);
  switch (key) {
    case 'Home':
      return ctrl ? 0 : rowStart;
    case 'End':
      return ctrl ? count - 1 : Math.min(rowStart + columns - 1, count - 1);
    case 'PageUp':
      return Math.max(index - columns * pageRows, index % columns);
    case 'PageDown': {
      const target = index + columns * pageRows;
      return target < count ? target : count - 1;
    }
  }
}
