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

/** The series' episodes in order, page by page, until `enough` says so or they run out. */
export async function walkEpisodes(
  client: ContentClient,
  seriesId: string,
  enough: (found: readonly NumberedEpisode[]) => boolean = () => false,
): Promise<NumberedEpisode[]> {
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
    if (enough(found) || pagination.page_limit * pagination.page >= pagination.total) break;
  }
  return found;
}
