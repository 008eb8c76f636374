import { useTranslation } from 'react-i18next';
import { accountFirstNameRule, lastNameRule } from '../../domain/accountValidation.ts';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { EditableSection, type SectionProps } from './EditableSection.tsx';
import { FormField } from './FormField.tsx';
import { useAccountActions } from './useAccountActions.ts';
import { useAccountForm } from './useAccountForm.ts';

/** spec: accounts 2.9, 4.10, 5.6 — About you: the full name; edit first and last name. */
export function NameSection({ customer, editing, onEdit, onDone }: SectionProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const actions = useAccountActions();
  const form = useAccountForm({
    initial: { firstName: customer.firstName, lastName: customer.lastName },
    rules: { firstName: accountFirstNameRule, lastName: lastNameRule },
    async submit(values) {
      await (await actions.session()).updateName(values.firstName.trim(), values.lastName.trim());
      onDone();
    },
  });
  return (
    <EditableSection
      name="about"
      title={t('account.about')}
      value={customer.fullName || customer.email}
      editing={editing}
      firstField="about-first-name"
      formError={form.formError}
      attempt={form.attempt}
      onEdit={onEdit}
      onSave={form.onSubmit}
      onCancel={onDone}
    >
      <FormField
        form={form}
        name="firstName"
        focusKey="about-first-name"
        label={t('registration.first_name')}
        autoComplete="given-name"
      />
      <FormField
        form={form}
        name="lastName"
        focusKey="about-last-name"
        label={t('registration.last_name')}
        autoComplete="family-name"
      />
    </EditableSection>
  );
}
