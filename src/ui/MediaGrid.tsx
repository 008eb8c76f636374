import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../content/contentSchemas.ts';
import { useStartupResult } from '../stores/configStore.ts';
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
  /** A label on some cards (the current episode). */
  badgeFor?(item: MediaItem): string | undefined;
  more?: LoadMore;
}

/** Columns and rows per screen of a wrapping grid, read from its laid-out cells. */
function gridShape(grid: HTMLElement): { columns: number; pageRows: number } {
  const cells = Array.from(grid.children) as HTMLElement[];
  const top = cells[0]?.offsetTop ?? 0;
  const columns = Math.max(1, cells.filter((cell) => cell.offsetTop === top).length);
  const rowHeight = cells[0]?.offsetHeight || 1;
  return { columns, pageRows: Math.max(1, Math.floor(window.innerHeight / rowHeight)) };
}

/** A wrapping grid of media cards with an optional 'load more': playlist, search and series pages. */
export function MediaGrid({ items, focusPrefix, playlistId, badgeFor, more }: MediaGridProps) {
  const { t } = useTranslation();
  const { config } = useStartupResult();
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
    const { columns, pageRows } = gridShape(event.currentTarget);
    const target = items[gridKeyTarget(event.key, event.ctrlKey, index, items.length, columns, pageRows)];
    if (!target) return;
    event.preventDefault();
    setFocus(`${focusPrefix}-${target.mediaid}`);
  };
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the grid only adds paging keys to the cards (links) that hold focus inside it. */}
      <div className="grid" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const badge = badgeFor?.(item);
          return (
            <div key={item.mediaid} className="grid__cell">
              <MediaCard
                item={item}
                focusKey={`${focusPrefix}-${item.mediaid}`}
                playlistId={playlistId}
                packageKey={config.packageKey}
              />
              {badge ? <span className="grid__badge">{badge}</span> : null}
            </div>
          );
        })}
      </div>
      {more ? (
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
      ) : null}
    </>
  );
}
