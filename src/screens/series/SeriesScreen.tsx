import { useAccess } from '../../access/useAccess.ts';
import '../media/detail.css';
import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { Suspense, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { episodeNumbers, seasonEpisodeInfo } from '../../domain/seriesPage.ts';
import { mediaPath, shareUrl } from '../../domain/shareUrl.ts';
import { useOverlayParams } from '../../focus/useOverlayParams.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { LazyEpisodePlayer } from '../../player/lazyPlayers.ts';
import { ErrorScreen, Spinner } from '../../ui/index.ts';
import { MediaGrid } from '../../ui/MediaGrid.tsx';
import { useLoadMore } from '../../ui/useLoadMore.ts';
import { useDetailTranslation } from '../media/detailStrings.ts';
import type { MediaScreenProps } from '../media/mediaScreenRegistry.ts';
import { START_BUTTON_KEY } from '../media/StartButton.tsx';
import { TrailerPlayer } from '../media/TrailerPlayer.tsx';
import { useDocumentMeta } from '../media/useDocumentMeta.ts';
import { useWarmPlayer } from '../media/useWarmPlayer.ts';
import { SeasonFilter } from './SeasonFilter.tsx';
import { SeriesActions } from './SeriesActions.tsx';
import { useSeriesPage } from './useSeriesPage.ts';

/**
 * spec: browsing 2, Series page — metadata of the current episode (e), the start, trailer, favourite
 * and share buttons, seasons as a filter and the episodes of the chosen season with the current one
 * marked, 'load more' while pages remain; play=1 plays the episode for an entitled viewer.
 */
export function SeriesScreen({ item }: MediaScreenProps) {
  const { t } = useDetailTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = useSeriesPage(item);
  const { series, current, target, list } = page;
  const playlistId = params.get('r') ?? undefined;
  const share = shareUrl(mediaPath(item, { playlistId, episodeId: page.currentId }), { play: true });
  const { pathname } = useLocation();
  const seriesMeta = useMemo(
    () =>
      series.data && {
        id: page.seriesId,
        title: series.data.title,
        episodeCount: series.data.episode_count,
        seasonCount: series.data.season_count,
        // spec: browsing 2, SEO — TVSeries @id {origin}/s/{id} on the legacy route, else /m/{series_id}.
        legacyRoute: pathname.startsWith('/s/'),
      },
    [series.data, page.seriesId, pathname],
  );
  useDocumentMeta(item, share, seriesMeta ? { series: seriesMeta, episode: current } : undefined);
  useScreenFocus(Boolean(page.episodes.data && target), [
    START_BUTTON_KEY,
    current ? `episode-${current.mediaid}` : undefined,
  ]);

  // spec: browsing 2, Player placement — play=1 opens the player only for an entitled viewer, as on
  // the video detail page; the episode played is the current one (else the first).
  const { entitled } = useAccess(target);
  const playing = params.get('play') === '1' && target && entitled ? target.mediaid : undefined;
  useWarmPlayer(target, entitled && !playing, LazyEpisodePlayer.preload);
  const trailerId = [current?.trailerId, item.trailerId].find((id) => typeof id === 'string');
  const overlay = useOverlayParams();
  const loadMore = useLoadMore(page.episodes);
  const close = (param: 'play' | 'trailer', focusKey: string) => {
    overlay.close(param);
    void setFocus(focusKey);
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
  const numbers = page.currentNumbers;
  const info = numbers ? seasonEpisodeInfo(series.data, numbers) : undefined;

  return (
    <article className="detail detail--series">
      {item.backgroundImage ? <img className="detail__hero" src={item.backgroundImage} alt="" /> : null}
      <div className="detail__body">
        <h1 className="detail__title">{series.data.title}</h1>
        <p className="detail__meta">
          {t('video.total_episodes', { count: series.data.episode_count })}
          {info ? ` • ${t('video.season_episode', { ...info })}` : ''}
        </p>
        {current && numbers ? (
          <p className="detail__meta detail__meta--secondary">
            <strong>{t('video.episode_tag', { ...numbers })}</strong> - {current.title}
          </p>
        ) : null}
        <p className="detail__description">{current?.description || series.data.description}</p>
        <SeriesActions
          series={item}
          target={target}
          targetNumbers={target ? episodeNumbers(target) : undefined}
          trailerId={trailerId}
          shareUrl={share}
        />
      </div>
      <SeasonFilter seasons={page.seasons} chosen={page.season} onChoose={page.chooseSeason} />
      <h2 className="detail__section-title">{t('video.episodes')}</h2>
      <MediaGrid
        items={list.map((entry) => entry.media_item)}
        focusPrefix="episode"
        playlistId={playlistId ?? ''}
        badgeFor={(episode) => (episode.mediaid === page.currentId ? t('video.current_episode') : undefined)}
        more={loadMore}
      />
      {playing ? (
        <Suspense fallback={null}>
          <LazyEpisodePlayer episodeId={playing} onClose={() => close('play', START_BUTTON_KEY)} />
        </Suspense>
      ) : null}
      {params.get('trailer') === '1' && trailerId ? (
        <TrailerPlayer trailerId={trailerId} onClose={() => close('trailer', 'detail-trailer')} />
      ) : null}
    </article>
  );
}
