import type { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from '../config/appConfigSchema.ts';
import { resolveFeatures } from '../config/features.ts';
import type { ContentClient } from '../content/contentClient.ts';
import { rowQuery } from '../content/contentQueries.ts';
import { type DeviceLists, FIRST_ROWS, homeRows } from '../ui/shelfList/shelfRows.ts';

/** Home's row titles do not take part in what its rows fetch. */
const NO_TITLES = { continueWatching: '', favorites: '' };

/**
 * Issue 19: the first focused card waits for Home's first rows (ShelfList settles on them), and those
 * rows are named by the config and the device's own lists. They start loading as soon as the config is
 * valid, while start-up still fetches the remote configuration, the legal texts and the language, into
 * the cache Home's rows read (the same query per row, rowQuery): the playlists, and a returning viewer's
 * continue watching and favourites through the watchlist endpoint.
 *
 * The remote feature flags are not in yet. The config's own flags win over them (config/features.ts),
 * so a device row the config turns off is not fetched; one only the remote set turns off is fetched
 * once for nothing, and Home's rows then start one row further down.
 */
export function prefetchFirstRows(
  queries: QueryClient,
  content: Pick<ContentClient, 'getPlaylist' | 'getWatchlist'>,
  config: AppConfig,
  lists: DeviceLists,
) {
  const rows = homeRows(config, resolveFeatures({ config }), lists, NO_TITLES).slice(0, FIRST_ROWS);
  for (const row of rows)
    void queries.prefetchQuery(rowQuery(content, { id: row.playlistId, mediaIds: row.mediaIds }));
}
