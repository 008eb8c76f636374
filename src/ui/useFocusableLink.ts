import { type FocusableComponentLayout, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import type { MouseEvent } from 'react';
import { FOCUS_KEY_ATTRIBUTE } from '../focus/useScreenFocus.ts';

/**
 * A link that spatial navigation can focus: OK on a remote, a click and a tap all open it through
 * `onOpen` (client-side navigation); hovering with a mouse moves the focus to it.
 */
export function useFocusableLink(
  focusKey: string,
  onOpen: () => void,
  onFocus?: (layout: FocusableComponentLayout) => void,
  /** Return false to take the arrow over from spatial navigation. */
  onArrowPress?: (direction: string) => boolean,
) {
  const { ref, focused, focusSelf } = useFocusable<object, HTMLAnchorElement>({
    focusKey,
    onEnterPress: onOpen,
    onFocus,
    onArrowPress: onArrowPress ? (direction) => onArrowPress(direction) : undefined,
  });
  const linkProps = {
    ref,
    [FOCUS_KEY_ATTRIBUTE]: focusKey,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      onOpen();
    },
    // mousemove, not mouseenter: an element appearing under a still pointer gets mouseenter (Button.tsx).
    onMouseMove: () => {
      if (!focused) focusSelf();
    },
  };
  return { focused, linkProps };
}
