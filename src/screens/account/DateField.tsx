import { FocusContext, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateParts, dateValue, padPart, partFull, typedPart } from '../../domain/dateParts.ts';
import { TextField } from '../../ui/TextField.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';

const PARTS = ['day', 'month', 'year'] as const;

/**
 * spec: accounts 5.4 — a date as day, month and year boxes: digits only, focus moves on after two
 * digits, day and month padded on leaving, the value YYYY-MM-DD only once every part is set.
 */
export function DateField({
  focusKey,
  label,
  error,
  onChange,
}: {
  focusKey: string;
  label: string;
  error?: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [parts, setParts] = useState<DateParts>({ day: '', month: '', year: '' });
  // One stop for the remote: Down from the field above enters at the day, whichever box is nearest.
  const { ref, focusKey: groupKey } = useFocusable<object, HTMLFieldSetElement>({
    focusKey,
    trackChildren: true,
    saveLastFocusedChild: false,
    preferredChildFocusKey: `${focusKey}-day`,
  });
  const update = (next: DateParts) => {
    setParts(next);
    onChange(dateValue(next));
  };
  return (
    <FocusContext.Provider value={groupKey}>
      <fieldset ref={ref} className="date-field">
        <legend className="text-field__label">{label}</legend>
        <div className="date-field__parts">
          {PARTS.map((part, index) => (
            <TextField
              key={part}
              focusKey={`${focusKey}-${part}`}
              label={t(`capture.${part}`)}
              value={parts[part]}
              numeric
              autoComplete={`bday-${part}`}
              onChange={(typed) => {
                const value = typedPart(part, typed, parts[part]);
                update({ ...parts, [part]: value });
                const next = PARTS[index + 1];
                if (next && part !== 'year' && partFull(part, value)) setFocus(`${focusKey}-${next}`);
              }}
              onBlur={() => update({ ...parts, [part]: padPart(part, parts[part]) })}
            />
          ))}
        </div>
        {error ? <p className="text-field__error">{error}</p> : null}
      </fieldset>
    </FocusContext.Provider>
  );
}
