import type { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from '../config/appConfigSchema.ts';
import type { ContentClient } from '../content/contentClient.ts';
import { playlistQuery } from '../content/contentQueries.ts';
import { FIRST_ROWS } from '../ui/shelfList/shelfRows.ts';

/**
 * Issue 19: the first focused card waits for Home's first rows (ShelfList settles on them), and those
 * rows are named by the config alone. They start loading as soon as the config is valid, while start-up
 * still fetches the remote configuration, the legal texts and the language, into the cache Home's rows
 * read (one key per playlist, playlistQuery). The device lists (continue watching, favourites) are read
 * from the device and are not fetched here.
 */
export function prefetchFirstRows(
  queries: QueryClient,
  content: Pick<ContentClient, 'getPlaylist'>,
  config: AppConfig,
) {
  for (const row of config.content.slice(0, FIRST_ROWS)) {
    if (row.type === 'playlist' && row.contentId)
      void queries.prefetchQuery(playlistQuery(content, row.contentId));
  }
}
