import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../ui/TextField.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import type { useAccountForm } from './useAccountForm.ts';

type AccountForm<Field extends string> = ReturnType<typeof useAccountForm<Field>>;

type FormFieldProps<Field extends string> = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'error' | 'onBlur' | 'onSubmit'
> & {
  form: AccountForm<Field>;
  name: Field;
};

/** A text field bound to an account form: its value, its error in the viewer's language, Enter submits. */
export function FormField<Field extends string>({ form, name, ...props }: FormFieldProps<Field>) {
  const { t } = useTranslation(ACCOUNT_NS);
  const field = form.field(name);
  return (
    <TextField
      {...props}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={field.error ? t(field.error) : undefined}
      onSubmit={form.onSubmit}
    />
  );
}
