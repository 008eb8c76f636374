import { describe, expect, it } from 'vitest';
import type { Playlist } from '../../content/contentSchemas.ts';
import type { ShelfRow } from './shelfRows.ts';
import { type RowQuery, shownRow } from './shownRow.ts';

const row: ShelfRow = { rowIndex: 2, playlistId: 'p1', featured: false };
const playlist: Playlist = { feedid: 'p1', title: 'Live now', playlist: [], links: {} };

/** A row's state from its first page's query (spec: browsing 2, Home — failed rows say so). */
describe('shownRow', () => {
  it.each<[string, RowQuery | undefined, { playlist: Playlist | undefined; failed: boolean }]>([
    ['not asked yet: a placeholder', undefined, { playlist: undefined, failed: false }],
    ['loading: a placeholder', { data: undefined, isError: false }, { playlist: undefined, failed: false }],
    ['loaded: the shelf', { data: playlist, isError: false }, { playlist, failed: false }],
    [
      'failed with nothing to show: says so',
      { data: undefined, isError: true },
      { playlist: undefined, failed: true },
    ],
    [
      // spec: browsing 4, Refetching — a live row refreshes every 30 s with no retry: one dropped
      // request must not swap its cards (and the focus in them) for an error.
      'a failed refresh keeps the cards it had',
      { data: playlist, isError: true },
      { playlist, failed: false },
    ],
  ])('%s', (_name, query, expected) => {
    expect(shownRow(row, query)).toEqual({ row, ...expected });
  });
});
