import { skipToken, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { MediaItem } from '../content/contentSchemas.ts';
import { useContentClient } from '../content/useContent.ts';
import { seriesIdOf } from '../domain/episodeSeries.ts';
import { episodeBeside } from './episodeSkip.ts';
import { episodesUpTo } from './useNextItem.ts';

/**
 * Issue 26: the remote's Next / Previous track keys move between the episodes of a series (the
 * series' episodes come from the query the up-next uses). The episode opens playing in this player's
 * place, as up-next does; undefined for an item that is no episode.
 */
export function useEpisodeSkip(item: MediaItem): ((step: 1 | -1) => void) | undefined {
  const client = useContentClient();
  const navigate = useNavigate();
  const seriesId = seriesIdOf(item);
  const episodes = useQuery({
    queryKey: ['next-episodes', seriesId, item.mediaid],
    queryFn: seriesId ? () => episodesUpTo(client, seriesId, item.mediaid) : skipToken,
  });
  if (!seriesId) return undefined;
  return (step) => {
    const episode = episodeBeside(episodes.data ?? [], item.mediaid, step, Date.now());
    if (!episode) return;
    const query = new URLSearchParams({ e: episode.mediaid, play: '1' });
    const playlistId = new URLSearchParams(window.location.search).get('r');
    if (playlistId) query.set('r', playlistId);
    navigate(`/s/${encodeURIComponent(seriesId)}?${query}`, { replace: true });
  };
}
