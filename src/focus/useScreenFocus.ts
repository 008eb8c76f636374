import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useLayout } from '../stores/deviceStore.ts';
import { useLatest } from '../ui/useLatest.ts';
import {
  focusFirstExisting,
  handBackCount,
  holdsHandedBackFocus,
  rememberedFocus,
  rememberFocus,
} from './focusMemory.ts';

/** The attribute every focusable of ours carries, so DOM focus tells us the spatial focus key. */
export const FOCUS_KEY_ATTRIBUTE = 'data-focus-key';

/** The app menu's focus key: the last resort of every screen, so focus is never lost. */
export const MENU_FOCUS_KEY = 'app-menu';

/** The header's search field (desktop and mobile): the search screen's first focus there. */
export const SEARCH_INPUT_KEY = 'search-input';

/**
 * Gives a screen its focus once its content is `ready`: the focus remembered for this history entry,
 * else the screen's preferred keys in order, else the app menu. While the screen is shown it records every focus move.
 */
export function useScreenFocus(
  ready: boolean,
  preferredKeys: ReadonlyArray<string | undefined>,
  /** What counts as "the same screen": the path by default; search keeps one scope while /q/{query} changes. */
  scope?: string,
): void {
  const { key: locationKey, pathname } = useLocation();
  const latestKey = useLatest(locationKey);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target =
        event.target instanceof Element ? event.target.closest(`[${FOCUS_KEY_ATTRIBUTE}]`) : null;
      const focusKey = target?.getAttribute(FOCUS_KEY_ATTRIBUTE);
      if (focusKey) rememberFocus(locationKey, focusKey);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [locationKey]);

  // Touch viewers need no focus ring, and moving focus would scroll the page under their finger.
  const layout = useLayout();
  // Once per screen and path: a query change on the same page (a modal's ?u= opening or closing, a
  // season chosen) leaves focus where the page or the viewer put it, even when the page's content
  // reloads (ready turning false and true again).
  const focusedFor = useRef<string | null>(null);
  const waitedForModal = useRef(false);
  const screen = `${scope ?? pathname}|${layout}`;
  // Read after the commit that shows the screen, so an overlay that closed as it appeared (the cookie
  // consent) is not one of its own.
  const handBacksBefore = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen shown by the same component counts afresh.
  useEffect(() => {
    handBacksBefore.current = handBackCount();
  }, [screen]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: preferredKeys are read when the screen gets ready.
  useEffect(() => {
    if (!ready || layout === 'mobile' || focusedFor.current === screen) return;
    // A modal opened before the screen was ready (a reload with ?u=...) keeps focus until it closes, even
    // while its own first field has not taken focus yet (a deep-linked account dialog loading its form).
    if (document.querySelector('[aria-modal="true"]')) {
      waitedForModal.current = true;
      return;
    }
    focusedFor.current = screen;
    const waited = waitedForModal.current;
    waitedForModal.current = false;
    // Content that arrives after such a modal has closed leaves the focus the modal handed back (its
    // opener, or the page's show-more button) where it is: late content never takes focus from the viewer.
    if (waited && document.activeElement?.closest(`[${FOCUS_KEY_ATTRIBUTE}]`)) return;
    // Likewise when the modal opened and closed while the content was still loading.
    if (holdsHandedBackFocus(handBacksBefore.current)) return;
    const keys = [rememberedFocus(latestKey.current), ...preferredKeys, MENU_FOCUS_KEY];
    if (focusFirstExisting(keys)) return;
    /*
     * Norigin queues the focusables that register while it is running a task of its own (a key press
     * it is handling) and adds them once that task ends, within the same task's microtasks. A screen
     * ready on the render a key press caused (the cookie consent's OK mounts Home, whose rows are already
     * loaded) finds none of its own registered yet: it asks again once the queue has run, unless focus
     * went somewhere meanwhile.
     */
    let retried = false;
    const retry = window.setTimeout(() => {
      retried = true;
      if (!document.activeElement || document.activeElement === document.body) focusFirstExisting(keys);
    }, 0);
    return () => {
      window.clearTimeout(retry);
      // Not retried yet (the effect runs again first): the screen has not had its focus.
      if (!retried) focusedFor.current = null;
    };
  }, [ready, screen, layout]);
}
