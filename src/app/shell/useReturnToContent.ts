import { doesFocusableExist, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useCallback, useEffect, useRef } from 'react';
import { FOCUS_KEY_ATTRIBUTE } from '../../focus/useScreenFocus.ts';

/**
 * Issue 26: Right out of the side menu goes back to what the viewer left for it (the card on row 4),
 * not to whatever lies nearest the menu (the first Featured card). Returns the menu entries' arrow
 * handler: false when it took the press.
 */
export function useReturnToContent(enabled: boolean): (direction: string) => boolean {
  const left = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      const target =
        event.target instanceof Element ? event.target.closest(`[${FOCUS_KEY_ATTRIBUTE}]`) : null;
      if (target && document.getElementById('content')?.contains(target))
        left.current = target.getAttribute(FOCUS_KEY_ATTRIBUTE) ?? undefined;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [enabled]);
  // One handler for the menu's life: the entries are memoised and keep it across the menu's renders.
  return useCallback(
    (direction) => {
      const key = left.current;
      if (!enabled || direction !== 'right' || !key || !doesFocusableExist(key)) return true;
      setFocus(key);
      return false;
    },
    [enabled],
  );
}
