/**
 * The account forms' rules (spec: accounts 5), as pure functions: each returns the catalogue key of
 * the first failing rule, or undefined when the value passes.
 */

/** A simple, permissive address check: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldRule = (value: string) => string | undefined;

export const required =
  (key = 'validation.required'): FieldRule =>
  (value) =>
    value.trim() === '' ? key : undefined;

/** spec: accounts 5.2, 5.5 — required, then a valid address. */
export const emailRule: FieldRule = (value) =>
  required()(value) ?? (EMAIL.test(value.trim()) ? undefined : 'login.field_is_not_valid_email');

/** spec: accounts 5.5, 9 — at least 8 characters with a lowercase letter and a digit. */
export const newPasswordRule: FieldRule = (value) =>
  required()(value) ??
  (value.length >= 8 && /[a-z]/.test(value) && /\d/.test(value)
    ? undefined
    : 'registration.invalid_password');

/** spec: accounts 5.2 — first name 2-50 characters at sign-up. */
export const signUpFirstNameRule: FieldRule = (value) =>
  required()(value) ?? (value.trim().length < 2 ? 'validation.first_name_short' : longName(value, 'first'));

/** spec: accounts 5.2, 5.6 — at most 50 characters. */
export const lastNameRule: FieldRule = (value) => required()(value) ?? longName(value, 'last');

/** spec: accounts 5.6 — the account page: required (trimmed), at most 50. */
export const accountFirstNameRule: FieldRule = (value) => required()(value) ?? longName(value, 'first');

/**
 * spec: accounts 5.6 — the e-mail section: the new address and the confirmation password both
 * required, else 'Wrong email/password combination'; the address then has to be one.
 */
export const emailChangeRules = {
  email: (value: string) =>
    required('account.errors.wrong_combination')(value) ??
    (EMAIL.test(value.trim()) ? undefined : 'account.errors.enter_valid_email'),
  confirmationPassword: required('account.errors.wrong_combination'),
} satisfies Record<string, FieldRule>;

function longName(value: string, which: 'first' | 'last'): string | undefined {
  return value.trim().length > 50 ? `validation.${which}_name_long` : undefined;
}

const SPECIAL = /[!,@#$%^&*?_~]/g;

export const STRENGTH_LABELS = ['invalid', 'weak', 'fair', 'strong', 'very_strong'] as const;
export type PasswordStrength = (typeof STRENGTH_LABELS)[number];

/**
 * spec: accounts 5.5 — the strength meter, shown only once the base rule passes: +1 for an uppercase
 * letter, +1 for two digits, +1 for one special character, +1 for two.
 */
export function passwordStrength(password: string): PasswordStrength | undefined {
  if (newPasswordRule(password) !== undefined) return undefined;
  const specials = (password.match(SPECIAL) ?? []).length;
  const score =
    Number(/[A-Z]/.test(password)) +
    Number((password.match(/\d/g) ?? []).length >= 2) +
    Number(specials >= 1) +
    Number(specials >= 2);
  return STRENGTH_LABELS[score];
}

/**
 * spec: accounts 5.1 — the form's own message on submit: 'required' when every failing rule is a
 * missing value, 'other' when any is something else.
 */
export function formMessage(errors: Record<string, string | undefined>): string | undefined {
  const failing = Object.values(errors).filter((key): key is string => key !== undefined);
  if (failing.length === 0) return undefined;
  return failing.every((key) => key === 'validation.required')
    ? 'validation_form_error.required'
    : 'validation_form_error.other';
}

/** Every field's first failing rule. */
export function validate<Field extends string>(
  values: Record<Field, string>,
  rules: Partial<Record<Field, FieldRule>>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const error = rules[field]?.(values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
