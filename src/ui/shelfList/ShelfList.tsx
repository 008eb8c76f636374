import { doesFocusableExist, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePlaylists } from '../../content/useContent.ts';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { shelfMetrics } from '../shelf/shelfMetrics.ts';
import { useRemPx } from '../shelf/useRemPx.ts';
import { PlaylistShelf } from './PlaylistShelf.tsx';
import { shelfListPlaces } from './shelfListMemory.ts';
import { FIRST_ROWS, MORE_ROWS, type ShelfRow, shelfFocusKey } from './shelfRows.ts';
import { useVerticalWindow } from './useVerticalWindow.ts';

interface RowMove {
  from: number;
  direction: 'up' | 'down';
}

/** Height of a row that says it failed, in rem. */
const MESSAGE_ROW_REM = 9;

interface ShelfListProps {
  rows: readonly ShelfRow[];
  /** Shown when every row turned out empty. */
  empty: ReactNode;
  /** Focus keys to try before the first shelf when the screen opens (a hero's button...). */
  preferredFocus?: string[];
}

/**
 * A vertical list of shelves (spec: browsing 2, Home and Hub): loaded 6 rows first and 4 more as the
 * viewer nears the end; empty rows hidden, failed rows saying so, every row empty: `empty`. Only the
 * rows near the viewport exist in the DOM (each placed at a computed height), and each of those keeps
 * only the cards near its view.
 */
