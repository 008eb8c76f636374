import {
  type FocusableComponent,
  FocusContext,
  getCurrentFocusKey,
  setFocus,
  useFocusable,
} from '@noriginmedia/norigin-spatial-navigation';
import {
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { mayLeaveAtEdge } from '../../focus/heldKeyThrottle.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { type RowPosition, useRowStateStore } from '../../stores/rowStateStore.ts';
import { afterNextPaint } from '../afterNextPaint.ts';
import { useLatest } from '../useLatest.ts';
import { rowNeighbour } from './rowNeighbour.ts';
import { ShelfDots } from './ShelfDots.tsx';
import { ShelfPager } from './ShelfPager.tsx';
import {
  firstIndexFor,
  pagedFirstIndex,
  pagerPosition,
  type ShelfVariant,
  SWIPE_THRESHOLD_PX,
  shelfDots,
  shelfMetrics,
  shelfWindow,
} from './shelfMetrics.ts';
import { useRemPx } from './useRemPx.ts';

export interface ShelfProps<T> {
  focusKey: string;
  /** Where this row's position is remembered (rowKey(pathname, row)). */
  stateKey: string;
  title: string;
  /**
   * Beside the title: 'see more' and the like. Its focusables belong to the list, not to the row, so
   * the row's remembered card stays a card.
   */
  titleExtra?: ReactNode;
  items: readonly T[];
  itemKey(item: T): string;
  cardFocusKey(item: T): string;
  renderCard(item: T, index: number, events: CardEvents): ReactNode;
  variant?: ShelfVariant;
  /** Called when focus gets near the last loaded card: load the next page. */
  onNearEnd?(): void;
  /** True while more cards may still load after the last one: Right there waits for them. */
  moreComing?: boolean;
  /**
   * Up or Down out of the row: true when the list moved focus itself. Lists of rows decide by order,
   * not geometry: rows mount and unmount as the page scrolls, and order never lies.
   */
  onLeave?(direction: 'up' | 'down'): boolean;
  /** A card of this row took focus (from another row, or along this one). */
  onEnter?(): void;
}

export interface CardEvents {
  onFocused(): void;
  onArrowPress(direction: string): boolean;
}

/**
 * Cards from the end at which the next page is asked for: half a page of 25, over two screens ahead, so
 * a viewer holding Right does not run into the end of what is loaded. At 4x a page took 660 ms to come
 * in under a held Right, which covers 8 cards in about 570 ms (issue 19).
 */
const NEAR_END = 12;

/** The cards in view of the last shelf of each kind measured: a new shelf's first guess. */
const lastVisibleCount = new Map<ShelfVariant, number>();

const startPosition: RowPosition = { focusedIndex: 0, firstIndex: 0 };

/** The row's position as last written: where its track is slid to, whatever React has rendered. */
function storedPosition(stateKey: string): RowPosition {
  return useRowStateStore.getState().positions[stateKey] ?? startPosition;
}

/**
 * A horizontal row of cards that keeps only the cards near the view in the DOM: each card sits at a
 * computed position and the track slides, so a focus move along the row renders only the two cards
 * whose focus changed (and the row's window, after the paint, when it moves), whatever the row's
 * length. The row remembers its focused card and scroll per page.
 */
export function Shelf<T>(props: ShelfProps<T>) {
  const {
    focusKey,
    stateKey,
    title,
    titleExtra,
    items,
    itemKey,
    cardFocusKey,
    renderCard,
    variant = 'regular',
    onNearEnd,
    moreComing = false,
    onLeave,
    onEnter,
  } = props;
  const layout = useLayout();
  const remPx = useRemPx();
  const { cardRem, gapRem, rowRem } = shelfMetrics(layout, variant);
  const stepRem = cardRem + gapRem;
  /*
   * Issue 19: a focus move along the row writes the store and slides the track at once, in the key's
   * frame; React renders the row again only when what it shows changes (its window of cards, the
   * dots, the pager), and then as a transition, after that frame is painted. The cards either side of
   * the view (SHELF_OVERSCAN) are already in the DOM, so the slide shows no gap while it waits. So the
   * row does not subscribe to the store (a store's updates cannot wait: useSyncExternalStore renders
   * them at once); it reads the latest position whenever it renders, and only it writes there.
   */
  const [, showMove] = useReducer((renders: number) => renders + 1, 0);
  const position = storedPosition(stateKey);
  const setPosition = useRowStateStore((state) => state.setPosition);
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const slideTrack = useCallback(
    (firstIndex: number) => {
      if (track.current) track.current.style.transform = `translateX(${-firstIndex * stepRem}rem)`;
    },
    [stepRem],
  );
  /** The cards [start, end) the DOM holds, as last committed. */
  const shownCards = useRef<[number, number]>([0, 0]);
  /** Cancels the render waiting for the paint (moveTo), if one is. */
  const pendingShow = useRef<() => void>(undefined);
  useEffect(() => () => pendingShow.current?.(), []);
  const parentFocusKey = useContext(FocusContext);
  const [visibleCount, setVisibleCount] = useState(() => lastVisibleCount.get(variant) ?? 1);

  // Measured in the next frame, not in the effect: a row mounting during a key press would force a
  // layout of its own (issue 7); in the frame the layout is done once for everything. Until then the
  // count another shelf of the kind measured stands in.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const width = viewport.current?.clientWidth ?? 0;
      const count = Math.max(1, Math.floor((width + gapRem * remPx) / (stepRem * remPx)));
      lastVisibleCount.set(variant, count);
      setVisibleCount(count);
    });
    return () => cancelAnimationFrame(frame);
  }, [remPx, gapRem, stepRem, variant]);

  const focusedItem = items[Math.min(position.focusedIndex, items.length - 1)];
  // Left and Right go to the neighbouring card by index: the row's order is the cards' order, so
  // Norigin measures no card geometry on a move (issue 7: the forced layouts of a key press). Other
  // directions, and the ends of the row, go up to the list (Left from the first card: the menu).
  const order = useLatest({ items, cardFocusKey });
  const [nextFocusResolver] = useState(
    () => (direction: string, from: string, siblings: FocusableComponent[]) => {
      const { items: cards, cardFocusKey: keyOf } = order.current;
      const to = rowNeighbour(cards.map(keyOf), from, direction);
      return siblings.find((sibling) => sibling.focusKey === to) ?? null;
    },
  );
  const restarts = variant === 'featured';
  const {
    ref,
    focusKey: ownKey,
    hasFocusedChild,
  } = useFocusable({
    focusKey,
    saveLastFocusedChild: true,
    // Only the dots show whether focus is in the row. Tracking it renders the row twice more per Down
    // press (the row left, the row entered; issue 19); a card's focus tells the list instead (onEnter).
    trackChildren: restarts,
    preferredChildFocusKey: focusedItem ? cardFocusKey(focusedItem) : undefined,
    nextFocusResolver,
    measureChildrenLayout: false,
  });

  // The pager is for mouse and touch; on TV focus moves the row.
  const paged = layout !== 'tv';
  /** Moves the row: the store and the track now, the rendering when it shows something else. */
  const moveTo = useCallback(
    (next: RowPosition, urgent: boolean) => {
      const current = storedPosition(stateKey);
      if (next.focusedIndex === current.focusedIndex && next.firstIndex === current.firstIndex) return;
      setPosition(stateKey, next);
      slideTrack(next.firstIndex);
      const [start, end] = shelfWindow(next.firstIndex, visibleCount, items.length, next.focusedIndex);
      const [shownStart, shownEnd] = shownCards.current;
      // Dots show the focused card; the pager and the dots the first one.
      const showsPosition = restarts || paged;
      if (!showsPosition && start === shownStart && end === shownEnd) return;
      // The next press must find its card in the DOM: when the cards either side of the focused one
      // are not there yet (the rendering fell a card behind, presses coming fast), render now.
      const neighboursShown =
        shownStart <= Math.max(0, next.focusedIndex - 1) &&
        Math.min(items.length, next.focusedIndex + 2) <= shownEnd;
      // One render waits at a time: it reads the latest position, so a newer press replaces it.
      pendingShow.current?.();
      pendingShow.current = undefined;
      if (urgent || !neighboursShown) showMove();
      else pendingShow.current = afterNextPaint(() => startTransition(showMove));
    },
    [stateKey, setPosition, slideTrack, visibleCount, items.length, restarts, paged],
  );

  const onCardFocused = useCallback(
    (index: number) => {
      const { firstIndex } = storedPosition(stateKey);
      moveTo(
        { focusedIndex: index, firstIndex: firstIndexFor(index, firstIndex, visibleCount, items.length) },
        false,
      );
      if (index >= items.length - NEAR_END) onNearEnd?.();
      onEnter?.();
    },
    [stateKey, moveTo, visibleCount, items.length, onNearEnd, onEnter],
  );

  // spec: browsing 2, Shelf — a featured shelf restarts at its start after the last card; the
  // others stop at their end.
  const restartFocus = useRef<string | null>(null);
  // Runs once the slide back to the start has rendered.
  useEffect(() => {
    if (restartFocus.current && position.firstIndex === 0) {
      setFocus(restartFocus.current);
      restartFocus.current = null;
    }
  }, [position.firstIndex]);
  /** Right on the last card of a featured shelf: true when it went back to the first card. */
  const restartFromEnd = (index: number): boolean => {
    const first = items[0];
    if (!restarts || index !== items.length - 1 || !first) return false;
    // The first card may be out of the DOM (virtualised): slide back, then focus it.
    if (storedPosition(stateKey).firstIndex === 0) setFocus(cardFocusKey(first));
    else {
      restartFocus.current = cardFocusKey(first);
      moveTo(startPosition, true);
    }
    return true;
  };

  /*
   * Right on the last card loaded, while the next page is on its way: the press waits and lands once
   * the card after it is there, instead of being lost (a held Right ran into the end of the first page
   * at 4x and dropped a step). Only while focus stays on that card: a move elsewhere drops the wait.
   */
  const pendingRight = useRef<number | null>(null);
  const awaitMore = (index: number): boolean => {
    if (!moreComing || index !== items.length - 1) return false;
    pendingRight.current = index;
    onNearEnd?.();
    return true;
  };
  // After the cards' effects: the card after the last one is registered with Norigin by now.
  useEffect(() => {
    const from = pendingRight.current;
    if (from === null) return;
    const waited = items[from];
    const next = items[from + 1];
    if (next) {
      pendingRight.current = null;
      if (waited && getCurrentFocusKey() === cardFocusKey(waited)) setFocus(cardFocusKey(next));
    } else if (!moreComing) pendingRight.current = null;
  });

  /*
   * One events object per card index, kept across renders, whose functions call the latest handlers:
   * the cards are memoised (MediaCard) and must not re-render just because the row did.
   */
  const latest = useLatest({ onCardFocused, onLeave, restartFromEnd, awaitMore });
  const eventsByIndex = useRef(new Map<number, CardEvents>());
  const eventsFor = (index: number): CardEvents => {
    let events = eventsByIndex.current.get(index);
    if (!events) {
      events = {
        onFocused: () => latest.current.onCardFocused(index),
        onArrowPress: (direction) => {
          // Before the restart: a featured shelf restarts after its last card, not after its first page.
          if (direction === 'right' && latest.current.awaitMore(index)) return false;
          if (direction === 'right' && latest.current.restartFromEnd(index)) return false;
          // The first card is the shelf's edge: a held Left stops there rather than opening the menu.
          if (direction === 'left') return index > 0 || mayLeaveAtEdge();
          if (direction !== 'up' && direction !== 'down') return true;
          const { onLeave } = latest.current;
          // No row beyond in a list of shelves (its first or last): an edge, as the first card is.
          return onLeave ? !onLeave(direction) && mayLeaveAtEdge() : true;
        },
      };
      eventsByIndex.current.set(index, events);
    }
    return events;
  };

  // Mouse and touch viewers page with the arrows or a swipe; remote viewers simply move the focus.
  const page = (pages: number) => {
    const current = storedPosition(stateKey);
    const atEnd = current.firstIndex + visibleCount >= items.length;
    const firstIndex =
      restarts && atEnd && pages > 0
        ? 0
        : pagedFirstIndex(current.firstIndex, pages, visibleCount, items.length);
    moveTo({ focusedIndex: current.focusedIndex, firstIndex }, true);
    if (firstIndex + visibleCount >= items.length - NEAR_END) onNearEnd?.();
  };
  const touchStartX = useRef<number | null>(null);

  const [start, end] = shelfWindow(position.firstIndex, visibleCount, items.length, position.focusedIndex);
  // After every render, before its paint: a render that was waiting may hold an older position.
  useLayoutEffect(() => {
    shownCards.current = [start, end];
    slideTrack(storedPosition(stateKey).firstIndex);
  });
  return (
    <FocusContext.Provider value={ownKey}>
      <section
        ref={ref}
        className={`shelf shelf--${variant}`}
        style={{ height: `${rowRem}rem` }}
        aria-label={title}
      >
        {/* spec: browsing 2, Shelf — featured shelves have no header (it stays for screen readers). */}
        <h2 className={restarts ? 'visually-hidden' : 'shelf__title'}>
          <span className="shelf__name">{title}</span>
          <FocusContext.Provider value={parentFocusKey}>{titleExtra}</FocusContext.Provider>
        </h2>
        {restarts ? (
          <ShelfDots
            dots={shelfDots({
              paged,
              firstIndex: position.firstIndex,
              focusedIndex: position.focusedIndex,
              focused: hasFocusedChild,
              visibleCount,
              count: items.length,
            })}
          />
        ) : null}
        {paged ? (
          <ShelfPager
            position={pagerPosition(position.firstIndex, visibleCount, items.length)}
            canPrevious={position.firstIndex > 0}
            canNext={position.firstIndex + visibleCount < items.length}
            onPage={page}
          />
        ) : null}
        <div
          ref={viewport}
          className="shelf__viewport"
          onTouchStart={(event) => {
            touchStartX.current = event.touches[0]?.clientX ?? null;
          }}
          onTouchEnd={(event) => {
            const startX = touchStartX.current;
            const endX = event.changedTouches[0]?.clientX;
            touchStartX.current = null;
            if (startX === null || endX === undefined || Math.abs(endX - startX) <= SWIPE_THRESHOLD_PX)
              return;
            page(endX < startX ? 1 : -1);
          }}
        >
          {/* Slid by slideTrack, never by a render: see showMove. */}
          <div ref={track} className="shelf__track">
            {items.slice(start, end).map((item, offset) => {
              const index = start + offset;
              return (
                <div
                  key={itemKey(item)}
                  className="shelf__slot"
                  style={{ left: `${index * stepRem}rem`, width: `${cardRem}rem` }}
                >
                  {renderCard(item, index, eventsFor(index))}
                </div>
              );
            })}
          </div>
        </div>
      </section>
    </FocusContext.Provider>
  );
}
