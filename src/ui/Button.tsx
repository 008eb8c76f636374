import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import type { ReactNode } from 'react';
import { FOCUS_KEY_ATTRIBUTE } from '../focus/useScreenFocus.ts';
import { keepInView } from './keepInView.ts';

interface ButtonProps {
  focusKey: string;
  onPress(): void;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'link' | 'icon';
  /** The accessible name when the content is an icon. */
  label?: string;
  /** For toggles: announced as pressed. */
  pressed?: boolean;
  /** Shown and announced as unavailable; the remote skips it. */
  disabled?: boolean;
}

/**
 * A focusable button: OK on a remote, Enter, click and tap all press it. A moving pointer focuses it;
 * mousemove, not mouseenter, as browsers send mouseenter when an element appears under a still pointer
 * (a bar opening where its button was would take the focus its field was given). Focus moves without
 * the browser's scrolling (initFocus), so a button below the fold (Load more, filters, settings rows)
 * brings itself into view.
 */
export function Button({
  focusKey,
  onPress,
  children,
  variant = 'primary',
  label,
  pressed,
  disabled,
}: ButtonProps) {
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
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onPress}
      onMouseMove={() => {
        if (!disabled && !focused) focusSelf();
      }}
    >
      {children}
    </button>
  );
}
