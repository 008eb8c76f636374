import { isLiveContent, type LiveFields, mediaStatus } from './mediaStatus.ts';

/** spec: browsing 4, Refetching (and browsing 9 — live refetch 30 s). */
export const LIVE_REFETCH_MS = 30_000;

/** One fetched page of a playlist: a grid's loaded pages are one playlist. */
export interface PlaylistPage {
  /** The feed's refetch flag (spec: browsing 3, Playlist). */
  refetch?: unknown;
  playlist: readonly LiveFields[];
}

export interface ContentRefresh {
  /** Fetch again every this many milliseconds; false: never on a timer. */
  interval: number | false;
  /** Fetch again whenever a screen showing it mounts or the window regains focus, fresh or not. */
  onReturn: boolean;
}

const QUIET: ContentRefresh = { interval: false, onReturn: false };
const REFRESHING: ContentRefresh = { interval: LIVE_REFETCH_MS, onReturn: true };

function holdsLiveContent(item: LiveFields, now: number): boolean {
  return isLiveContent(mediaStatus(item, now));
}

/** Feed flags arrive as strings ('true') as often as booleans. */
function hasRefetchFlag(page: PlaylistPage): boolean {
  return page.refetch === true || page.refetch === 'true';
}

/**
 * spec: browsing 4, Refetching — playlists re-fetch every 30 s while they have the refetch flag or
 * hold live or scheduled items, and then also on mount and on window focus: an event that goes live
 * or ends shows without a reload. Any other playlist keeps the general cache (stale after 1 hour, no
 * refetch on focus): no timer runs for a plain VOD row, as a TV may stay on Home for hours.
 */
export function playlistRefresh(pages: readonly PlaylistPage[], now: number): ContentRefresh {
  const live = pages.some(
    (page) => hasRefetchFlag(page) || page.playlist.some((item) => holdsLiveContent(item, now)),
  );
  return live ? REFRESHING : QUIET;
}

/** spec: browsing 4, Refetching — a live (or scheduled, about to go live) media item re-fetches every 30 s. */
export function mediaRefetchInterval(item: LiveFields | undefined, now: number): number | false {
  return item !== undefined && holdsLiveContent(item, now) ? LIVE_REFETCH_MS : false;
}
