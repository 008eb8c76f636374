import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountError } from '../../integrations/accountError.ts';
import type { Customer } from '../../integrations/accountService.ts';
import { Button } from '../../ui/Button.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { FormError } from './FormError.tsx';
import { useAccountActions } from './useAccountActions.ts';

/**
 * spec: accounts 2.7, 2.9 — Security: change the password. Without an in-place change (the
 * subscription provider), 'Yes' sends a reset link to the customer's own address.
 */
export function SecuritySection({ customer }: { customer: Customer }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const actions = useAccountActions();
  const [state, setState] = useState<'idle' | 'confirm' | 'sent'>('idle');
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
    if (state !== previous.current) setFocus(state === 'confirm' ? 'security-send' : 'security-change');
    previous.current = state;
  }, [state]);
  const change = (
    <Button focusKey="security-change" variant="secondary" onPress={() => setState('confirm')}>
      {t('account.change_password')}
    </Button>
  );
  return (
    <section className="account-section" aria-labelledby="account-security">
      <h2 id="account-security">{t('account.security')}</h2>
      <FormError focusKey="security-error" messageKey={error} />
      {state === 'sent' ? (
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
