import type { MediaItem } from '../content/contentSchemas.ts';
import { mayAutoplay } from '../domain/upNext.ts';

/**
 * spec: browsing 4, Player — the next item of a viewer's own list (continue watching, favourites): the
 * ids are fetched one at a time, in the list's order, until one may be autoplayed (not SCHEDULED: the
 * rule nextItem applies to every other list). An id that cannot be fetched (gone from the catalogue)
 * is passed over, as its row leaves it out. Null when none may play: the caller then falls back to
 * the recommendations.
 */
export async function nextInList(
  mediaIds: readonly string[],
  fetchMedia: (id: string) => Promise<MediaItem>,
  now: number,
): Promise<MediaItem | null> {
  for (const id of mediaIds) {
    const item = await fetchMedia(id).catch(() => undefined);
    if (item && mayAutoplay(item, now)) return item;
  }
  return null;
}
