/**
 * Personal details (spec: accounts 3.4, 5.4): which fields the capture form shows, how a custom
 * question's options are written, and the rules of each field.
 */

export interface CaptureSetting {
  key: string;
  question?: string;
  value?: string;
  required: boolean;
  enabled: boolean;
}

export type CustomKind = 'text' | 'checkbox' | 'radio' | 'select';

export type CaptureField =
  | { kind: 'text'; name: string; required: boolean; inputType: 'text' | 'tel' }
  | { kind: 'date'; name: 'birthDate'; required: boolean }
  | {
      kind: 'custom';
      name: string;
      question: string;
      required: boolean;
      control: CustomKind;
      options: Option[];
    };

export interface Option {
  value: string;
  label: string;
}

/** spec: accounts 3.4 — the settings' fields, each standard key standing for one or more inputs. */
const STANDARD: Record<string, Array<{ name: string; inputType?: 'tel'; date?: true }>> = {
  firstNameLastName: [{ name: 'firstName' }, { name: 'lastName' }],
  companyName: [{ name: 'companyName' }],
  phoneNumber: [{ name: 'phoneNumber', inputType: 'tel' }],
  birthDate: [{ name: 'birthDate', date: true }],
  address: [
    { name: 'address' },
    { name: 'address2' },
    { name: 'city' },
    { name: 'state' },
    { name: 'postCode' },
    { name: 'country' },
  ],
};

/** spec: accounts 3.4 — 'val:label;val:label'; a missing label takes the value. */
export function parseOptions(encoded: string): Option[] {
  return encoded.split(';').map((pair) => {
    const [value = '', ...label] = pair.split(':');
    return { value, label: label.length > 0 ? label.join(':') : value };
  });
}

/** spec: accounts 3.4 — one option with an empty value: free text; one: a checkbox; two: radios; more: a select. */
export function customKind(options: readonly Option[]): CustomKind {
  if (options.length === 1) return options[0]?.value === '' ? 'text' : 'checkbox';
  return options.length === 2 ? 'radio' : 'select';
}

export function captureFields(settings: readonly CaptureSetting[]): CaptureField[] {
  return settings
    .filter((setting) => setting.enabled)
    .flatMap((setting): CaptureField[] => {
      const standard = STANDARD[setting.key];
      if (standard)
        return standard.map((field) =>
          field.date
            ? { kind: 'date', name: 'birthDate', required: setting.required }
            : {
                kind: 'text',
                name: field.name,
                // address2 is never required (a second address line).
                required: setting.required && field.name !== 'address2',
                inputType: field.inputType ?? 'text',
              },
        );
      if (!setting.question) return [];
      const options = parseOptions(setting.value ?? '');
      return [
        {
          kind: 'custom',
          name: setting.key,
          question: setting.question,
          required: setting.required,
          control: customKind(options),
          options,
        },
      ];
    });
}

/** spec: accounts 5.4 — required and empty (an unchecked checkbox is empty); a required birth date NNNN-NN-NN. */
export function captureFieldError(field: CaptureField, value: string): string | undefined {
  if (field.required && value.trim() === '') return 'validation.required';
  if (field.kind === 'date' && field.required && !/^\d{4}-\d{2}-\d{2}$/.test(value))
    return 'capture.birth_date_invalid';
  return undefined;
}
