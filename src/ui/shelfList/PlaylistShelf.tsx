import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { memo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Playlist } from '../../content/contentSchemas.ts';
import { usePlaylistPages } from '../../content/useContent.ts';
import { showsCardTitles, showsSeeMore } from '../../domain/cardRules.ts';
import { listedOnce } from '../../domain/loadMore.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { rowKey } from '../../stores/rowStateStore.ts';
import { MediaCard } from '../MediaCard.tsx';
import { Shelf } from '../shelf/Shelf.tsx';
import { SeeMoreLink } from './SeeMoreLink.tsx';
import { cardFocusKey, type ShelfRow, seeMoreFocusKey, shelfFocusKey } from './shelfRows.ts';

/** spec: browsing 2, Shelf — top-rated rails number their first ten cards. */
const TOP_RATED_RANKS = 10;

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
  // Up from a card goes to the row's 'see more' when it has one, else to the row above.
  const leave = (direction: 'up' | 'down') => {
    if (direction !== 'up' || !seeMore) return onLeave(row.rowIndex, direction);
    void setFocus(seeMoreKey);
    return true;
  };

  return (
    <Shelf
      focusKey={shelfFocusKey(row.rowIndex)}
      stateKey={rowKey(pathname, `${row.rowIndex}`)}
      title={title}
      titleExtra={
        seeMore ? (
          <SeeMoreLink
            focusKey={seeMoreKey}
            href={seeMore}
            onOpen={() => navigate(seeMore, { state: { shelfTitle: title } })}
            onUp={() => onLeave(row.rowIndex, 'up')}
            onDown={() => void setFocus(shelfFocusKey(row.rowIndex))}
          />
        ) : null
      }
      variant={row.featured ? 'featured' : 'regular'}
      items={items}
      itemKey={(item) => item.mediaid}
      cardFocusKey={(item) => cardFocusKey(row.rowIndex, item.mediaid)}
      onNearEnd={() => {
        if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
      }}
      onLeave={leave}
      onEnter={() => onEnter(row.rowIndex)}
      renderCard={(item, index, events) => (
        <MediaCard
          item={item}
          focusKey={cardFocusKey(row.rowIndex, item.mediaid)}
          playlistId={row.playlistId}
          playOnOpen={row.playOnOpen}
          packageKey={config.packageKey}
          rank={topRated && index < TOP_RATED_RANKS ? index + 1 : undefined}
          showTitle={showTitle}
          onFocused={events.onFocused}
          inRow
          onArrowPress={events.onArrowPress}
        />
      )}
    />
  );
});
