import { describe, expect, it } from 'vitest';
import { captureFieldError, captureFields, customKind, parseOptions } from './captureForm.ts';
import { dateValue, padPart, partFull, typedPart } from './dateParts.ts';

describe('personal details (spec: accounts 3.4, 5.4)', () => {
  it.each([
    [
      'tv:On a TV;phone:On a phone',
      [
        { value: 'tv', label: 'On a TV' },
        { value: 'phone', label: 'On a phone' },
      ],
    ],
    ['yes', [{ value: 'yes', label: 'yes' }]],
    ['', [{ value: '', label: '' }]],
    ['a:b:c', [{ value: 'a', label: 'b:c' }]],
  ])('options of %j', (encoded, options) => expect(parseOptions(encoded)).toEqual(options));

  it.each([
    ['', 'text'],
    ['yes', 'checkbox'],
    ['a;b', 'radio'],
    ['a;b;c', 'select'],
  ])('a question with options %j is a %s', (encoded, kind) =>
    expect(customKind(parseOptions(encoded))).toBe(kind),
  );

  it('shows the enabled settings, each standard key as its inputs', () => {
    const fields = captureFields([
      { key: 'firstNameLastName', required: true, enabled: true },
      { key: 'companyName', required: false, enabled: false },
      { key: 'birthDate', required: true, enabled: true },
      { key: 'address', required: true, enabled: true },
      {
        key: 'custom_1',
        question: 'How?',
        value: 'tv:TV;phone:Phone;web:Web',
        required: true,
        enabled: true,
      },
    ]);
    expect(fields.map((field) => `${field.name}${field.required ? '*' : ''}`)).toEqual([
      'firstName*',
      'lastName*',
      'birthDate*',
      'address*',
      'address2',
      'city*',
      'state*',
      'postCode*',
      'country*',
      'custom_1*',
    ]);
    expect(fields.at(-1)).toMatchObject({ control: 'select' });
  });

  it.each([
    [{ kind: 'text', name: 'city', required: true, inputType: 'text' } as const, ' ', 'validation.required'],
    [{ kind: 'text', name: 'city', required: false, inputType: 'text' } as const, '', undefined],
    [{ kind: 'date', name: 'birthDate', required: true } as const, '', 'validation.required'],
    [{ kind: 'date', name: 'birthDate', required: true } as const, '1990-1-01', 'capture.birth_date_invalid'],
    [{ kind: 'date', name: 'birthDate', required: true } as const, '1990-01-31', undefined],
  ])('rule %#', (field, value, key) => expect(captureFieldError(field, value)).toBe(key));

  it.each([
    ['day', '3x', '', '3'],
    ['day', '32', '3', '3'],
    ['month', '13', '1', '1'],
    ['month', '12', '1', '12'],
    ['year', '21001', '', '2100'],
    ['year', '2101', '210', '210'],
  ] as const)('typing %s %j after %j keeps %j', (part, typed, previous, kept) =>
    expect(typedPart(part, typed, previous)).toBe(kept),
  );

  it('pads, moves on after two digits, and emits only a whole date', () => {
    expect(padPart('day', '7')).toBe('07');
    expect(padPart('year', '199')).toBe('199');
    expect(partFull('month', '1')).toBe(false);
    expect(partFull('month', '10')).toBe(true);
    expect(dateValue({ day: '7', month: '3', year: '1990' })).toBe('1990-03-07');
    expect(dateValue({ day: '7', month: '3', year: '199' })).toBe('');
    expect(dateValue({ day: '0', month: '3', year: '1990' })).toBe('');
    expect(dateValue({ day: '7', month: '3', year: '1899' })).toBe('');
  });
});
