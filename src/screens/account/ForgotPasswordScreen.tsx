import { useTranslation } from 'react-i18next';
import { emailRule } from '../../domain/accountValidation.ts';
import { Button } from '../../ui/Button.tsx';
import { AccountModal } from './AccountModal.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { FormError } from './FormError.tsx';
import { FormField } from './FormField.tsx';
import { useAccountActions } from './useAccountActions.ts';
import { useAccountForm } from './useAccountForm.ts';

/** spec: accounts 2.7, 4.8 — the reset link opens {origin}/?u=edit-password. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation(ACCOUNT_NS);
  const actions = useAccountActions();
  const form = useAccountForm({
    initial: { email: '' },
    rules: { email: emailRule },
    async submit({ email }) {
      const session = await actions.session();
      await session.requestPasswordReset(email.trim(), `${window.location.origin}/?u=edit-password`);
      actions.openScreen('send-confirmation', { email: email.trim() });
    },
  });
  return (
    <AccountModal name="forgot-password" titleKey="reset.forgot_title" first="forgot-email">
      <p>{t('reset.forgot_text')}</p>
      <FormError focusKey="forgot-error" messageKey={form.formError} attempt={form.attempt} />
      <FormField
        form={form}
        name="email"
        focusKey="forgot-email"
        label={t('login.email')}
        type="email"
        autoComplete="email"
      />
      <Button focusKey="forgot-submit" onPress={form.onSubmit}>
        {t('reset.send_link')}
      </Button>
      <Button focusKey="forgot-sign-in" variant="link" onPress={() => actions.openScreen('login')}>
        {t('reset.back_to_sign_in')}
      </Button>
    </AccountModal>
  );
}
