import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { newPasswordRule, required } from '../../domain/accountValidation.ts';
import { AccountError } from '../../integrations/accountError.ts';
import { Button } from '../../ui/Button.tsx';
import { AccountModal } from './AccountModal.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { FormError } from './FormError.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { useAccountActions } from './useAccountActions.ts';
import { useAccountForm } from './useAccountForm.ts';

/**
 * spec: accounts 2.7, 4.8, 5.5 — a new password from the mailed link (resetPasswordToken and email in
 * the URL); without a token the link is not valid. Success signs out and shows reset-password-success.
 */
export function ResetPasswordScreen({ name }: { name: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [params] = useSearchParams();
  const actions = useAccountActions();
  const token = params.get('resetPasswordToken') ?? '';
  const email = params.get('email') ?? '';
  const form = useAccountForm({
    initial: { password: '', passwordConfirmation: '' },
    rules: { password: newPasswordRule, passwordConfirmation: required() },
    clearOnError: ['password', 'passwordConfirmation'],
    async submit(values) {
      if (values.password !== values.passwordConfirmation)
        throw new AccountError('reset.passwords_do_not_match', 'passwordConfirmation');
      if (!token || !email) throw new AccountError('reset.invalid_link');
      const session = await actions.session();
      await session.resetPassword({ email, resetPasswordToken: token, ...values });
      await session.signOut();
      actions.openScreen('reset-password-success');
    },
  });
  return (
    <AccountModal name={name} titleKey="reset.edit_title" first="reset-new">
      <FormError
        focusKey="reset-error"
        messageKey={form.formError ?? (token ? undefined : 'reset.invalid_link')}
      />
      <NewPasswordFields form={form} focusPrefix="reset" />
      <Button focusKey="reset-submit" onPress={form.onSubmit}>
        {t('reset.submit')}
      </Button>
    </AccountModal>
  );
}
