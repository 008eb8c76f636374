import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { appLocation } from '../app/appLocation.ts';
import { deviceListIds } from '../config/deviceLists.ts';
import type { MediaItem } from '../content/contentSchemas.ts';
import { mediaQuery, useContentClient } from '../content/useContent.ts';
import { cardUrl } from '../domain/cardUrl.ts';
import { seriesIdOf } from '../domain/episodeSeries.ts';
import { nextItem, nextSources } from '../domain/upNext.ts';
import { continueWatchingIds } from '../domain/watchHistory.ts';
import { useStartupResult } from '../stores/configStore.ts';
import { useFavoritesStore } from '../stores/favoritesStore.ts';
import { useHistoryStore } from '../stores/historyStore.ts';
import { nextInList } from './nextInList.ts';
import { seriesEpisodesQuery } from './seriesEpisodes.ts';

export interface NextTarget {
  item: MediaItem;
  /** Where completion goes: the next item's page with play=1. */
  url: string;
}

/**
 * The viewer's lists (continue watching, favourites) by the ids their rows carry as r, as the rows
 * showed them when the player opened. Playing moves the item to the front of the history at every
 * save (and, played to the end, out of continue watching): the next item is the one after it in the
 * row the viewer chose from, not after its new place.
 */
function useDeviceListsAtOpen(): ReadonlyMap<string, readonly string[]> {
  const { config } = useStartupResult();
  const [lists] = useState(() => {
    const ids = deviceListIds(config.features);
    const history = useHistoryStore.getState().entries;
    return new Map<string, readonly string[]>([
      [ids.continueWatching, continueWatchingIds(history, config.max_no_of_continue_watching)],
      [ids.favorites, useFavoritesStore.getState().favorites.map((entry) => entry.mediaid)],
    ]);
  });
  return lists;
}

/** The next item's card link, playing: an episode goes straight to its series page. */
function playUrl(item: MediaItem, playlistId: string | undefined): string {
  return cardUrl(item, { playlistId, play: true });
}

/**
 * spec: browsing 4, Player and 2, Series page — what plays after this item: for an episode, the next
 * episode of its series; for an item of the continue-watching or favourites row, the next of that list
 * (fetched by id), else the recommendations; otherwise the next item of playlist r (the page's `r`), or
 * of the recommendations related to this item. SCHEDULED items are skipped. The source is the pure
 * rule nextSources (domain/upNext.ts).
 */
export function useNextItem(item: MediaItem, enabled: boolean): NextTarget | undefined {
  const client = useContentClient();
  const queryClient = useQueryClient();
  const { config } = useStartupResult();
  const playlistId = new URLSearchParams(appLocation().search).get('r') ?? undefined;
  const deviceLists = useDeviceListsAtOpen();
  const [first, fallback] = nextSources({
    currentId: item.mediaid,
    seriesId: seriesIdOf(item),
    playlistId,
    recommendations: config.features.recommendationsPlaylist ?? undefined,
    deviceLists,
  });

  const seriesId = first?.kind === 'episodes' ? first.seriesId : undefined;
  const episodes = useQuery({
    ...seriesEpisodesQuery(client, seriesId, enabled),
    select: (found) => found.map((entry) => entry.item),
  });
  const listIds = first?.kind === 'list' ? first.mediaIds : undefined;
  const inList = useQuery({
    queryKey: ['next-in-list', item.mediaid, listIds?.join(',')],
    queryFn:
      enabled && listIds
        ? () => nextInList(listIds, (id) => queryClient.fetchQuery(mediaQuery(client, id)), Date.now())
        : skipToken,
  });
  // A viewer's list with nothing to play after this item: the source after it (the recommendations).
  const listed = first?.kind === 'list' ? (inList.data === null ? fallback : undefined) : first;
  const fromPlaylist = listed?.kind === 'playlist' || listed?.kind === 'related' ? listed : undefined;
  const playlist = useQuery({
    queryKey:
      fromPlaylist?.kind === 'playlist'
        ? ['playlist', fromPlaylist.playlistId]
        : ['related', fromPlaylist?.playlistId, item.mediaid],
    queryFn:
      enabled && fromPlaylist
        ? () =>
            fromPlaylist.kind === 'playlist'
              ? client.getPlaylist(fromPlaylist.playlistId)
              : client.getPlaylist(fromPlaylist.playlistId, { relatedMediaId: item.mediaid })
        : skipToken,
  });

  if (!enabled || !first) return undefined;
  const now = Date.now();
  if (seriesId !== undefined) {
    const next = nextItem(episodes.data ?? [], item.mediaid, now);
    if (!next || !episodes.data?.some((entry) => entry.mediaid === item.mediaid)) return undefined;
    const query = new URLSearchParams({ e: next.mediaid, play: '1' });
    if (playlistId) query.set('r', playlistId);
    return { item: next, url: `/s/${encodeURIComponent(seriesId)}?${query}` };
  }
  // The next item keeps r while it comes from that list; a recommended one opens without it.
  if (listIds && inList.data) return { item: inList.data, url: playUrl(inList.data, playlistId) };
  const next = nextItem(playlist.data?.playlist ?? [], item.mediaid, now);
  if (!next) return undefined;
  return { item: next, url: playUrl(next, fromPlaylist?.kind === 'playlist' ? playlistId : undefined) };
}
