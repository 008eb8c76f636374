import { type InfiniteData, queryOptions } from '@tanstack/react-query';
import { mediaRefetchInterval, playlistRefresh } from '../domain/contentRefresh.ts';
import type { ContentClient } from './contentClient.ts';
import type { MediaItem, Playlist } from './contentSchemas.ts';

/** What the refresh options read of a query: its data (a playlist, a grid's pages, a media item). */
interface Fetched<T> {
  state: { data: T | undefined };
}

/**
 * spec: browsing 4, Refetching — the refresh rule (domain/contentRefresh) decided from what the query
 * last fetched, in react-query's function forms. 'always': a playlist refreshed every 30 s is never
 * older than the 1-hour staleTime, so mount and focus fetch it stale or not; any other playlist keeps
 * the general cache (fetched on mount once stale, never on focus). No polling from a hidden page:
 * the timer runs while the document is visible. No retry (the spec's; for a live one the next tick is
 * the retry).
 */
function playlistRefreshOptions<T>(pagesOf: (data: T) => readonly Playlist[]) {
  const refresh = ({ state }: Fetched<T>) =>
    playlistRefresh(state.data === undefined ? [] : pagesOf(state.data), Date.now());
  return {
    refetchInterval: (query: Fetched<T>) => refresh(query).interval,
    refetchOnMount: (query: Fetched<T>): boolean | 'always' => (refresh(query).onReturn ? 'always' : true),
    refetchOnWindowFocus: (query: Fetched<T>): boolean | 'always' =>
      refresh(query).onReturn ? 'always' : false,
    refetchIntervalInBackground: false,
    retry: PLAYLIST_RETRY,
  } as const;
}

/** spec: browsing 4, Refetching — playlists are fetched with no retry. */
export const PLAYLIST_RETRY = false;

/** For a one-page playlist query (a row's first page, related items). */
export const playlistRefreshing = playlistRefreshOptions<Playlist>((playlist) => [playlist]);

/** For a paged playlist query (grids): a refresh fetches every loaded page again. */
export const playlistPagesRefreshing = playlistRefreshOptions<InfiniteData<Playlist>>((data) => data.pages);

/** spec: browsing 4, Refetching — a live media item re-fetches every 30 s (not from a hidden page). */
export const mediaRefreshing = {
  refetchInterval: ({ state }: Fetched<MediaItem>) => mediaRefetchInterval(state.data, Date.now()),
  refetchIntervalInBackground: false,
} as const;

/** A playlist's first page, cached under one key for usePlaylist and a shelf list's rows. */
export function playlistQuery(client: Pick<ContentClient, 'getPlaylist'>, id: string | undefined) {
  return queryOptions({
    queryKey: ['playlist', id],
    queryFn: () => client.getPlaylist(id as string),
    enabled: Boolean(id),
    ...playlistRefreshing,
  });
}

/**
 * A shelf's pages with its first page as the row's list query (usePlaylists) last fetched it: that one
 * refreshes while the row is live (spec: browsing 4, Refetching), the shelf's paged query does not, so
 * without this the row would keep showing the first page it opened with.
 */
export function withFirstPage(firstPage: Playlist) {
  return (data: InfiniteData<Playlist, number>): InfiniteData<Playlist, number> => ({
    ...data,
    pages: [firstPage, ...data.pages.slice(1)],
  });
}

/**
 * A device list's row through the watchlist endpoint. An empty list (a guest's continue watching) is
 * known without asking: its data is there on the first render, so a list of rows waiting for its first
 * rows to settle (ShelfList) does not wait another render for a promise of nothing (issue 19: Home's
 * first focused card came one render later, about 200 ms at 4x).
 */
export function deviceListQuery(
  client: Pick<ContentClient, 'getWatchlist'>,
  id: string,
  mediaIds: readonly string[],
) {
  const queryKey = ['watchlist', id, mediaIds.join(',')];
  if (mediaIds.length > 0) return { queryKey, queryFn: () => client.getWatchlist(id, mediaIds) };
  const empty: Playlist = { feedid: id, title: '', playlist: [], links: {} };
  return { queryKey, queryFn: () => empty, initialData: empty, staleTime: Number.POSITIVE_INFINITY };
}

/** What a row lists: a playlist, or a device list's ids through the watchlist endpoint. */
export interface PlaylistSource {
  id: string;
  /** A list of ids through the watchlist endpoint instead of a playlist. */
  mediaIds?: readonly string[];
}

/** A row's query, the one its list of rows reads (usePlaylists) and start-up prefetches. */
export function rowQuery(
  client: Pick<ContentClient, 'getPlaylist' | 'getWatchlist'>,
  source: PlaylistSource,
) {
  return source.mediaIds
    ? deviceListQuery(client, source.id, source.mediaIds)
    : playlistQuery(client, source.id);
}
