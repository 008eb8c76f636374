import { setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackHandler } from '../focus/useBackHandler.ts';
import { FOCUS_KEY_ATTRIBUTE } from '../focus/useScreenFocus.ts';
import { useLayout } from '../stores/deviceStore.ts';
import { Button } from './Button.tsx';
import { keepInView } from './keepInView.ts';
import { OnScreenKeyboard } from './OnScreenKeyboard.tsx';
import './textField.css';

/** spec: accounts (issue 14, On TV) — an e-mail keyboard's extra keys. */
const EMAIL_KEYS = ['@', '.com', '.', '-', '_'] as const;
/** Keys a desktop text field keeps for itself; on TV Left and Right move between controls. */
const CARET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'Backspace', 'Delete', ' ']);

export interface TextFieldProps {
  focusKey: string;
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'password';
  /** The browser's autocomplete token, so password managers fill the form. */
  autoComplete: string;
  /** The field's error, already translated. */
  error?: string;
  /** Shown under the field while it has no error (a password's strength). */
  hint?: string;
  onBlur?(): void;
  /** Enter in the field (desktop): submit the form. */
  onSubmit?(): void;
  /** Digits only (a date's parts, a code): the numeric keypad on phones. */
  numeric?: boolean;
}

/**
 * A labelled text field for every device: a real input (password managers, phone keyboards with the
 * right input mode, 16 px so phones do not zoom); on TV, OK opens an on-screen keyboard under it and
 * Back closes that keyboard before anything else. Passwords get a show/hide toggle.
 */
export function TextField({
  focusKey,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  error,
  hint,
  onBlur,
  onSubmit,
  numeric,
}: TextFieldProps) {
  const { t } = useTranslation();
  const tv = useLayout() === 'tv';
  const [keyboardOpen, setKeyboardOpen] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const { ref, focused, focusSelf } = useFocusable<object, HTMLInputElement>({
    focusKey,
    onEnterPress: () => (tv ? setKeyboardOpen(true) : onSubmit?.()),
    onFocus: (layout) => keepInView(layout.node),
    onBlur: () => onBlur?.(),
  });
  const closeKeyboard = () => {
    setKeyboardOpen(false);
    focusSelf();
  };
  useBackHandler(closeKeyboard, keyboardOpen);
  useEffect(() => {
    if (keyboardOpen) setFocus('key-a');
  }, [keyboardOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!tv && CARET_KEYS.has(event.key)) event.stopPropagation();
  };
  const id = `field-${focusKey}`;
  const message = error ?? hint;
  return (
    <div className={`text-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id} className="text-field__label">
        {label}
      </label>
      <div className="text-field__row">
        <input
          ref={ref}
          id={id}
          className={`text-field__input${type === 'password' ? ' text-field__input--with-toggle' : ''}${focused ? ' is-focused' : ''}`}
          type={type === 'password' && revealed ? 'text' : type}
          inputMode={numeric ? 'numeric' : type === 'email' ? 'email' : undefined}
          autoComplete={autoComplete}
          autoCapitalize={type === 'text' ? 'words' : 'none'}
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          {...{ [FOCUS_KEY_ATTRIBUTE]: focusKey }}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onMouseDown={() => focusSelf()}
        />
        {type === 'password' ? (
          <Button
            focusKey={`${focusKey}-reveal`}
            variant="secondary"
            pressed={revealed}
            onPress={() => setRevealed((shown) => !shown)}
          >
            {revealed ? t('app.hide_password') : t('app.show_password')}
          </Button>
        ) : null}
      </div>
      {message ? (
        <p id={`${id}-message`} className={error ? 'text-field__error' : 'text-field__hint'}>
          {message}
        </p>
      ) : null}
      {keyboardOpen ? (
        <OnScreenKeyboard
          onType={(text) => onChange(value + text)}
          onDelete={() => onChange(value.slice(0, -1))}
          onClear={() => onChange('')}
          extraKeys={type === 'email' || type === 'password' ? EMAIL_KEYS : undefined}
          withShift
          onDone={closeKeyboard}
        />
      ) : null}
    </div>
  );
}
