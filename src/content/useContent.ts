import { queryOptions, useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '../net/http.ts';
import { useAccountStore } from '../stores/accountStore.ts';
import { useStartupResult } from '../stores/configStore.ts';
import {
  type ContentClient,
  createContentClient,
  FIRST_PAGE_OFFSET,
  MediaNotFoundError,
  PAGE_LIMIT,
} from './contentClient.ts';
import {
  mediaRefreshing,
  PLAYLIST_RETRY,
  type PlaylistSource,
  playlistPagesRefreshing,
  playlistQuery,
  playlistRefreshing,
  rowQuery,
  withFirstPage,
} from './contentQueries.ts';
import type { Playlist } from './contentSchemas.ts';

/**
 * A kids profile's listings wait for its filter (the rule is account code, a lazy chunk) and leave out
 * what it hides (issue 16). Entering or leaving a kids profile drops the cached listings
 * (accountSession), so the rows list afresh for the new viewer.
 */
export function useContentClient() {
  const { contentHost } = useStartupResult();
  const kidsFilter = useAccountStore((state) => state.kidsFilter);
  return useMemo(
    () =>
      createContentClient(contentHost, {
        pageOrigin: window.location.origin,
        ...(kidsFilter ? { hides: kidsFilter } : {}),
      }),
    [contentHost, kidsFilter],
  );
}

/** A playlist, refreshed while it holds live content (spec: browsing 4, Refetching). */
export function usePlaylist(id: string | undefined) {
  const client = useContentClient();
  return useQuery(playlistQuery(client, id));
}

/**
 * One media item by id, for a page (useMedia) and for the player's next item alike, in one cache.
 * spec: browsing 7 — media is retried 2 times, 1 s apart; spec: browsing 9 — media stale after 10 min.
 */
export function mediaQuery(client: Pick<ContentClient, 'getMedia'>, id: string) {
  return queryOptions({
    queryKey: ['media', id],
    queryFn: () => client.getMedia(id),
    staleTime: 10 * 60_000,
    retry: (failures, error) => !isNotFound(error) && failures < 2,
    retryDelay: 1_000,
    ...mediaRefreshing,
  });
}

export function useMedia(id: string | undefined) {
  const client = useContentClient();
  return useQuery({ ...mediaQuery(client, id as string), enabled: Boolean(id) });
}

function isNotFound(error: Error): boolean {
  return error instanceof MediaNotFoundError || (error instanceof ApiError && error.status === 404);
}

/**
 * Several playlists (or id lists) at once; playlists are cached, and refreshed, as usePlaylist's. The
 * device lists (watchlist endpoint) are the viewer's own picks and keep the general cache.
 */
export function usePlaylists(sources: readonly PlaylistSource[]) {
  const client = useContentClient();
  return useQueries({ queries: sources.map((source) => rowQuery(client, source)) });
}

/**
 * Pages the viewer scrolled through stay cached as long as they stay fresh (spec: browsing 4 — stale
 * after 1 hour), not react-query's 5 minutes: Back after a film must find card 30 of a row, or page 3
 * of a grid, where the viewer left it.
 */
const VIEWED_PAGES_GC_MS = 60 * 60_000;

/**
 * Every loaded page of a playlist, starting from a first page already fetched; `fetchNextPage` follows
 * links.next (spec: browsing 2, Shelf — the next page of a row loads as the viewer reaches its end).
 * No refresh of its own: its first page is `firstPage`, the row's usePlaylists query, which refreshes
 * while live (refetching every loaded page here as well would ask for the first page twice).
 */
export function usePlaylistPages(id: string, firstPage: Playlist, variant = '') {
  const client = useContentClient();
  // Memo: a new select each render would build new pages each render.
  const select = useMemo(() => withFirstPage(firstPage), [firstPage]);
  return useInfiniteQuery({
    queryKey: ['playlist-pages', id, variant],
    queryFn: ({ pageParam }) => client.getPlaylist(id, { pageOffset: pageParam }),
    initialPageParam: FIRST_PAGE_OFFSET,
    initialData: { pages: [firstPage], pageParams: [FIRST_PAGE_OFFSET] },
    getNextPageParam: nextPlaylistOffset,
    gcTime: VIEWED_PAGES_GC_MS,
    retry: PLAYLIST_RETRY,
    select,
  });
}

/** spec: browsing 7 — a series is retried up to 2 times unless it is missing. */
export function useSeries(id: string | undefined) {
  const client = useContentClient();
  return useQuery({
    queryKey: ['series', id],
    queryFn: () => client.getSeries(id as string),
    enabled: Boolean(id),
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });
}

/** Episodes of a season (or all), page by page: 'load more' fetches the next (spec: browsing 2, Series page). */
export function useEpisodes(seriesId: string | undefined, season: number | undefined) {
  const client = useContentClient();
  return useInfiniteQuery({
    queryKey: ['episodes', seriesId, season ?? 'all'],
    queryFn: ({ pageParam }) => client.getEpisodes(seriesId as string, season, pageParam),
    enabled: Boolean(seriesId),
    initialPageParam: 1,
    // spec: browsing 7 — a next page exists while page_limit × page < total.
    getNextPageParam: ({ pagination }) =>
      pagination.page_limit * pagination.page < pagination.total ? pagination.page + 1 : undefined,
  });
}

/** spec: browsing 2, Video detail page — related items from the recommendations playlist. */
export function useRelated(playlistId: string | null | undefined, mediaId: string) {
  const client = useContentClient();
  return useQuery({
    queryKey: ['related', playlistId, mediaId],
    queryFn: () => client.getPlaylist(playlistId as string, { relatedMediaId: mediaId }),
    enabled: Boolean(playlistId),
    ...playlistRefreshing,
  });
}

/** A playlist page by page from the first, for grids with 'load more' (spec: browsing 2, Playlist page). */
export function usePlaylistGrid(id: string | undefined) {
  const client = useContentClient();
  return useInfiniteQuery({
    queryKey: ['playlist-grid', id],
    queryFn: ({ pageParam }) => client.getPlaylist(id as string, { pageOffset: pageParam }),
    enabled: Boolean(id),
    initialPageParam: FIRST_PAGE_OFFSET,
    getNextPageParam: nextPlaylistOffset,
    gcTime: VIEWED_PAGES_GC_MS,
    ...playlistPagesRefreshing,
  });
}

/** spec: browsing 7 — the configured search playlist queried with search, page by page. */
export function useSearchResults(playlistId: string | null | undefined, query: string) {
  const client = useContentClient();
  return useInfiniteQuery({
    queryKey: ['search', playlistId, query],
    queryFn: ({ pageParam }) =>
      client.getPlaylist(playlistId as string, { pageOffset: pageParam, search: query }),
    enabled: Boolean(playlistId && query),
    initialPageParam: FIRST_PAGE_OFFSET,
    // spec: browsing 2, Search — 'load more' while links.next exists, the offset increased by the page size.
    getNextPageParam: (lastPage: Playlist, _pages: Playlist[], lastOffset: number) =>
      lastPage.links.next ? lastOffset + PAGE_LIMIT : undefined,
    // No refresh: results are a passing view, and the search screen reads success for its title.
    retry: PLAYLIST_RETRY,
  });
}

/** The next page's offset while links.next exists (spec: browsing 7 — offsets count items from 1). */
export function nextPlaylistOffset(
  lastPage: Playlist,
  _pages: Playlist[],
  lastOffset: number,
): number | undefined {
  return lastPage.links.next
    ? lastOffset + lastPage.playlist.length + (lastPage.hiddenCount ?? 0)
    : undefined;
}
