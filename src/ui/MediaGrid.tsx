import './mediaGrid.css';
import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../content/contentSchemas.ts';
import { type GridKind, gridColumns } from '../domain/breakpoints.ts';
import { mayLeaveAtEdge } from '../focus/heldKeyThrottle.ts';
import { useStartupResult } from '../stores/configStore.ts';
import { useBreakpoint } from '../stores/useBreakpoint.ts';
import { Button } from './Button.tsx';
import { gridKeyTarget, isGridKey } from './gridKeys.ts';
import { MediaCard } from './MediaCard.tsx';
import { useFocusNewCards } from './useFocusNewCards.ts';

/** 'Load more' while there is more (spec: browsing 2 — grids load more while links.next exists). */
export interface LoadMore {
  onPress(): void;
  /** The next page is on its way. */
  loading?: boolean;
}

interface MediaGridProps {
  items: readonly MediaItem[];
  /** Focus keys are `${focusPrefix}-${mediaid}`. */
  focusPrefix: string;
  playlistId: string;
  /** Columns per breakpoint: the card grid's, or the favourites and see-more grids' ('wide'). */
  kind?: GridKind;
  /** A label on some cards (the current episode). */
  badgeFor?(item: MediaItem): string | undefined;
  more?: LoadMore;
}

/** The first column is the grid's edge: a held Left stops there rather than opening the menu. */
const firstColumnArrow = (direction: string) => direction !== 'left' || mayLeaveAtEdge();

/** Rows per screen of a grid, read from its laid-out cells. */
function pageRowsOf(grid: HTMLElement): number {
  const rowHeight = (grid.firstElementChild as HTMLElement | null)?.offsetHeight || 1;
  return Math.max(1, Math.floor(window.innerHeight / rowHeight));
}

/** A wrapping grid of media cards with an optional 'load more': playlist, search and series pages. */
export function MediaGrid({
  items,
  focusPrefix,
  playlistId,
  kind = 'cards',
  badgeFor,
  more,
}: MediaGridProps) {
  const { t } = useTranslation();
  const { config } = useStartupResult();
  // spec: browsing 9 — columns by breakpoint; cells are a share of the row wide (no CSS grid or flex
  // gap on the TV engines), spaced by their padding.
  const columns = gridColumns(kind, useBreakpoint());
  const cellStyle = { width: `${100 / columns}%` };
  const moreKey = `${focusPrefix}-more`;
  const expectNewCards = useFocusNewCards(
    items.map((item) => `${focusPrefix}-${item.mediaid}`),
    moreKey,
    Boolean(more),
    Boolean(more?.loading),
  );
  // spec: browsing 2, Card grid — Home/End (with Ctrl: first/last overall), PageUp/PageDown.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isGridKey(event.key)) return;
    const focused = (event.target as Element).closest('[data-focus-key]')?.getAttribute('data-focus-key');
    const index = items.findIndex((item) => `${focusPrefix}-${item.mediaid}` === focused);
    if (index < 0) return;
    const pageRows = pageRowsOf(event.currentTarget);
    const target = items[gridKeyTarget(event.key, event.ctrlKey, index, items.length, columns, pageRows)];
    if (!target) return;
    event.preventDefault();
    setFocus(`${focusPrefix}-${target.mediaid}`);
  };
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the grid only adds paging keys to the cards (links) that hold focus inside it. */}
      <div className="grid" onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const badge = badgeFor?.(item);
          return (
            <div key={item.mediaid} className="grid__cell" style={cellStyle}>
              <MediaCard
                item={item}
                focusKey={`${focusPrefix}-${item.mediaid}`}
                playlistId={playlistId}
                packageKey={config.packageKey}
                onArrowPress={index % columns === 0 ? firstColumnArrow : undefined}
              />
              {badge ? <span className="grid__badge">{badge}</span> : null}
            </div>
          );
        })}
      </div>
      {more ? (
        <div className="grid__more">
          <Button
            focusKey={moreKey}
            variant="secondary"
            onPress={() => {
              expectNewCards();
              more.onPress();
            }}
          >
            {t('video.load_more')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
