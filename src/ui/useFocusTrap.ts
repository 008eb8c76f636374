import { getCurrentFocusKey, ROOT_FOCUS_KEY, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { focusFirstExisting, handFocusBack } from '../focus/focusMemory.ts';
import { useBackHandler } from '../focus/useBackHandler.ts';
import { MENU_FOCUS_KEY } from '../focus/useScreenFocus.ts';
import { useLatest } from './useLatest.ts';

interface FocusTrapOptions {
  focusKey: string;
  preferredChildFocusKey: string;
  /** Back while the trap is open: close it, or nothing for overlays that Back must not dismiss. */
  onBack(): void;
  /**
   * Where focus goes on close when nothing had it before the overlay opened (a deep link opened it):
   * the first of these that exists, else the app menu.
   */
  fallbackFocus?: readonly string[];
}

/**
 * Focus held inside an overlay (a focus boundary in every direction) while it is open, and given back
 * when it closes: to whatever had focus before it opened, else the app menu. Only when focus was lost
 * with the overlay: a closer that already moved focus on (to the button that opens it again) keeps it.
 */
export function useFocusTrap({
  focusKey,
  preferredChildFocusKey,
  onBack,
  fallbackFocus = [],
}: FocusTrapOptions) {
  const {
    ref,
    focusKey: ownKey,
    focusSelf,
  } = useFocusable<object, HTMLDivElement>({
    focusKey,
    isFocusBoundary: true,
    preferredChildFocusKey,
    // Closing gives focus back (below); Norigin's own delayed restore to this (gone) container would
    // otherwise move it somewhere else 300 ms later.
    autoRestoreFocus: false,
  });
  useBackHandler(onBack);
  // Read before any child takes focus in its own effect (layout effects run before those).
  const opener = useRef<string | undefined>(undefined);
  const fallback = useLatest(fallbackFocus);
  useLayoutEffect(() => {
    const current = getCurrentFocusKey();
    opener.current = current && current !== ROOT_FOCUS_KEY ? current : undefined;
  }, []);
  useEffect(() => {
    focusSelf();
    return () => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      // The app menu is the last resort, not a place on the page: the page's content may still take focus.
      if (!handFocusBack([opener.current, ...fallback.current])) focusFirstExisting([MENU_FOCUS_KEY]);
    };
  }, [focusSelf]);
  return { ref, focusKey: ownKey };
}
