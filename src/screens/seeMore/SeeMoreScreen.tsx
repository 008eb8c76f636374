import './seeMore.css';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { usePlaylistGrid } from '../../content/useContent.ts';
import { listedOnce } from '../../domain/loadMore.ts';
import { useGoBack } from '../../focus/useGoBack.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { Button, Spinner } from '../../ui/index.ts';
import { MediaGrid } from '../../ui/MediaGrid.tsx';
import { useGridPlace } from '../../ui/useGridPlace.ts';
import { useLoadMore } from '../../ui/useLoadMore.ts';
import { NotFoundScreen } from '../notFound/NotFoundScreen.tsx';
import { useSeeMoreTitle } from './useSeeMoreTitle.ts';

/**
 * spec: browsing 2, See-more page (/{playlistId}, /{id}/see-more-items) — a back button, the shelf's
 * title (from navigation state or session storage, else the playlist's), the playlist as a grid with
 * 'load more', its scroll and focus kept per playlist. An id that names no playlist is the not-found page.
 */
export function SeeMoreScreen() {
  const { t } = useTranslation();
  const { playlistId } = useParams();
  const { state } = useLocation() as { state: { shelfTitle?: string } | null };
  const goBack = useGoBack();
  const pages = usePlaylistGrid(playlistId);
  const loadMore = useLoadMore(pages);
  const first = pages.data?.pages[0];
  const items = listedOnce((pages.data?.pages ?? []).flatMap((page) => page.playlist));
  const shelfTitle = useSeeMoreTitle(playlistId, state?.shelfTitle);
  const container = useRef<HTMLDivElement>(null);
  const place = useGridPlace(`see-more:${playlistId}`, pages, container);
  useScreenFocus(place.restored, [place.focusKey, items[0] ? `more-${items[0].mediaid}` : undefined]);

  if (pages.isPending) return <Spinner label={t('app.loading')} />;
  // A failed 'load more' keeps the pages already shown (useLoadMore): only no page at all is not found.
  if (!first) return <NotFoundScreen />;
  return (
    <div ref={container} className="playlist-screen">
      <div className="see-more__header">
        <Button focusKey="see-more-back" variant="secondary" onPress={goBack}>
          {t('app.back')}
        </Button>
        <h1 className="playlist-screen__title">{shelfTitle ?? first.title}</h1>
      </div>
      <MediaGrid items={items} focusPrefix="more" kind="wide" playlistId={first.feedid} more={loadMore} />
    </div>
  );
}
