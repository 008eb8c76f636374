import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { AccountModal } from './AccountModal.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { PasswordCheckScreen } from './PasswordCheckScreen.tsx';
import { useAccountActions } from './useAccountActions.ts';

/** spec: accounts 2.8, 4.9 — u=export-data: the password, then the export goes to the account's address. */
export function ExportDataScreen() {
  const actions = useAccountActions();
  return (
    <PasswordCheckScreen
      name="export-data"
      titleKey="export.title"
      textKey="export.password_text"
      submitKey="export.submit"
      onPassword={async (password) => {
        await (await actions.session()).exportData(password);
        actions.openScreen('export-data-success');
      }}
    />
  );
}

/** spec: accounts 2.8 — no close button; Close goes to the account page. */
export function ExportDataSuccessScreen() {
  const { t } = useTranslation(ACCOUNT_NS);
  const actions = useAccountActions();
  const close = () => actions.navigate('/u/my-account');
  return (
    <AccountModal
      name="export-data-success"
      titleKey="export.success_title"
      first="export-close"
      onClose={close}
    >
      <p role="status">{t('export.success_text')}</p>
      <Button focusKey="export-close" onPress={close}>
        {t('close')}
      </Button>
    </AccountModal>
  );
}
