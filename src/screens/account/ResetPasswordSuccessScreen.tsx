import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { AccountModal } from './AccountModal.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { useAccountActions } from './useAccountActions.ts';

/** spec: accounts 2.7 — the password changed; Sign in goes to /?u=login. */
export function ResetPasswordSuccessScreen() {
  const { t } = useTranslation(ACCOUNT_NS);
  const actions = useAccountActions();
  return (
    <AccountModal name="reset-password-success" titleKey="reset.success_title" first="reset-success-sign-in">
      <p role="status">{t('reset.success_text')}</p>
      <Button focusKey="reset-success-sign-in" onPress={() => actions.openScreen('login', { email: '' })}>
        {t('reset.sign_in')}
      </Button>
    </AccountModal>
  );
}
