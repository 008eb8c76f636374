import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountError } from '../../integrations/accountError.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { Button } from '../../ui/Button.tsx';
import { AccountModal } from './AccountModal.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { FormError } from './FormError.tsx';
import { useAccountActions } from './useAccountActions.ts';

/**
 * spec: accounts 2.7, 4.9 — an account made by social sign-in has no password and must add one before
 * deleting: Proceed sends the reset e-mail and goes to add-password; Cancel goes back.
 */
export function WarningAccountDeletionScreen() {
  const { t } = useTranslation(ACCOUNT_NS);
  const actions = useAccountActions();
  const email = useAccountStore((state) => state.customer?.email ?? '');
  const [error, setError] = useState<string | undefined>();
  const proceed = async () => {
    try {
      await (await actions.session()).requestPasswordReset(
        email,
        `${window.location.origin}/?u=edit-password`,
      );
      actions.openScreen('add-password');
    } catch (cause) {
      setError(cause instanceof AccountError ? cause.key : 'account.add_password_error');
    }
  };
  const back = () => actions.navigate('/u/my-account');
  return (
    <AccountModal
      name="warning-account-deletion"
      titleKey="delete.warning_title"
      first="warning-proceed"
      onClose={back}
    >
      <FormError focusKey="warning-error" messageKey={error} />
      <p>{t('delete.warning_text', { email })}</p>
      <Button focusKey="warning-proceed" onPress={() => void proceed()}>
        {t('delete.warning_proceed')}
      </Button>
      <Button focusKey="warning-cancel" variant="secondary" onPress={back}>
        {t('account.cancel')}
      </Button>
    </AccountModal>
  );
}
