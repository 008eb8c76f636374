import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountError } from '../../integrations/accountError.ts';
import type { Customer } from '../../integrations/accountService.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { Button } from '../../ui/Button.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { FormError } from './FormError.tsx';
import { useAccountActions } from './useAccountActions.ts';

/**
 * spec: accounts 2.7, 2.9 — Security: change the password. Without an in-place change (the
 * subscription provider), 'Yes' sends a reset link to the customer's own address.
 */
export function SecuritySection({ customer }: { customer: Customer }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const actions = useAccountActions();
  const [state, setState] = useState<'idle' | 'confirm' | 'sent' | 'changed'>('idle');
  // With the old password the change happens in place; otherwise (and for accounts without a
  // password, which add one) a reset link goes to the customer's own address (spec: accounts 2.7, 2.9).
  const inPlace =
    useAccountStore((store) => store.service?.capabilities.changePasswordWithOldPassword ?? false) &&
    customer.hasPassword;
  const [error, setError] = useState<string | undefined>();
  const send = async () => {
    try {
      const session = await actions.session();
      await session.requestPasswordReset(customer.email, `${window.location.origin}/?u=edit-password`);
      setState('sent');
    } catch (cause) {
      setError(cause instanceof AccountError ? cause.key : 'unknown_error');
    }
  };
  // The pressed button goes away with its state: focus moves to what replaced it.
  const previous = useRef(state);
  useEffect(() => {
    if (state !== previous.current)
      setFocus(state !== 'confirm' ? 'security-change' : inPlace ? 'password-old' : 'security-send');
    previous.current = state;
  }, [state, inPlace]);
  const change = (
    <Button focusKey="security-change" variant="secondary" onPress={() => setState('confirm')}>
      {t(customer.hasPassword ? 'account.change_password' : 'account.add_password')}
    </Button>
  );
  return (
    <section className="account-section" aria-labelledby="account-security">
      <h2 id="account-security">{t('account.security')}</h2>
      <FormError focusKey="security-error" messageKey={error} />
      {state === 'confirm' && inPlace ? (
        <ChangePasswordForm onDone={(changed) => setState(changed ? 'changed' : 'idle')} />
      ) : state === 'changed' ? (
        <>
          <p role="status">{t('reset.password_reset_success')}</p>
          {change}
        </>
      ) : state === 'sent' ? (
        <>
          <p role="status">{t('account.reset_sent', { email: customer.email })}</p>
          {change}
        </>
      ) : state === 'confirm' ? (
        <>
          <p>{t('account.change_password_text', { email: customer.email })}</p>
          <div className="account-page__actions">
            <Button focusKey="security-send" onPress={() => void send()}>
              {t('account.send_reset')}
            </Button>
            <Button focusKey="security-cancel" variant="secondary" onPress={() => setState('idle')}>
              {t('account.cancel')}
            </Button>
          </div>
        </>
      ) : (
        change
      )}
    </section>
  );
}
