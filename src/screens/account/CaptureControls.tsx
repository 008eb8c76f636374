import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useTranslation } from 'react-i18next';
import type { CaptureField } from '../../domain/captureForm.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { DateField } from './DateField.tsx';

interface ControlProps {
  field: CaptureField;
  value: string;
  error?: string;
  onChange(value: string): void;
  onBlur(): void;
}

const AUTOCOMPLETE: Record<string, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  companyName: 'organization',
  phoneNumber: 'tel',
  address: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postCode: 'postal-code',
  country: 'country-name',
};

/**
 * One field of the capture form (spec: accounts 3.4): a text box, the date boxes, or a custom question
 * — free text, a checkbox, or its options as buttons the remote walks (radios and selects alike: a
 * native select's list cannot be driven by a TV remote).
 */
export function CaptureControl({ field, value, error, onChange, onBlur }: ControlProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const focusKey = `capture-${field.name}`;
  if (field.kind === 'date')
    return <DateField focusKey={focusKey} label={t('capture.birthDate')} error={error} onChange={onChange} />;
  if (field.kind === 'text' || field.control === 'text')
    return (
      <TextField
        focusKey={focusKey}
        label={field.kind === 'text' ? t(`capture.${field.name}`) : field.question}
        value={value}
        error={error}
        autoComplete={AUTOCOMPLETE[field.name] ?? 'off'}
        onChange={onChange}
        onBlur={onBlur}
      />
    );
  if (field.control === 'checkbox')
    return (
      <Checkbox
        focusKey={focusKey}
        checked={value !== ''}
        error={error}
        onChange={(checked) => onChange(checked ? (field.options[0]?.value ?? 'yes') : '')}
      >
        {field.question}
      </Checkbox>
    );
  return <ChoiceGroup focusKey={focusKey} field={field} value={value} error={error} onChange={onChange} />;
}

/**
 * A question's options as buttons in a row: one stop for the remote, entered at the chosen option (or
 * the first), wherever the nearest button would be.
 */
function ChoiceGroup({
  focusKey,
  field,
  value,
  error,
  onChange,
}: Omit<ControlProps, 'onBlur'> & { focusKey: string; field: Extract<CaptureField, { kind: 'custom' }> }) {
  const chosen = field.options.find((option) => option.value === value) ?? field.options[0];
  const { ref, focusKey: groupKey } = useFocusable<object, HTMLFieldSetElement>({
    focusKey,
    trackChildren: true,
    saveLastFocusedChild: false,
    preferredChildFocusKey: `${focusKey}-${chosen?.value ?? ''}`,
  });
  return (
    <FocusContext.Provider value={groupKey}>
      <fieldset ref={ref} className="capture-choice">
        <legend className="text-field__label">{field.question}</legend>
        <div className="account-page__actions" role="radiogroup">
          {field.options.map((option) => (
            <Button
              key={option.value}
              focusKey={`${focusKey}-${option.value}`}
              variant="secondary"
              pressed={value === option.value}
              onPress={() => onChange(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </div>
        {error ? <p className="text-field__error">{error}</p> : null}
      </fieldset>
    </FocusContext.Provider>
  );
}
