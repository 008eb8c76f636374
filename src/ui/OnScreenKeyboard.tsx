import './onScreenKeyboard.css';
import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';

const LETTERS = ['abcdefghi', 'jklmnopqr', 'stuvwxyz'];
const DIGITS = '1234567890';
/** Issue 26: a Spanish viewer types ñ and accented vowels (titles, names, passwords) without a detour. */
const SPANISH_LETTERS = 'áéíóúüñ';

interface OnScreenKeyboardProps {
  onType(text: string): void;
  onDelete(): void;
  onClear(): void;
  /** A row of extra keys (an e-mail field's '@', '.com', '.', '-', '_'); each types its label. */
  extraKeys?: readonly string[];
  /** A Done key, for keyboards that open over a field and close again. */
  onDone?(): void;
  /** A Shift key for capitals (passwords and addresses; search has no need of it). */
  withShift?: boolean;
}

/** Letters, digits, space, delete and clear as focusable keys: typing with arrows and OK on a TV. */
export function OnScreenKeyboard({
  onType,
  onDelete,
  onClear,
  extraKeys,
  onDone,
  withShift,
}: OnScreenKeyboardProps) {
  const { t, i18n } = useTranslation();
  const rows = i18n.language.startsWith('es') ? [...LETTERS, SPANISH_LETTERS, DIGITS] : [...LETTERS, DIGITS];
  const [shifted, setShifted] = useState(false);
  const { ref, focusKey } = useFocusable({
    focusKey: 'keyboard',
    trackChildren: true,
    saveLastFocusedChild: true,
    preferredChildFocusKey: 'key-a',
  });
  return (
    <FocusContext.Provider value={focusKey}>
      <fieldset ref={ref} className="keyboard">
        <legend className="visually-hidden">{t('search.keyboard')}</legend>
        {rows.map((row) => (
          <div key={row} className="keyboard__row">
            {[...row].map((char) => (
              <Button
                key={char}
                focusKey={`key-${char}`}
                variant="secondary"
                onPress={() => onType(shifted ? char.toUpperCase() : char)}
              >
                {shifted ? char.toUpperCase() : char}
              </Button>
            ))}
          </div>
        ))}
        {extraKeys ? (
          <div className="keyboard__row">
            {extraKeys.map((key) => (
              <Button key={key} focusKey={`key-${key}`} variant="secondary" onPress={() => onType(key)}>
                {key}
              </Button>
            ))}
          </div>
        ) : null}
        <div className="keyboard__row">
          {withShift ? (
            <Button
              focusKey="key-shift"
              variant="secondary"
              pressed={shifted}
              onPress={() => setShifted((on) => !on)}
            >
              {t('app.shift')}
            </Button>
          ) : null}
          <Button focusKey="key-space" variant="secondary" onPress={() => onType(' ')}>
            {t('search.space')}
          </Button>
          <Button focusKey="key-delete" variant="secondary" onPress={onDelete}>
            {t('search.delete')}
          </Button>
          <Button focusKey="key-clear" variant="secondary" onPress={onClear}>
            {t('search.clear')}
          </Button>
          {onDone ? (
            <Button focusKey="key-done" onPress={onDone}>
              {t('app.done')}
            </Button>
          ) : null}
        </div>
      </fieldset>
    </FocusContext.Provider>
  );
}
