import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { emailRule, required } from '../../domain/accountValidation.ts';
import { Button } from '../../ui/Button.tsx';
import { AccountModal } from './AccountModal.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { FormError } from './FormError.tsx';
import { FormField } from './FormField.tsx';
import { SocialButtons } from './SocialButtons.tsx';
import { useAccountActions } from './useAccountActions.ts';
import { useAccountForm } from './useAccountForm.ts';

const SIMULTANEOUS_LOGINS = 'simultaneous_logins';

/** spec: accounts 2.3, 4.3 — e-mail and password, forgot-password and sign-up links. */
export function LoginScreen() {
  const { t } = useTranslation(ACCOUNT_NS);
  const [params] = useSearchParams();
  const actions = useAccountActions();
  const form = useAccountForm({
    initial: { email: '', password: '' },
    rules: { email: emailRule, password: required('login.field_required') },
    clearOnError: ['password'],
    async submit(values) {
      const session = await actions.session();
      await session.passBotCheck('login');
      await session.signIn({ email: values.email.trim(), password: values.password });
      actions.afterSignIn();
    },
  });
  const message = params.get('message');
  const notice =
    message === null
      ? undefined
      : message === SIMULTANEOUS_LOGINS
        ? 'login.simultaneous_logins'
        : 'login.unexpected_error';
  return (
    <AccountModal name="login" titleKey="login.title" first="login-email">
      <FormError focusKey="login-error" messageKey={form.formError ?? notice} attempt={form.attempt} />
      <FormField
        form={form}
        name="email"
        focusKey="login-email"
        label={t('login.email')}
        type="email"
        autoComplete="username"
      />
      <FormField
        form={form}
        name="password"
        focusKey="login-password"
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
      />
      <Button focusKey="login-submit" onPress={form.onSubmit}>
        {t('login.submit')}
      </Button>
      <SocialButtons />
      <Button focusKey="login-forgot" variant="link" onPress={() => actions.openScreen('forgot-password')}>
        {t('login.forgot_password')}
      </Button>
      <Button focusKey="login-sign-up" variant="link" onPress={() => actions.openScreen('create-account')}>
        {t('login.no_account')}
      </Button>
    </AccountModal>
  );
}
