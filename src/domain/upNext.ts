import { type LiveFields, mediaStatus } from './mediaStatus.ts';

/** spec: browsing 9 — the up-next countdown covers the last 10 s. */
export const UP_NEXT_SECONDS = 10;

type Candidate = LiveFields & { mediaid: string };

/**
 * spec: browsing 4, Player — the next item of the list after the current one (the whole list when the
 * current one is not in it, as with recommendations), skipping the current item itself and any item
 * whose media status is SCHEDULED: a scheduled event cannot be autoplayed.
 */
export function nextItem<T extends Candidate>(
  items: readonly T[],
  currentId: string,
  now: number,
): T | undefined {
  const index = items.findIndex((item) => item.mediaid === currentId);
  return items.slice(index + 1).find((item) => item.mediaid !== currentId && mayAutoplay(item, now));
}

/** spec: browsing 4, Player — "A next item with mediaStatus SCHEDULED is not autoplayed." */
export function mayAutoplay(item: LiveFields, now: number): boolean {
  return mediaStatus(item, now) !== 'SCHEDULED';
}

/** Whole seconds of up-next countdown at `position`, or undefined outside the last 10 s (or for live). */
export function upNextSeconds(position: number, duration: number): number | undefined {
  if (!(duration > 0) || !Number.isFinite(duration)) return undefined;
  const left = duration - position;
  return left > 0 && left <= UP_NEXT_SECONDS ? Math.ceil(left) : undefined;
}

/** Where the item after this one is looked for, in the order to try. */
export type NextSource =
  | { kind: 'episodes'; seriesId: string }
  /** The ids of a viewer's own list (continue watching, favourites) after this item, in the list's order. */
  | { kind: 'list'; mediaIds: string[] }
  | { kind: 'playlist'; playlistId: string }
  | { kind: 'related'; playlistId: string };

export interface NextSourceInput {
  currentId: string;
  /** The item's series, for an episode. */
  seriesId?: string;
  /** The page's r: the list the item was opened from. */
  playlistId?: string;
  /** The config's recommendations playlist. */
  recommendations?: string;
  /** The viewer's own lists by the ids their rows carry as r, each in the order its row shows it. */
  deviceLists: ReadonlyMap<string, readonly string[]>;
}

/**
 * spec: browsing 2, Video detail page and Series page, 4, Player — the next episode for an episode; the
 * next item of playlist r; with no r, the recommendations related to the item. Continue watching and
 * favourites are the viewer's lists, not playlists of the content API (which has none by those ids):
 * their next item is the next id of the list, and when the list has none after this item, the
 * recommendations, as with no r. The same "whole list when the item is not in it" as nextItem.
 */
export function nextSources({
  currentId,
  seriesId,
  playlistId,
  recommendations,
  deviceLists,
}: NextSourceInput): NextSource[] {
  if (seriesId) return [{ kind: 'episodes', seriesId }];
  const related: NextSource[] = recommendations ? [{ kind: 'related', playlistId: recommendations }] : [];
  if (!playlistId) return related;
  const list = deviceLists.get(playlistId);
  if (!list) return [{ kind: 'playlist', playlistId }];
  const mediaIds = list.slice(list.indexOf(currentId) + 1).filter((id) => id !== currentId);
  return mediaIds.length ? [{ kind: 'list', mediaIds }, ...related] : related;
}
