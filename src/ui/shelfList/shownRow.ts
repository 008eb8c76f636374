import type { Playlist } from '../../content/contentSchemas.ts';
import type { ShelfRow } from './shelfRows.ts';

/** What a row needs of its first page's query (react-query's result). */
export interface RowQuery {
  data: Playlist | undefined;
  isError: boolean;
}

/** A row of a shelf list as its first page's query left it. */
export interface ShownRow {
  row: ShelfRow;
  /** Its first page; undefined while loading, or failed. */
  playlist: Playlist | undefined;
  /** Failed with nothing to show: the row says so. */
  failed: boolean;
}

/**
 * A failed fetch fails the row only when it has nothing to show. spec: browsing 4, Refetching — a
 * live row refreshes every 30 s with no retry; react-query reports a failed refresh as an error beside
 * the data it kept, and one dropped request must not swap the row's cards (and the focus in them) for
 * an error message: the next refresh tries again.
 */
export function shownRow(row: ShelfRow, query: RowQuery | undefined): ShownRow {
  const playlist = query?.data;
  return { row, playlist, failed: Boolean(query?.isError) && playlist === undefined };
}
