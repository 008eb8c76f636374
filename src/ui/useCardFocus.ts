import {
  type FocusableComponentLayout,
  FocusContext,
  getCurrentFocusKey,
  SpatialNavigation,
} from '@noriginmedia/norigin-spatial-navigation';
import { type MouseEvent, useCallback, useContext, useLayoutEffect, useRef } from 'react';
import { FOCUS_KEY_ATTRIBUTE } from '../focus/useScreenFocus.ts';
import { useLatest } from './useLatest.ts';

/** The focus marker every focusable carries (styles.css: `.is-focused`). */
const FOCUSED_CLASS = 'is-focused';

export interface CardFocusOptions {
  onOpen(): void;
  onFocus?(layout: FocusableComponentLayout): void;
  /** Return false to take the arrow over from spatial navigation. */
  onArrowPress?(direction: string): boolean;
  /** Told when the card gains or loses focus (a preview that plays while it rests there). */
  onFocusChange?(focused: boolean): void;
}

/**
 * The focus of a card in a shelf or a grid, registered with Norigin's focus tree as its `useFocusable`
 * would, but without React state: `useFocusable` keeps `focused` in state, so each move along a row
 * rendered the card that lost focus and the one that gained it in a React commit inside the key's
 * DOM focus event. Here Norigin's callback sets the card's focus marker on its element, and a card that
 * renders for another reason reads whether it holds focus (`focusedNow`), so its class is right either
 * way. OK, a click and a tap open it; a mouse moving over it focuses it (as useFocusableLink).
 */
export function useCardFocus<E extends HTMLElement>(focusKey: string, options: CardFocusOptions) {
  const ref = useRef<E>(null);
  const parentFocusKey = useContext(FocusContext);
  const latest = useLatest(options);
  // Registered at commit, with the DOM, not in a passive effect: a row's window of cards renders as a
  // transition, whose passive effects can wait past the paint and past the next key (130 ms at 4x), and
  // a Right in that gap found its card on screen but not in Norigin's tree, and was lost (issue 19).
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    SpatialNavigation.addFocusable({
      focusKey,
      node,
      parentFocusKey,
      onEnterPress: () => latest.current.onOpen(),
      onEnterRelease: () => {},
      onArrowPress: (direction) => latest.current.onArrowPress?.(direction) ?? true,
      onArrowRelease: () => {},
      onFocus: (layout) => latest.current.onFocus?.(layout),
      onBlur: () => {},
      onUpdateFocus: (focused) => {
        ref.current?.classList.toggle(FOCUSED_CLASS, focused);
        latest.current.onFocusChange?.(focused);
      },
      onUpdateHasFocusedChild: () => {},
      // useFocusable's defaults for a leaf.
      saveLastFocusedChild: true,
      trackChildren: false,
      autoRestoreFocus: true,
      forceFocus: false,
      focusable: true,
      isFocusBoundary: false,
    });
    return () => SpatialNavigation.removeFocusable({ focusKey });
  }, [focusKey, parentFocusKey]);
  const focusSelf = useCallback(() => SpatialNavigation.setFocus(focusKey), [focusKey]);
  const linkProps = {
    ref,
    [FOCUS_KEY_ATTRIBUTE]: focusKey,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      latest.current.onOpen();
    },
    // mousemove, not mouseenter: an element appearing under a still pointer gets mouseenter (Button.tsx).
    onMouseMove: () => {
      if (getCurrentFocusKey() !== focusKey) focusSelf();
    },
  };
  return { linkProps, focusedNow: () => getCurrentFocusKey() === focusKey };
}
