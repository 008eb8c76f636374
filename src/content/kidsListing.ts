import { notForChildren } from '../domain/kidsContent.ts';
import type { Playlist } from './contentSchemas.ts';

/**
 * Issue 16 — a page as a kids profile sees it: without what is not for children. What it leaves out is
 * counted (`hiddenCount`), so the next page still starts after the whole page the server sent.
 */
export function kidsListing({ total: _total, ...page }: Playlist): Playlist {
  // The back end's total counts what this profile does not see, on pages not loaded yet too: the
  // search count says 'at least' instead (spec: browsing 2, Search; src/domain/searchCount.ts).
  const shown = page.playlist.filter((item) => !notForChildren(item));
  if (shown.length === page.playlist.length) return page;
  return { ...page, playlist: shown, hiddenCount: page.playlist.length - shown.length };
}
