import { useQuery } from '@tanstack/react-query';
import type { MediaItem } from '../content/contentSchemas.ts';
import { useContentClient } from '../content/useContent.ts';
import { mediaUrl } from '../domain/titleSlug.ts';
import { nextItem } from '../domain/upNext.ts';
import { useStartupResult } from '../stores/configStore.ts';

export interface NextTarget {
  item: MediaItem;
  /** Where completion goes: the next item's page with play=1. */
  url: string;
}

/** How many episode pages to walk looking for the one after the current (20 a page: 100 episodes). */
const MAX_EPISODE_PAGES = 5;

function seriesIdOf(item: MediaItem): string | undefined {
  const field = item.seriesId ?? item.series_id;
  if (typeof field === 'string' && field) return field;
  return /(?:^|,)seriesid_([^,]+)/.exec(item.tags ?? '')?.[1];
}

/**
 * spec: browsing 4, Player and 2, Series page — what plays after this item: for an episode, the next
 * episode of its series; otherwise the next item of playlist r (the page's `r`), or of the
 * recommendations related to this item. SCHEDULED items are skipped (domain/upNext.ts).
 */
export function useNextItem(item: MediaItem, enabled: boolean): NextTarget | undefined {
  const client = useContentClient();
  const { config } = useStartupResult();
  const playlistId = new URLSearchParams(window.location.search).get('r') ?? undefined;
  const seriesId = seriesIdOf(item);
  const recommendations = config.features.recommendationsPlaylist ?? undefined;

  const episodes = useQuery({
    queryKey: ['next-episodes', seriesId, item.mediaid],
    enabled: enabled && seriesId !== undefined,
    queryFn: async () => {
      const found: MediaItem[] = [];
      for (let page = 1; page <= MAX_EPISODE_PAGES; page += 1) {
        const result = await client.getEpisodes(seriesId as string, undefined, page);
        found.push(...result.episodes.map((entry) => entry.media_item));
        const { pagination } = result;
        const index = found.findIndex((entry) => entry.mediaid === item.mediaid);
        if (index !== -1 && index < found.length - 1) break;
        if (pagination.page_limit * pagination.page >= pagination.total) break;
      }
      return found;
    },
  });
  const listed = useQuery({
    queryKey: playlistId ? ['playlist', playlistId] : ['related', recommendations, item.mediaid],
    enabled: enabled && seriesId === undefined && Boolean(playlistId ?? recommendations),
    queryFn: () =>
      playlistId
        ? client.getPlaylist(playlistId)
        : client.getPlaylist(recommendations as string, { relatedMediaId: item.mediaid }),
  });

  if (!enabled) return undefined;
  const now = Date.now();
  if (seriesId !== undefined) {
    const next = nextItem(episodes.data ?? [], item.mediaid, now);
    if (!next || !episodes.data?.some((entry) => entry.mediaid === item.mediaid)) return undefined;
    const query = new URLSearchParams({ e: next.mediaid, play: '1' });
    if (playlistId) query.set('r', playlistId);
    return { item: next, url: `/s/${encodeURIComponent(seriesId)}?${query}` };
  }
  const next = nextItem(listed.data?.playlist ?? [], item.mediaid, now);
  if (!next) return undefined;
  const path = mediaUrl(next, playlistId);
  return { item: next, url: `${path}${path.includes('?') ? '&' : '?'}play=1` };
}
