import { useTranslation } from 'react-i18next';
import { emailChangeRules } from '../../domain/accountValidation.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { EditableSection, type SectionProps } from './EditableSection.tsx';
import { FormField } from './FormField.tsx';
import { useAccountActions } from './useAccountActions.ts';
import { useAccountForm } from './useAccountForm.ts';

/**
 * spec: accounts 2.9, 5.6 — the e-mail: read-only unless the integration allows an update
 * (canUpdateEmail); then edited with the new address and the password to confirm it (show/hide).
 */
export function EmailSection({ customer, editing, onEdit, onDone }: SectionProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const canUpdate = useAccountStore((state) => state.service?.capabilities.updateEmail ?? false);
  const actions = useAccountActions();
  const form = useAccountForm({
    initial: { email: customer.email, confirmationPassword: '' },
    rules: emailChangeRules,
    clearOnError: ['confirmationPassword'],
    async submit(values) {
      await (await actions.session()).updateEmail(values.email.trim(), values.confirmationPassword);
      onDone();
    },
  });
  return (
    <EditableSection
      name="email"
      title={t('account.email')}
      value={customer.email}
      editing={editing}
      canEdit={canUpdate}
      firstField="email-new"
      formError={form.formError}
      attempt={form.attempt}
      onEdit={onEdit}
      onSave={form.onSubmit}
      onCancel={onDone}
    >
      <FormField
        form={form}
        name="email"
        focusKey="email-new"
        label={t('account.new_email')}
        type="email"
        autoComplete="email"
      />
      <FormField
        form={form}
        name="confirmationPassword"
        focusKey="email-password"
        label={t('account.confirmation_password')}
        type="password"
        autoComplete="current-password"
      />
    </EditableSection>
  );
}
