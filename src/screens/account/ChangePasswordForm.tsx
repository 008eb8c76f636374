import { useTranslation } from 'react-i18next';
import { newPasswordRule, required } from '../../domain/accountValidation.ts';
import { AccountError } from '../../integrations/accountError.ts';
import { Button } from '../../ui/Button.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { FormError } from './FormError.tsx';
import { FormField } from './FormField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { useAccountActions } from './useAccountActions.ts';
import { useAccountForm } from './useAccountForm.ts';

/** spec: accounts 2.9, 5.5 — current password, new password, re-enter; cancel and save, in place. */
export function ChangePasswordForm({ onDone }: { onDone(changed: boolean): void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const actions = useAccountActions();
  const form = useAccountForm({
    initial: { oldPassword: '', password: '', passwordConfirmation: '' },
    rules: {
      oldPassword: required('login.field_required'),
      password: newPasswordRule,
      passwordConfirmation: required(),
    },
    clearOnError: ['oldPassword', 'password', 'passwordConfirmation'],
    async submit(values) {
      if (values.password !== values.passwordConfirmation)
        throw new AccountError('reset.passwords_do_not_match', 'passwordConfirmation');
      await (await actions.session()).changePassword(values);
      onDone(true);
    },
  });
  return (
    <>
      <FormError focusKey="password-error" messageKey={form.formError} attempt={form.attempt} />
      <FormField
        form={form}
        name="oldPassword"
        focusKey="password-old"
        label={t('reset.old_password')}
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields form={form} focusPrefix="password" />
      <div className="account-page__actions">
        <Button focusKey="password-save" onPress={form.onSubmit}>
          {t('account.save')}
        </Button>
        <Button focusKey="password-cancel" variant="secondary" onPress={() => onDone(false)}>
          {t('account.cancel')}
        </Button>
      </div>
    </>
  );
}
