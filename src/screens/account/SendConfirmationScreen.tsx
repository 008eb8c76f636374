import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../ui/Button.tsx';
import { AccountModal } from './AccountModal.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { useAccountActions } from './useAccountActions.ts';

/** spec: accounts 2.7 — 'link sent', naming the address (the same words whether it has an account or not). */
export function SendConfirmationScreen() {
  const { t } = useTranslation(ACCOUNT_NS);
  const [params] = useSearchParams();
  const actions = useAccountActions();
  return (
    <AccountModal name="send-confirmation" titleKey="reset.link_sent_title" first="sent-sign-in">
      <p role="status">{t('reset.link_sent', { email: params.get('email') ?? '' })}</p>
      <Button focusKey="sent-sign-in" onPress={() => actions.openScreen('login')}>
        {t('reset.back_to_sign_in')}
      </Button>
    </AccountModal>
  );
}
