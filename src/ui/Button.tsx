import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import type { ReactNode } from 'react';
import { FOCUS_KEY_ATTRIBUTE } from '../focus/useScreenFocus.ts';

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

/** A focusable button: OK on a remote, Enter, click and tap all press it. */
export function Button({ focusKey, onPress, children, variant = 'primary', pressed, disabled }: ButtonProps) {
  const { ref, focused, focusSelf } = useFocusable<object, HTMLButtonElement>({
    focusKey,
    onEnterPress: onPress,
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
