import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { emailChangeRules } from '../../domain/accountValidation.ts';
import type { Customer } from '../../integrations/accountService.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
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
  // The pressed button goes away with the mode it belonged to: focus moves to what replaced it.
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (editing !== wasEditing.current) setFocus(editing ? 'email-new' : 'email-edit');
    wasEditing.current = editing;
  }, [editing]);
  return (
    <section className="account-section" aria-labelledby="account-email">
      <h2 id="account-email">{t('account.email')}</h2>
      {editing ? (
        <>
          <FormError focusKey="email-error" messageKey={form.formError} attempt={form.attempt} />
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
          <div className="account-page__actions">
            <Button focusKey="email-save" onPress={form.onSubmit}>
              {t('account.save')}
            </Button>
            <Button focusKey="email-cancel" variant="secondary" onPress={onDone}>
              {t('account.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="account-section__value">{customer.email}</p>
          {canUpdate ? (
            <Button focusKey="email-edit" variant="secondary" onPress={onEdit}>
              {t('account.edit')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
