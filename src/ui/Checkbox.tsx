import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import type { ReactNode } from 'react';
import { FOCUS_KEY_ATTRIBUTE } from '../focus/useScreenFocus.ts';
import { keepInView } from './keepInView.ts';
import './textField.css';

interface CheckboxProps {
  focusKey: string;
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
  error?: string;
}

/** A checkbox OK, Enter, Space, a click or a tap toggles; its label is the whole row. */
export function Checkbox({ focusKey, checked, onChange, children, error }: CheckboxProps) {
  // The whole row is the focusable target: the box alone is too small for the remote's nearest-neighbour
  // search, which passed over it (Down went from the field above straight to the button below).
  const { ref, focused } = useFocusable<object, HTMLLabelElement>({
    focusKey,
    onEnterPress: () => onChange(!checked),
    onFocus: (layout) => keepInView(layout.node),
  });
  return (
    <div className={`checkbox${error ? ' has-error' : ''}`}>
      <label
        ref={ref}
        tabIndex={-1}
        className={`checkbox__label${focused ? ' is-focused' : ''}`}
        {...{ [FOCUS_KEY_ATTRIBUTE]: focusKey }}
      >
        <input
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{children}</span>
      </label>
      {error ? <p className="text-field__error">{error}</p> : null}
    </div>
  );
}
