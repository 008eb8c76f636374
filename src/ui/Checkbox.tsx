import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import type { ReactNode } from 'react';
import { FOCUS_KEY_ATTRIBUTE } from '../focus/useScreenFocus.ts';
import { keepInView } from './keepInView.ts';

interface CheckboxProps {
  focusKey: string;
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
  error?: string;
}

/** A checkbox OK, Enter, Space, a click or a tap toggles; its label is the whole row. */
export function Checkbox({ focusKey, checked, onChange, children, error }: CheckboxProps) {
  const { ref, focused } = useFocusable<object, HTMLInputElement>({
    focusKey,
    onEnterPress: () => onChange(!checked),
    onFocus: (layout) => keepInView(layout.node),
  });
  return (
    <div className={`checkbox${error ? ' has-error' : ''}`}>
      <label className={`checkbox__label${focused ? ' is-focused' : ''}`}>
        <input
          ref={ref}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          {...{ [FOCUS_KEY_ATTRIBUTE]: focusKey }}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{children}</span>
      </label>
      {error ? <p className="text-field__error">{error}</p> : null}
    </div>
  );
}
