import { useTranslation } from 'react-i18next';
import { passwordStrength } from '../../domain/accountValidation.ts';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { FormField } from './FormField.tsx';
import type { useAccountForm } from './useAccountForm.ts';

/** spec: accounts 2.7, 5.5 — a new password with its strength, and the same again. */
export function NewPasswordFields<Field extends string>({
  form,
  focusPrefix,
}: {
  form: ReturnType<typeof useAccountForm<Field | 'password' | 'passwordConfirmation'>>;
  focusPrefix: string;
}) {
  const { t } = useTranslation(ACCOUNT_NS);
  const strength = passwordStrength(form.values.password);
  return (
    <>
      <FormField
        form={form}
        name="password"
        focusKey={`${focusPrefix}-new`}
        label={t('reset.new_password')}
        type="password"
        autoComplete="new-password"
        hint={strength ? t(`registration.strength.${strength}`) : undefined}
      />
      <FormField
        form={form}
        name="passwordConfirmation"
        focusKey={`${focusPrefix}-confirmation`}
        label={t('reset.confirm_password')}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
