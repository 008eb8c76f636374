import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import type { ReactNode } from 'react';
import { FOCUS_KEY_ATTRIBUTE } from '../focus/useScreenFocus.ts';
import { keepInView } from './keepInView.ts';

interface ButtonProps {
  focusKey: string;
  onPress(): void;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'link';
  /** For toggles: announced as pressed. */
  pressed?: boolean;
  /** Shown and announced as unavailable; the remote skips it. */
  disabled?: boolean;
}

/**
 * A focusable button: OK on a remote, Enter, click and tap all press it. Focus moves without the
 * browser's scrolling (initFocus), so a button below the fold (Load more, filters, settings rows)
 * brings itself into view.
 */
export function Button({ focusKey, onPress, children, variant = 'primary', pressed, disabled }: ButtonProps) {
  const { ref, focused, focusSelf } = useFocusable<object, HTMLButtonElement>({
    focusKey,
    onEnterPress: onPress,
    onFocus: (layout) => keepInView(layout.node),
    focusable: !disabled,
  });
  return (
    <button
      ref={ref}
      type="button"
      className={`button button--${variant}${focused ? ' is-focused' : ''}`}
      {...{ [FOCUS_KEY_ATTRIBUTE]: focusKey }}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onPress}
      onMouseEnter={() => {
        if (!disabled) focusSelf();
      }}
    >
      {children}
    </button>
  );
}
