import { notForChildren } from '../domain/kidsContent.ts';
import type { Playlist } from './contentSchemas.ts';

/**
 * Issue 16 — a page as a kids profile sees it: without what is not for children. What it leaves out is
 * counted (`hiddenCount`), so the next page still starts after the whole page the server sent.
 */
export function kidsListing(page: Playlist): Playlist {
  const shown = page.playlist.filter((item) => !notForChildren(item));
  if (shown.length === page.playlist.length) return page;
  return { ...page, playlist: shown, hiddenCount: page.playlist.length - shown.length };
}
