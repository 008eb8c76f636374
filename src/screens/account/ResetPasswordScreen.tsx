import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { newPasswordRule, required } from '../../domain/accountValidation.ts';
import { AccountError } from '../../integrations/accountError.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { showToast } from '../../stores/toastStore.ts';
import { Button } from '../../ui/Button.tsx';
import { AccountModal } from './AccountModal.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { FormError } from './FormError.tsx';
import { FormField } from './FormField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { useAccountActions } from './useAccountActions.ts';
import { useAccountForm } from './useAccountForm.ts';

/**
 * spec: accounts 2.7, 4.8, 5.5 — a new password from the mailed link (resetPasswordToken and email in
 * the URL). In add mode (accounts without a password, 4.9) a text names the address the link went to,
 * with 'resend mail'; the reset token can be typed where the integration shows that field (not with the
 * subscription provider). Without a token the link is not valid. Success signs out (4.8).
 */
export function ResetPasswordScreen({ name, mode = 'reset' }: { name: string; mode?: 'reset' | 'add' }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [params] = useSearchParams();
  const actions = useAccountActions();
  const customer = useAccountStore((state) => state.customer);
  const tokenField = useAccountStore((state) => state.service?.capabilities.resetTokenField ?? false);
  const linkToken = params.get('resetPasswordToken') ?? '';
  const email = params.get('email') ?? customer?.email ?? '';
  const typedToken = !linkToken && tokenField;
  const form = useAccountForm({
    initial: { resetPasswordToken: '', password: '', passwordConfirmation: '' },
    rules: {
      ...(typedToken ? { resetPasswordToken: required() } : {}),
      password: newPasswordRule,
      passwordConfirmation: required(),
    },
    clearOnError: ['password', 'passwordConfirmation'],
    async submit(values) {
      if (values.password !== values.passwordConfirmation)
        throw new AccountError('reset.passwords_do_not_match', 'passwordConfirmation');
      const token = linkToken || values.resetPasswordToken.trim();
      if (!token || !email) throw new AccountError('reset.invalid_link');
      const session = await actions.session();
      await session.resetPassword({
        email,
        resetPasswordToken: token,
        password: values.password,
        passwordConfirmation: values.passwordConfirmation,
      });
      await session.signOut();
      // spec: accounts 4.8 — toast, sign-out, then the password-changed screen.
      showToast(t('reset.password_reset_success'));
      actions.openScreen('reset-password-success');
    },
  });
  const invalidLink = !linkToken && !typedToken ? 'reset.invalid_link' : undefined;
  return (
    <AccountModal
      name={name}
      titleKey={mode === 'add' ? 'reset.add_title' : 'reset.edit_title'}
      first={typedToken ? 'reset-token' : 'reset-new'}
    >
      {mode === 'add' ? <ResendMail email={email} /> : null}
      <FormError focusKey="reset-error" messageKey={form.formError ?? invalidLink} attempt={form.attempt} />
      {typedToken ? (
        <FormField
          form={form}
          name="resetPasswordToken"
          focusKey="reset-token"
          label={t('reset.token')}
          autoComplete="one-time-code"
        />
      ) : null}
      <NewPasswordFields form={form} focusPrefix="reset" />
      <Button focusKey="reset-submit" onPress={form.onSubmit}>
        {t('reset.submit')}
      </Button>
    </AccountModal>
  );
}

/** spec: accounts 2.7 — add mode names the address and offers 'resend mail'. */
function ResendMail({ email }: { email: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const actions = useAccountActions();
  const [state, setState] = useState<'idle' | 'sent' | 'failed'>('idle');
  const resend = async () => {
    try {
      await (await actions.session()).requestPasswordReset(
        email,
        `${window.location.origin}/?u=edit-password`,
      );
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <p>{t('reset.add_text', { email })}</p>
      {state === 'failed' ? <p role="alert">{t('account.resend_mail_error')}</p> : null}
      {state === 'sent' ? <p role="status">{t('reset.link_sent', { email })}</p> : null}
      <Button focusKey="reset-resend" variant="link" onPress={() => void resend()}>
        {t('reset.resend')}
      </Button>
    </>
  );
}
