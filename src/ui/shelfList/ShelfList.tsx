import { type ReactNode, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePlaylists } from '../../content/useContent.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { ShelfRows } from './ShelfRows.tsx';
import { shelfListPlaces } from './shelfListMemory.ts';
import { FIRST_ROWS, MORE_ROWS, type ShelfRow, shelfFocusKey } from './shelfRows.ts';
import { type ShownRow, shownRow } from './shownRow.ts';

interface ShelfListProps {
  rows: readonly ShelfRow[];
  /** Shown when every row turned out empty. */
  empty: ReactNode;
  /** Focus keys to try before the first shelf when the screen opens (a hero's button...). */
  preferredFocus?: string[];
  /** Back climbs to the top row, then to the menu, before it leaves (Home on TV, issue 26). */
  backClimbs?: boolean;
}

/**
 * A vertical list of shelves (spec: browsing 2, Home and Hub): loaded 6 rows first and 4 more as the
 * viewer nears the end; empty rows hidden, failed rows saying so, every row empty: `empty`.
 *
 * This part owns the rows' data and renders only when it changes; the rows near the view, the focused
 * row and the moves between rows live in ShelfRows, which renders on every row move. Kept apart
 * because the playlists' queries (one observer per loaded row, up to 50) re-checked their options on
 * each render: on a 4x throttled TV that was a fifth of a Down press (issue 7).
 */
export function ShelfList({ rows, empty, preferredFocus = [], backClimbs = false }: ShelfListProps) {
  const { key: locationKey } = useLocation();
  // Back to this entry: as many rows as were loaded, the row that held focus, the page's scroll.
  const [place] = useState(() => shelfListPlaces.get(locationKey));
  const [loadedCount, setLoadedCount] = useState(place?.loadedCount ?? FIRST_ROWS);
  const loaded = rows.slice(0, loadedCount);
  const results = usePlaylists(loaded.map((row) => ({ id: row.playlistId, mediaIds: row.mediaIds })));

  const shown: ShownRow[] = loaded.flatMap((row, index) => {
    const state = shownRow(row, results[index]);
    return state.playlist?.playlist.length === 0 ? [] : [state];
  });
  const settled = results.every((result) => !result.isPending);
  const moreRows = loadedCount < rows.length;
  // Infinite scroll: the rows' window reaching the last shown row loads the next rows.
  const onNearEnd = useCallback(() => {
    if (settled && moreRows) setLoadedCount((count) => count + MORE_ROWS);
  }, [settled, moreRows]);

  const firstShelf = shown.find(({ playlist }) => playlist);
  useScreenFocus(settled, [
    ...preferredFocus,
    place ? shelfFocusKey(place.activeRow) : undefined,
    firstShelf ? shelfFocusKey(firstShelf.row.rowIndex) : undefined,
  ]);

  if (settled && !moreRows && shown.length === 0) return <>{empty}</>;
  return (
    <ShelfRows
      shown={shown}
      place={place}
      firstRow={rows[0]?.rowIndex ?? 0}
      loadedCount={loadedCount}
      settled={settled}
      moreRows={moreRows}
      onNearEnd={onNearEnd}
      backClimbs={backClimbs}
    />
  );
}
