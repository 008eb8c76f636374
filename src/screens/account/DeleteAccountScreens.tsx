import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountError } from '../../integrations/accountError.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { showToastAfterReload } from '../../stores/toastStore.ts';
import { Button } from '../../ui/Button.tsx';
import { AccountModal } from './AccountModal.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { FormError } from './FormError.tsx';
import { PasswordCheckScreen } from './PasswordCheckScreen.tsx';
import { hasPassword, holdPassword, takePassword } from './pendingPassword.ts';
import { useAccountActions } from './useAccountActions.ts';

/**
 * spec: accounts 2.8 — u=delete-account: the password first, where the integration checks it (the
 * custom back end's deletion takes none: straight to the question).
 */
export function DeleteAccountScreen() {
  const actions = useAccountActions();
  const asksPassword = useAccountStore(
    (state) => state.service?.capabilities.passwordConfirmsDeletion ?? true,
  );
  useEffect(() => {
    if (asksPassword) return;
    holdPassword('');
    actions.openScreen('delete-account-confirmation');
  }, [asksPassword, actions.openScreen]);
  if (!asksPassword) return null;
  return (
    <PasswordCheckScreen
      name="delete-account"
      titleKey="delete.title"
      textKey="delete.password_text"
      submitKey="delete.continue"
      onPassword={async (password) => {
        holdPassword(password);
        actions.openScreen('delete-account-confirmation');
      }}
    />
  );
}

/**
 * spec: accounts 2.8, 4.9 — Yes deletes (then sign-out and a full load of '/'); No goes back to the
 * account. Without the password of the step before, back to that step; a wrong password returns there.
 */
export function DeleteAccountConfirmationScreen() {
  const { t } = useTranslation(ACCOUNT_NS);
  const actions = useAccountActions();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!hasPassword()) actions.openScreen('delete-account');
  }, [actions.openScreen]);
  const remove = async () => {
    const password = takePassword();
    if (busy || password === undefined) return actions.openScreen('delete-account');
    setBusy(true);
    try {
      await (await actions.session()).deleteAccount(password);
      // spec: accounts 4.9 — a full navigation to '/', then the toast.
      showToastAfterReload(t('account.delete_account.success'));
      window.location.assign('/');
    } catch (cause) {
      setBusy(false);
      const key = cause instanceof AccountError ? cause.key : 'account.delete_account.error';
      if (cause instanceof AccountError && cause.field) actions.openScreen('delete-account');
      else setError(key);
    }
  };
  // No close button (spec 2.1); Back on a remote answers No.
  const keep = () => actions.navigate('/u/my-account');
  return (
    <AccountModal
      name="delete-account-confirmation"
      titleKey="delete.confirm_title"
      first="delete-no"
      onClose={keep}
    >
      <FormError focusKey="delete-confirm-error" messageKey={error} />
      <p>{t('delete.confirm_text')}</p>
      <Button focusKey="delete-yes" onPress={() => void remove()}>
        {t('delete.yes')}
      </Button>
      <Button focusKey="delete-no" variant="secondary" onPress={keep}>
        {t('delete.no')}
      </Button>
    </AccountModal>
  );
}
