import { useRef, useState } from 'react';
import { type FieldRule, formMessage, validate } from '../../domain/accountValidation.ts';
import { AccountError } from '../../integrations/accountError.ts';

interface AccountFormOptions<Field extends string> {
  initial: Record<Field, string>;
  rules: Partial<Record<Field, FieldRule>>;
  /** Fields emptied after a failed submit (spec: accounts 4.3, 4.4 — the password is cleared). */
  clearOnError?: readonly NoInfer<Field>[];
  submit(values: Record<Field, string>): Promise<void>;
}

/**
 * An account form's state (spec: accounts 5.1): each field's error, re-checked on change once in
 * error and on blur; on submit every rule, then the call, whose AccountError lands on its field or
 * at the top of the form. A second press while a call is under way sends nothing.
 */
export function useAccountForm<Field extends string>({
  initial,
  rules,
  clearOnError = [],
  submit,
}: AccountFormOptions<Field>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  /** Failed submits so far: the same message twice is still news (FormError takes focus again). */
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef(false);

  const check = (field: Field, value: string) =>
    setErrors((current) => ({ ...current, [field]: rules[field]?.(value) }));

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange(value: string) {
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) check(name, value);
    },
    onBlur() {
      if (values[name] !== '') check(name, values[name]);
    },
  });

  async function onSubmit() {
    if (inFlight.current) return;
    const found = validate(values, rules);
    setErrors(found);
    const message = formMessage(found);
    setFormError(message);
    if (message) return setAttempt((count) => count + 1);
    inFlight.current = true;
    setBusy(true);
    try {
      await submit(values);
    } catch (error) {
      const key = error instanceof AccountError ? error.key : 'unknown_error';
      if (!(error instanceof AccountError)) console.error('Account form failed', error);
      if (error instanceof AccountError && error.field && error.field in initial) {
        setErrors((current) => ({ ...current, [error.field as Field]: key }));
        setFormError(undefined);
      } else {
        setFormError(key);
      }
      setValues((current) => ({ ...current, ...Object.fromEntries(clearOnError.map((name) => [name, ''])) }));
      setAttempt((count) => count + 1);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { values, field, formError, attempt, busy, onSubmit, setFormError };
}
