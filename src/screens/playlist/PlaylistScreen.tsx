import '../series/seasonFilter.css';
import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isEpgEnabled, isLivePlaylist } from '../../config/epgSettings.ts';
import { usePlaylistGrid } from '../../content/useContent.ts';
import { genresOf, hasGenre } from '../../domain/genres.ts';
import { listedOnce } from '../../domain/loadMore.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { Button, ErrorScreen, Spinner } from '../../ui/index.ts';
import { MediaGrid } from '../../ui/MediaGrid.tsx';
import { useGridPlace } from '../../ui/useGridPlace.ts';
import { useLoadMore } from '../../ui/useLoadMore.ts';
import { useGenreChoice } from './genreChoices.ts';

/** The guide and its date library load only when a live playlist opens. */
const LiveScreen = lazy(() => import('../live/LiveScreen.tsx'));

/**
 * spec: browsing 2, Playlist page — a live-channel playlist opens the live screen with the guide;
 * with the EPG off it is a grid, and a link to a channel (?channel) shows the configured
 * epgDisabledMessage. Other playlists are a grid.
 */
export function PlaylistScreen() {
  const { t } = useTranslation();
  const { config, features } = useStartupResult();
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const pages = usePlaylistGrid(id);
  const first = pages.data?.pages[0];
  if (first && id && isLivePlaylist(first)) {
    if (isEpgEnabled(features)) {
      return (
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <LiveScreen playlistId={id} />
        </Suspense>
      );
    }
    if (params.has('channel')) {
      return (
        <ErrorScreen
          title={config.epgDisabledMessage ?? t('epg.disabled')}
          description=""
          action={{ label: t('app.home'), onPress: () => navigate('/') }}
        />
      );
    }
  }
  return <PlaylistGrid id={id} pages={pages} />;
}

/**
 * spec: browsing 2, Playlist page — the grid with a genre filter ('All' first, reset when the feed
 * changes: each playlist keeps its own choice, see genreChoices.ts) and 'load more' while links.next exists.
 */
function PlaylistGrid({ id, pages }: { id: string | undefined; pages: ReturnType<typeof usePlaylistGrid> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = listedOnce((pages.data?.pages ?? []).flatMap((page) => page.playlist));
  const genres = genresOf(items);
  // Chosen again from the first render back: the card the viewer left is in the filtered grid when
  // the place is restored and focus returns to it.
  const [genre, chooseGenre] = useGenreChoice(id, genres);
  const shown = items.filter((item) => hasGenre(item, genre));
  const loadMore = useLoadMore(pages);
  const { ref, focusKey } = useFocusable({ focusKey: 'genre-filter', trackChildren: true });
  const container = useRef<HTMLDivElement>(null);
  const place = useGridPlace(`playlist:${useLocation().pathname}`, pages, container);
  useScreenFocus(place.restored, [place.focusKey, shown[0] ? `grid-${shown[0].mediaid}` : undefined]);

  if (pages.isPending) return <Spinner label={t('app.loading')} />;
  const first = pages.data?.pages[0];
  // A failed 'load more' keeps the pages already shown (useLoadMore): only no page at all is an error.
  if (!first) {
    return (
      <ErrorScreen
        title={t('error.playlist_not_found')}
        description={t('error.generic_description')}
        action={{ label: t('app.home'), onPress: () => navigate('/') }}
      />
    );
  }
  return (
    <div ref={container} className="playlist-screen">
      <h1 className="playlist-screen__title">{first.title}</h1>
      {items.length === 0 ? (
        <div className="home--empty">
          <h2>{t('home.empty_shelves_heading')}</h2>
          <p>{t('home.empty_playlist_description')}</p>
        </div>
      ) : null}
      {genres.length > 1 ? (
        <FocusContext.Provider value={focusKey}>
          <fieldset ref={ref} className="season-filter">
            <legend className="visually-hidden">{t('video.genre')}</legend>
            {[undefined, ...genres].map((name) => (
              <Button
                key={name ?? 'all'}
                focusKey={`genre-${name ?? 'all'}`}
                variant={name === genre ? 'primary' : 'secondary'}
                pressed={name === genre}
                onPress={() => chooseGenre(name)}
              >
                {name ?? t('video.all_genres')}
              </Button>
            ))}
          </fieldset>
        </FocusContext.Provider>
      ) : null}
      <MediaGrid items={shown} focusPrefix="grid" playlistId={first.feedid} more={loadMore} />
    </div>
  );
}