export function ShelfList({ rows, empty, preferredFocus = [] }: ShelfListProps) {
  const { t } = useTranslation();
  const layout = useLayout();
  const remPx = useRemPx();
  const { key: locationKey } = useLocation();
  // Back to this entry: as many rows as were loaded, the row that held focus, the page's scroll.
  const [place] = useState(() => shelfListPlaces.get(locationKey));
  const [loadedCount, setLoadedCount] = useState(place?.loadedCount ?? FIRST_ROWS);
  const loaded = rows.slice(0, loadedCount);
  const results = usePlaylists(loaded.map((row) => ({ id: row.playlistId, mediaIds: row.mediaIds })));

  const shown = loaded
    .map((row, index) => ({ row, result: results[index] }))
    .filter(({ result }) => !(result?.isSuccess && result.data.playlist.length === 0));
  const heightsRem = shown.map(({ row, result }) =>
    result?.isError ? MESSAGE_ROW_REM : shelfMetrics(layout, row.featured ? 'featured' : 'regular').rowRem,
  );
  const topsRem = heightsRem.map((_, index) =>
    heightsRem.slice(0, index).reduce((sum, height) => sum + height, 0),
  );
  const container = useRef<HTMLDivElement>(null);
  const [scrollStart, scrollEnd] = useVerticalWindow(
    container,
    topsRem.map((top) => top * remPx),
    heightsRem.map((height) => height * remPx),
  );
  // The focused row and its neighbours always exist, even before a scroll has been measured: the
  // next key press must find its row however fast it comes (and Back its remembered card).
  const [activeRow, setActiveRow] = useState(place?.activeRow ?? rows[0]?.rowIndex ?? 0);
  const activeIndex = Math.max(
    0,
    shown.findIndex(({ row }) => row.rowIndex === activeRow),
  );
  const isMounted = (index: number) =>
    (index >= scrollStart && index < scrollEnd) || (index >= activeIndex - 1 && index <= activeIndex + 2);
  const end = Math.min(shown.length, Math.max(scrollEnd, activeIndex + 3));

  const settled = results.every((result) => !result.isPending);
  const moreRows = loadedCount < rows.length;
  useEffect(() => {
    // Infinite scroll: the window reaching the last shown row loads the next rows.
    if (settled && moreRows && end >= shown.length - 1) setLoadedCount((count) => count + MORE_ROWS);
  }, [settled, moreRows, end, shown.length]);

  const shelves = shown.filter(({ result }) => result?.isSuccess).map(({ row }) => row.rowIndex);
  const targetOf = ({ from, direction }: RowMove) =>
    shelves[shelves.indexOf(from) + (direction === 'down' ? 1 : -1)];
  const positionOf = (rowIndex: number) => shown.findIndex(({ row }) => row.rowIndex === rowIndex);
  /*
   * A press can run ahead of the rows: the next row mounts (and registers with Norigin) a frame or
   * more after focus reaches this one, and the next rows load as the viewer nears them. Such a move
   * waits here and lands once its row is there, instead of being lost.
   */
  const pendingMove = useRef<RowMove | null>(null);
  const [, setMoveTick] = useState(0);
  const leaveRow = (from: number, direction: 'up' | 'down') => {
    const move = { from, direction };
    const target = targetOf(move);
    if (target !== undefined && doesFocusableExist(shelfFocusKey(target))) {
      pendingMove.current = null;
      // Mount the target's neighbours now rather than once its focus effect has run.
      setActiveRow(target);
      void setFocus(shelfFocusKey(target));
      return true;
    }
    // Nothing above the first row; below the last only while more rows may still come.
    if (target === undefined && (direction === 'up' || (settled && !moreRows))) return false;
    pendingMove.current = move;
    setMoveTick((tick) => tick + 1);
    return true;
  };
  // After each commit, children's effects included: a mounted row has asked Norigin to register it, and
  // setFocus queues behind that registration.
  useEffect(() => {
    const move = pendingMove.current;
    if (!move) return;
    const target = targetOf(move);
    if (target === undefined) {
      if (settled && !moreRows) pendingMove.current = null;
      return;
    }
    if (!isMounted(positionOf(target))) {
      setActiveRow(target);
      return;
    }
    pendingMove.current = null;
    void setFocus(shelfFocusKey(target));
  });

  // Remember the place as the viewer moves; scroll only while this list is on the page (leaving
  // shortens the page, and the browser's clamped scroll is not where the viewer was).
  const scrollY = useRef(place?.scrollY ?? 0);
  useEffect(() => {
    shelfListPlaces.set(locationKey, { loadedCount, activeRow, scrollY: scrollY.current });
  }, [locationKey, loadedCount, activeRow]);
  useEffect(() => {
    const onScroll = () => {
      if (!container.current?.isConnected) return;
      scrollY.current = window.scrollY;
      shelfListPlaces.set(locationKey, { loadedCount, activeRow, scrollY: window.scrollY });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [locationKey, loadedCount, activeRow]);
  // Back to this entry: the page scrolls as it was before focus returns (below), so the remembered
  // card is already in view and nothing jumps.
  const restored = useRef(false);
  useEffect(() => {
    if (!settled || restored.current) return;
    restored.current = true;
    if (place) window.scrollTo(0, place.scrollY);
  }, [settled, place]);

  const firstShelf = shown.find(({ result }) => result?.isSuccess);
  useScreenFocus(settled, [
    ...preferredFocus,
    place ? shelfFocusKey(place.activeRow) : undefined,
    firstShelf ? shelfFocusKey(firstShelf.row.rowIndex) : undefined,
  ]);

  if (settled && !moreRows && shown.length === 0) return <>{empty}</>;

  const totalRem = heightsRem.reduce((sum, height) => sum + height, 0);
  return (
    <div className="shelf-list">
      <div ref={container} className="home__rows" style={{ height: `${totalRem}rem` }}>
        {shown.map(({ row, result }, index) => {
          if (!isMounted(index)) return null;
          const style = {
            top: `${topsRem[index]}rem`,
            height: `${heightsRem[index]}rem`,
            backgroundColor: row.colors?.background,
            color: row.colors?.text,
          };
          const title = row.customTitle || result?.data?.title || '';
          let content: ReactNode;
          if (result?.isError) {
            content = (
              <section className="shelf shelf--failed" aria-label={title || undefined}>
                {title ? <h2 className="shelf__title">{title}</h2> : null}
                <p className="shelf__message">{t('error.could_not_load_items')}</p>
              </section>
            );
          } else if (result?.data) {
            content = (
              <PlaylistShelf
                row={row}
                firstPage={result.data}
                onLeave={(direction) => leaveRow(row.rowIndex, direction)}
                onEnter={() => setActiveRow(row.rowIndex)}
              />
            );
          } else {
            content = <div className="shelf shelf--placeholder" aria-hidden="true" />;
          }
          return (
            <div
              key={`${row.rowIndex}-${row.playlistId}`}
              className={row.colors ? 'home__row home__row--coloured' : 'home__row'}
              style={style}
            >
              {content}
            </div>
          );
        })}
      </div>
    </div>
  );
}
