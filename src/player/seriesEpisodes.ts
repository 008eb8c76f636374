import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ContentClient } from '../content/contentClient.ts';
import type { MediaItem } from '../content/contentSchemas.ts';

/** An episode with its place in the series. */
export interface NumberedEpisode {
  item: MediaItem;
  season: number;
  episode: number;
}

/** How many episode pages to walk at most (20 a page: 100 episodes). */
const MAX_EPISODE_PAGES = 5;

/** The series' episodes in order, page by page until they run out (at most MAX_EPISODE_PAGES). */
async function walkEpisodes(client: ContentClient, seriesId: string): Promise<NumberedEpisode[]> {
  const found: NumberedEpisode[] = [];
  for (let page = 1; page <= MAX_EPISODE_PAGES; page += 1) {
    const result = await client.getEpisodes(seriesId, undefined, page);
    found.push(
      ...result.episodes.map((entry) => ({
        item: entry.media_item,
        season: entry.season_number,
        episode: entry.episode_number,
      })),
    );
    const { pagination } = result;
    if (pagination.page_limit * pagination.page >= pagination.total) break;
  }
  return found;
}

/**
 * A series' episodes, one query for everything in the player that needs them (the up-next, the Next /
 * Previous track keys, the Episodes panel): fetched once per series, not once per use. Off when
 * `seriesId` is undefined or `enabled` is false.
 */
export function seriesEpisodesQuery(client: ContentClient, seriesId: string | undefined, enabled = true) {
  return queryOptions({
    queryKey: ['series-episodes', seriesId],
    queryFn: enabled && seriesId ? () => walkEpisodes(client, seriesId) : skipToken,
  });
}
