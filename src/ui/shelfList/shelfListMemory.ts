import { entryMemory } from '../../focus/entryMemory.ts';

/**
 * Where a list of shelves was left, per history entry: how many rows were loaded, which row held
 * focus and how far the page was scrolled. Home mounts again with only its first rows; with this,
 * Back finds the row and card the viewer left (spec: browsing 2, Home — scroll position is remembered
 * and restored).
 */
export interface ShelfListPlace {
  loadedCount: number;
  /** The focused row's index in the config (ShelfRow.rowIndex). */
  activeRow: number;
  scrollY: number;
}

export const shelfListPlaces = entryMemory<ShelfListPlace>();
