import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useEpisodes, useSeries } from '../../content/useContent.ts';
import { useOverlayParams } from '../../focus/useOverlayParams.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { ErrorScreen, Spinner } from '../../ui/index.ts';
import { MediaGrid } from '../../ui/MediaGrid.tsx';
import { useLoadMore } from '../../ui/useLoadMore.ts';
import type { MediaScreenProps } from '../media/mediaScreenRegistry.ts';
import { useDocumentMeta } from '../media/useDocumentMeta.ts';
import { SeasonFilter } from './SeasonFilter.tsx';

/** The player and its engines load only when something plays (DESIGN: the first screen stays small). */
const EpisodePlayer = lazy(() => import('../../player/EpisodePlayer.tsx'));

/**
 * spec: browsing 2, Series page — seasons as a filter (default: the current episode's season, else the
 * first), the episodes of the chosen season with the current one marked, 'load more' while pages
 * remain. `e` chooses the current episode.
 */
export function SeriesScreen({ item }: MediaScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const seriesId = String(item.seriesId ?? item.mediaid);
  const series = useSeries(seriesId);
  const currentId = params.get('e') ?? undefined;
  const seasonParam = params.get('season');
  const chosen = seasonParam === 'all' ? undefined : Number(seasonParam) || undefined;
  const firstSeason = series.data?.seasons[0]?.season_number;
  const season = seasonParam === 'all' ? undefined : (chosen ?? firstSeason);
  const episodes = useEpisodes(series.data ? seriesId : undefined, season);
  const loadMore = useLoadMore(episodes);
  useDocumentMeta(item, `/m/${item.mediaid}?shared=true`);
  const list = episodes.data?.pages.flatMap((page) => page.episodes) ?? [];
  const current = list.find((entry) => entry.media_item.mediaid === currentId) ?? list[0];
  useScreenFocus(Boolean(episodes.data), [current ? `episode-${current.media_item.mediaid}` : undefined]);
  // spec: browsing 2, Series page — play=1 plays episode e (the next episode arrives the same way).
  const playingId = params.get('play') === '1' ? currentId : undefined;
  const overlay = useOverlayParams();
  const closePlayer = () => {
    overlay.close('play');
    void setFocus(`episode-${playingId}`);
  };

  if (series.isPending) return <Spinner label={t('app.loading')} />;
  if (series.isError || !series.data) {
    return (
      <ErrorScreen
        title={t('error.series_error')}
        description={t('error.generic_description')}
        action={{ label: t('app.home'), onPress: () => navigate('/') }}
      />
    );
  }
  const seasonCount = series.data.season_count;
  const inSeason =
    series.data.seasons.find((entry) => entry.season_number === current?.season_number)?.episode_count ?? 0;

  return (
    <article className="detail detail--series">
      {item.backgroundImage ? <img className="detail__hero" src={item.backgroundImage} alt="" /> : null}
      <div className="detail__body">
        <h1 className="detail__title">{series.data.title}</h1>
        <p className="detail__meta">
          {t('video.total_episodes', { count: series.data.episode_count })}
          {current
            ? ` • ${t('video.season_episode', { season: current.season_number, seasons: seasonCount, episode: current.episode_number, episodes: inSeason })}`
            : ''}
        </p>
        <p className="detail__description">{series.data.description}</p>
      </div>
      <SeasonFilter
        seasons={series.data.seasons.map((entry) => entry.season_number)}
        chosen={season}
        onChoose={(value) =>
          setParams(
            (currentParams) => {
              currentParams.set('season', value === undefined ? 'all' : String(value));
              return currentParams;
            },
            { replace: true },
          )
        }
      />
      <h2 className="detail__section-title">{t('video.episodes')}</h2>
      <MediaGrid
        items={list.map((entry) => entry.media_item)}
        focusPrefix="episode"
        playlistId={params.get('r') ?? ''}
        badgeFor={(episode) =>
          episode.mediaid === current?.media_item.mediaid ? t('video.current_episode') : undefined
        }
        more={loadMore}
      />
      {playingId ? (
        <Suspense fallback={null}>
          <EpisodePlayer episodeId={playingId} onClose={closePlayer} />
        </Suspense>
      ) : null}
    </article>
  );
}
