import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { memo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MediaItem, Playlist } from '../../content/contentSchemas.ts';
import { usePlaylistPages } from '../../content/useContent.ts';
import { showsCardTitles, showsSeeMore } from '../../domain/cardRules.ts';
import { listedOnce } from '../../domain/loadMore.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { useHistoryStore } from '../../stores/historyStore.ts';
import { rowKey } from '../../stores/rowStateStore.ts';
import { MediaCard } from '../MediaCard.tsx';
import { type CardEvents, Shelf } from '../shelf/Shelf.tsx';
import { SeeMoreLink } from './SeeMoreLink.tsx';
import { SeeMoreTile } from './SeeMoreTile.tsx';
import { rowStops, seeMorePlace } from './seeMoreStop.ts';
import { cardFocusKey, type ShelfRow, seeMoreFocusKey, shelfFocusKey } from './shelfRows.ts';

/** spec: browsing 2, Shelf — top-rated rails number their first ten cards. */
const TOP_RATED_RANKS = 10;

/** The 'see more' stop that ends a TV row (seeMorePlace 'row-end'), after the row's media. */
const SEE_MORE_STOP = { seeMore: true } as const;
type RowStop = MediaItem | typeof SEE_MORE_STOP;
const isSeeMore = (stop: RowStop): stop is typeof SEE_MORE_STOP => stop === SEE_MORE_STOP;

interface PlaylistShelfProps {
  row: ShelfRow;
  firstPage: Playlist;
  /** Up or Down out of the row (rowIndex: this row's): true when the list moved focus. */
  onLeave(rowIndex: number, direction: 'up' | 'down'): boolean;
  /** Focus came into the row. */
  onEnter(rowIndex: number): void;
}

/** One row of a shelf list: a playlist with its next pages, numbered ranks and 'see more'. */
/** Memo: a move between rows re-renders the list, and must not re-render every row in it (issue 7). */
export const PlaylistShelf = memo(function PlaylistShelf({
  row,
  firstPage,
  onLeave,
  onEnter,
}: PlaylistShelfProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { config } = useStartupResult();
  const layout = useLayout();
  // The store's own entries: the same objects from render to render, so the memoised cards stay put.
  const history = useHistoryStore((state) => state.entries);
  // A device list's contents change as the viewer watches: its ids are part of the cache key.
  const pages = usePlaylistPages(row.playlistId, firstPage, row.mediaIds?.join(',') ?? '');
  const items = listedOnce(pages.data.pages.flatMap((page) => page.playlist));
  const title = row.customTitle || firstPage.title;
  const topRated = firstPage.railType === 'top-rated';
  const showTitle = showsCardTitles(row.custom, firstPage);
  // spec: browsing 2, Shelf — 'see more' opens the see-more page of the playlist with the shelf title;
  // featured shelves have no header, so no 'see more' either.
  const seeMore =
    showsSeeMore(title) && !row.mediaIds && !row.featured
      ? `/${encodeURIComponent(row.playlistId)}`
      : undefined;
  const seeMoreKey = seeMoreFocusKey(row.rowIndex);
  // On TV 'see more' is the row's last stop, so Up and Down from any stop go straight to the next row.
  const place = seeMorePlace(layout, Boolean(seeMore), !pages.hasNextPage);
  const stops = rowStops<RowStop>(items, place === 'row-end' ? SEE_MORE_STOP : undefined);
  const open = (href: string) => navigate(href, { state: { shelfTitle: title } });
  const seeMoreTile = (events: CardEvents) =>
    seeMore ? (
      <SeeMoreTile focusKey={seeMoreKey} href={seeMore} onOpen={() => open(seeMore)} events={events} />
    ) : null;

  return (
    <Shelf
      focusKey={shelfFocusKey(row.rowIndex)}
      stateKey={rowKey(pathname, `${row.rowIndex}`)}
      title={title}
      titleExtra={
        seeMore && place === 'header' ? (
          <SeeMoreLink
            focusKey={seeMoreKey}
            href={seeMore}
            onOpen={() => open(seeMore)}
            onUp={() => onLeave(row.rowIndex, 'up')}
            onDown={() => void setFocus(shelfFocusKey(row.rowIndex))}
          />
        ) : null
      }
      variant={row.featured ? 'featured' : 'regular'}
      items={stops}
      itemKey={(stop) => (isSeeMore(stop) ? seeMoreKey : stop.mediaid)}
      cardFocusKey={(stop) => (isSeeMore(stop) ? seeMoreKey : cardFocusKey(row.rowIndex, stop.mediaid))}
      // cancelRefetch false: a call while the page is on its way joins it. The row renders only when what
      // it shows changes, so isFetchingNextPage here may be a few cards old, and the default (cancel and
      // ask again) restarted the page on every card near the end: it came in 5 requests, too late.
      onNearEnd={() => {
        if (pages.hasNextPage) void pages.fetchNextPage({ cancelRefetch: false });
      }}
      moreComing={pages.hasNextPage}
      onLeave={(direction) => onLeave(row.rowIndex, direction)}
      onEnter={() => onEnter(row.rowIndex)}
      renderCard={(stop, index, events) =>
        isSeeMore(stop) ? (
          seeMoreTile(events)
        ) : (
          <MediaCard
            item={stop}
            focusKey={cardFocusKey(row.rowIndex, stop.mediaid)}
            playlistId={row.playlistId}
            playOnOpen={row.playOnOpen}
            resume={row.playOnOpen ? history.find((entry) => entry.mediaid === stop.mediaid) : undefined}
            packageKey={config.packageKey}
            rank={topRated && index < TOP_RATED_RANKS ? index + 1 : undefined}
            showTitle={showTitle}
            onFocused={events.onFocused}
            inRow
            onArrowPress={events.onArrowPress}
          />
        )
      }
    />
  );
});
