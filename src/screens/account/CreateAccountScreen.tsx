import { useTranslation } from 'react-i18next';
import {
  emailRule,
  lastNameRule,
  newPasswordRule,
  passwordStrength,
  signUpFirstNameRule,
} from '../../domain/accountValidation.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { AccountModal } from './AccountModal.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { FormError } from './FormError.tsx';
import { FormField } from './FormField.tsx';
import { useAccountActions } from './useAccountActions.ts';
import { useAccountForm } from './useAccountForm.ts';

/** spec: accounts 5.2 — termsAgreed must be 'true'. */
const termsRule = (value: string) => (value === 'true' ? undefined : 'validation.required');

/** spec: accounts 2.5, 4.4 — names, e-mail, password with its strength, the terms; then the next step. */
export function CreateAccountScreen() {
  const { t } = useTranslation(ACCOUNT_NS);
  const actions = useAccountActions();
  const form = useAccountForm({
    initial: { firstName: '', lastName: '', email: '', password: '', terms: '' },
    rules: {
      firstName: signUpFirstNameRule,
      lastName: lastNameRule,
      email: emailRule,
      password: newPasswordRule,
      terms: termsRule,
    },
    clearOnError: ['password'],
    async submit(values) {
      const session = await actions.session();
      await session.passBotCheck('register');
      await session.signUp({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        consents: { terms: values.terms === 'true' },
      });
      actions.afterSignUp();
    },
  });
  const strength = passwordStrength(form.values.password);
  const terms = form.field('terms');
  return (
    <AccountModal name="create-account" titleKey="registration.title" first="signup-first-name">
      <FormError focusKey="signup-error" messageKey={form.formError} attempt={form.attempt} />
      <FormField
        form={form}
        name="firstName"
        focusKey="signup-first-name"
        label={t('registration.first_name')}
        autoComplete="given-name"
      />
      <FormField
        form={form}
        name="lastName"
        focusKey="signup-last-name"
        label={t('registration.last_name')}
        autoComplete="family-name"
      />
      <FormField
        form={form}
        name="email"
        focusKey="signup-email"
        label={t('login.email')}
        type="email"
        autoComplete="email"
      />
      <FormField
        form={form}
        name="password"
        focusKey="signup-password"
        label={t('login.password')}
        type="password"
        autoComplete="new-password"
        hint={strength ? t(`registration.strength.${strength}`) : undefined}
      />
      <Checkbox
        focusKey="signup-terms"
        checked={terms.value === 'true'}
        onChange={(checked) => terms.onChange(checked ? 'true' : '')}
        error={terms.error ? t(terms.error) : undefined}
      >
        {t('registration.terms')}
      </Checkbox>
      <Button focusKey="signup-submit" onPress={form.onSubmit}>
        {t('registration.submit')}
      </Button>
      <Button focusKey="signup-sign-in" variant="link" onPress={() => actions.openScreen('login')}>
        {t('registration.have_account')}
      </Button>
    </AccountModal>
  );
}
