import { useTranslation } from 'react-i18next';
import { required } from '../../domain/accountValidation.ts';
import { Button } from '../../ui/Button.tsx';
import { AccountModal } from './AccountModal.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { FormError } from './FormError.tsx';
import { FormField } from './FormField.tsx';
import { useAccountForm } from './useAccountForm.ts';

interface PasswordCheckProps {
  name: string;
  titleKey: string;
  textKey: string;
  submitKey: string;
  /** What the password is for; an AccountError lands on the field or the form. */
  onPassword(password: string): Promise<void>;
}

/** spec: accounts 2.8, 5.6 — the password step of delete account and export data. */
export function PasswordCheckScreen({ name, titleKey, textKey, submitKey, onPassword }: PasswordCheckProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const form = useAccountForm({
    initial: { password: '' },
    rules: { password: required('login.field_required') },
    clearOnError: ['password'],
    submit: ({ password }) => onPassword(password),
  });
  return (
    <AccountModal name={name} titleKey={titleKey} first={`${name}-password`}>
      <p>{t(textKey)}</p>
      <FormError focusKey={`${name}-error`} messageKey={form.formError} attempt={form.attempt} />
      <FormField
        form={form}
        name="password"
        focusKey={`${name}-password`}
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
      />
      <Button focusKey={`${name}-submit`} onPress={form.onSubmit}>
        {t(submitKey)}
      </Button>
    </AccountModal>
  );
}
