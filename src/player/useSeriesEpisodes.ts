import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { appLocation } from '../app/appLocation.ts';
import type { MediaItem } from '../content/contentSchemas.ts';
import { useContentClient } from '../content/useContent.ts';
import { seriesIdOf } from '../domain/episodeSeries.ts';
import { mayAutoplay } from '../domain/upNext.ts';
import { episodeBeside } from './episodeSkip.ts';
import { seriesEpisodesQuery } from './seriesEpisodes.ts';
import type { PanelColumn } from './trackPanel.ts';

export interface SeriesEpisodes {
  /** The remote's Next / Previous track keys: the episode beside this one. */
  skip(step: 1 | -1): void;
  /** The episodes panel's one column (empty until the list has come). */
  column: PanelColumn;
  /** Plays an episode in this player's place. */
  open(mediaId: string): void;
}

/**
 * Issue 26: an episode's series in the player: the Next / Previous track keys move between its
 * episodes, and the Episodes panel lists those that may play now (the current one ticked). The chosen
 * episode opens playing in this player's place, as up-next does; undefined for an item that is no
 * episode.
 */
export function useSeriesEpisodes(item: MediaItem): SeriesEpisodes | undefined {
  const { t } = useTranslation();
  const client = useContentClient();
  const navigate = useNavigate();
  const seriesId = seriesIdOf(item);
  const episodes = useQuery(seriesEpisodesQuery(client, seriesId));
  if (!seriesId) return undefined;
  const open = (mediaId: string) => {
    const query = new URLSearchParams({ e: mediaId, play: '1' });
    const playlistId = new URLSearchParams(appLocation().search).get('r');
    if (playlistId) query.set('r', playlistId);
    navigate(`/s/${encodeURIComponent(seriesId)}?${query}`, { replace: true });
  };
  const now = Date.now();
  const playable = (episodes.data ?? []).filter(
    (entry) => entry.item.mediaid === item.mediaid || mayAutoplay(entry.item, now),
  );
  return {
    skip(step) {
      const items = (episodes.data ?? []).map((entry) => entry.item);
      const episode = episodeBeside(items, item.mediaid, step, Date.now());
      if (episode) open(episode.mediaid);
    },
    column: {
      id: 'episodes',
      options: playable.map((entry) => ({
        value: entry.item.mediaid,
        label: `${t('video.episode_tag', { season: entry.season, episode: entry.episode })} ${entry.item.title}`,
        selected: entry.item.mediaid === item.mediaid,
      })),
    },
    open,
  };
}
