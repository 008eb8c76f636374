import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { accountFirstNameRule, lastNameRule } from '../../domain/accountValidation.ts';
import type { Customer } from '../../integrations/accountService.ts';
import { Button } from '../../ui/Button.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { FormError } from './FormError.tsx';
import { FormField } from './FormField.tsx';
import { useAccountActions } from './useAccountActions.ts';
import { useAccountForm } from './useAccountForm.ts';

interface SectionProps {
  customer: Customer;
  editing: boolean;
  onEdit(): void;
  onDone(): void;
}

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
  // The pressed button goes away with the mode it belonged to: focus moves to what replaced it.
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (editing !== wasEditing.current) setFocus(editing ? 'about-first-name' : 'about-edit');
    wasEditing.current = editing;
  }, [editing]);
  return (
    <section className="account-section" aria-labelledby="account-about">
      <h2 id="account-about">{t('account.about')}</h2>
      {editing ? (
        <>
          <FormError focusKey="about-error" messageKey={form.formError} attempt={form.attempt} />
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
          <div className="account-page__actions">
            <Button focusKey="about-save" onPress={form.onSubmit}>
              {t('account.save')}
            </Button>
            <Button focusKey="about-cancel" variant="secondary" onPress={onDone}>
              {t('account.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="account-section__value">{customer.fullName || customer.email}</p>
          <Button focusKey="about-edit" variant="secondary" onPress={onEdit}>
            {t('account.edit')}
          </Button>
        </>
      )}
    </section>
  );
}
