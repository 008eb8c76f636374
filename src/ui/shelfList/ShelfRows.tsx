import { doesFocusableExist, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { type ReactNode, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PASS_BACK } from '../../focus/backStack.ts';
import { useBackHandler } from '../../focus/useBackHandler.ts';
import { MENU_FOCUS_KEY } from '../../focus/useScreenFocus.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { afterNextPaint } from '../afterNextPaint.ts';
import { shelfMetrics } from '../shelf/shelfMetrics.ts';
import { useRemPx } from '../shelf/useRemPx.ts';
import { useLatest } from '../useLatest.ts';
import { PlaylistShelf } from './PlaylistShelf.tsx';
import { type ShelfListPlace, shelfListPlaces } from './shelfListMemory.ts';
import { shelfFocusKey } from './shelfRows.ts';
import type { ShownRow } from './shownRow.ts';
import { useVerticalWindow } from './useVerticalWindow.ts';

interface RowMove {
  from: number;
  direction: 'up' | 'down';
}

/** Height of a row that says it failed, in rem. */
const MESSAGE_ROW_REM = 9;

interface ShelfRowsProps {
  shown: readonly ShownRow[];
  /** Where the viewer left this history entry, if they did. */
  place: ShelfListPlace | undefined;
  /** The row focused first when there is no place. */
  firstRow: number;
  loadedCount: number;
  /** Every loaded row has answered. */
  settled: boolean;
  /** More rows may still be loaded. */
  moreRows: boolean;
  /** The view reached the last shown row. */
  onNearEnd(): void;
  /** Back climbs to the top row, then to the menu, before it leaves. */
  backClimbs: boolean;
}

/**
 * The rows of a shelf list near the viewport (each placed at a computed height; each keeps only the
 * cards near its view), the focused row, and Up and Down between rows.
 */
export function ShelfRows({
  shown,
  place,
  firstRow,
  loadedCount,
  settled,
  moreRows,
  onNearEnd,
  backClimbs,
}: ShelfRowsProps) {
  const { t } = useTranslation();
  const layout = useLayout();
  const remPx = useRemPx();
  const { key: locationKey } = useLocation();
  const heightsRem = shown.map(({ row, failed }) =>
    failed ? MESSAGE_ROW_REM : shelfMetrics(layout, row.featured ? 'featured' : 'regular').rowRem,
  );
  const topsRem: number[] = [];
  let totalRem = 0;
  for (const height of heightsRem) {
    topsRem.push(totalRem);
    totalRem += height;
  }
  const container = useRef<HTMLDivElement>(null);
  const [scrollStart, scrollEnd] = useVerticalWindow(
    container,
    topsRem.map((top) => top * remPx),
    heightsRem.map((height) => height * remPx),
  );
  // The focused row and its neighbours always exist, even before a scroll has been measured: the
  // next key press must find its row however fast it comes (and Back its remembered card).
  const [activeRow, setActiveRow] = useState(place?.activeRow ?? firstRow);
  const activeIndex = Math.max(
    0,
    shown.findIndex(({ row }) => row.rowIndex === activeRow),
  );
  // The row after next is mounted ahead of the viewer, but after the paint: a Down press renders the
  // move and the rows it needs now, and the next row mounts once that frame is painted, in a transition
  // that a new key interrupts (issue 7: mounting a row of cards was most of a Down press on a 4x TV).
  const [preparedIndex, setPreparedIndex] = useState(activeIndex);
  useEffect(() => afterNextPaint(() => startTransition(() => setPreparedIndex(activeIndex))), [activeIndex]);
  const isMounted = (index: number) =>
    (index >= scrollStart && index < scrollEnd) ||
    (index >= activeIndex - 1 && index <= activeIndex + 1) ||
    (index >= preparedIndex - 1 && index <= preparedIndex + 2);
  const end = Math.min(shown.length, Math.max(scrollEnd, activeIndex + 2, preparedIndex + 3));
  useEffect(() => {
    if (end >= shown.length - 1) onNearEnd();
  }, [end, shown.length, onNearEnd]);

  const shelves = shown.filter(({ playlist }) => playlist).map(({ row }) => row.rowIndex);
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
  // The row focus is in, at once: activeRow, which places the mounted rows, may follow a paint later.
  const focusedRow = useRef(activeRow);
  /** The render of a row entered, waiting for the paint: its row, and what cancels it. */
  const pendingEnter = useRef<{ row: number; cancel(): void } | undefined>(undefined);
  const cancelEnter = () => {
    pendingEnter.current?.cancel();
    pendingEnter.current = undefined;
  };
  /*
   * Focus reached a row. Its neighbours must exist before the next press; when they already do (the
   * row after next mounted after the last press's paint), the list renders the move after this press's
   * paint, with the row after next in the same render, instead of inside the key's task (issue 19).
   */
  const enterRow = (target: number) => {
    focusedRow.current = target;
    // A Down enters its row twice (the move, then the card's focus callback): the render waits once.
    if (pendingEnter.current?.row === target) return;
    cancelEnter();
    if (target === activeRow) return;
    const index = positionOf(target);
    const neighboursMounted = [index - 1, index + 1].every(
      (neighbour) => neighbour < 0 || neighbour >= shown.length || isMounted(neighbour),
    );
    if (!neighboursMounted) {
      setActiveRow(target);
      return;
    }
    const cancel = afterNextPaint(() => {
      pendingEnter.current = undefined;
      startTransition(() => {
        setActiveRow(target);
        setPreparedIndex(index);
      });
    });
    pendingEnter.current = { row: target, cancel };
  };
  const leaveRow = (from: number, direction: 'up' | 'down') => {
    const move = { from, direction };
    const target = targetOf(move);
    if (target !== undefined && doesFocusableExist(shelfFocusKey(target))) {
      pendingMove.current = null;
      // Before the focus moves: its card's focus callback enters the row again, which changes nothing.
      enterRow(target);
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
      cancelEnter();
      setActiveRow(target);
      return;
    }
    pendingMove.current = null;
    void setFocus(shelfFocusKey(target));
  });
  // The rows get handlers that never change, so a row move re-renders no row (PlaylistShelf is memo).
  const latest = useLatest({ leaveRow, enterRow });
  const [onLeave] = useState(
    () => (rowIndex: number, direction: 'up' | 'down') => latest.current.leaveRow(rowIndex, direction),
  );
  const [onEnter] = useState(() => (rowIndex: number) => latest.current.enterRow(rowIndex));
  useEffect(() => () => pendingEnter.current?.cancel(), []);

  // Issue 26: on Home, Back from a row below goes to the top row (its remembered card), Back on the top
  // row goes to the menu, and only Back in the menu reaches the exit question (the route's handler).
  useBackHandler(() => {
    if (!container.current?.contains(document.activeElement)) return PASS_BACK;
    const [top, second] = shelves;
    if (top === undefined || second === undefined || focusedRow.current === top)
      void setFocus(MENU_FOCUS_KEY);
    else leaveRow(second, 'up');
    return true;
  }, backClimbs);

  // The place is written as the viewer leaves this entry, not on every scroll event (reading the
  // scroll there forced a layout per event while the page glides, issue 7). A layout effect's cleanup
  // runs before React removes or hides the rows, so the page still has its length and its scroll.
  const latestCount = useLatest(loadedCount);
  useLayoutEffect(
    () => () =>
      shelfListPlaces.set(locationKey, {
        loadedCount: latestCount.current,
        activeRow: focusedRow.current,
        scrollY: window.scrollY,
      }),
    [locationKey],
  );
  // Back to this entry: the page scrolls as it was before focus returns (ShelfList's screen focus),
  // so the remembered card is already in view and nothing jumps.
  const restored = useRef(false);
  useEffect(() => {
    if (!settled || restored.current) return;
    restored.current = true;
    if (place) window.scrollTo(0, place.scrollY);
  }, [settled, place]);

  return (
    <div className="shelf-list">
      <div ref={container} className="home__rows" style={{ height: `${totalRem}rem` }}>
        {shown.map(({ row, playlist, failed }, index) => {
          if (!isMounted(index)) return null;
          const style = {
            top: `${topsRem[index]}rem`,
            height: `${heightsRem[index]}rem`,
            backgroundColor: row.colors?.background,
            color: row.colors?.text,
          };
          const title = row.customTitle || playlist?.title || '';
          let content: ReactNode;
          if (failed) {
            content = (
              <section className="shelf shelf--failed" aria-label={title || undefined}>
                {title ? <h2 className="shelf__title">{title}</h2> : null}
                <p className="shelf__message">{t('error.could_not_load_items')}</p>
              </section>
            );
          } else if (playlist) {
            content = <PlaylistShelf row={row} firstPage={playlist} onLeave={onLeave} onEnter={onEnter} />;
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
