import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlayParams } from '../../focus/useOverlayParams.ts';
import { loadAccounts } from '../../integrations/accountLoader.ts';
import { AccountModal } from '../../screens/account/AccountModal.tsx';
import { ACCOUNT_NS } from '../../screens/account/accountTranslations.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { Button } from '../../ui/Button.tsx';
import { accountOverlays } from './accountOverlayRegistry.tsx';

/** A u value no screen registered: said plainly, with a way out, rather than nothing on screen. */
function UnknownOverlay() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { close } = useOverlayParams();
  return (
    <AccountModal name="unknown" titleKey="errors.unknown_screen" first="unknown-close">
      <Button focusKey="unknown-close" onPress={() => close('u', 'message')}>
        {t('close')}
      </Button>
    </AccountModal>
  );
}

/** The account chunk's side of the overlay outlet: the registered screen for ?u=. */
export default function AccountOverlays({ name }: { name: string }) {
  const startup = useStartupResult();
  // The integration's service, for what the screens show before any call (capabilities, social URLs).
  useEffect(() => {
    void loadAccounts(startup);
  }, [startup]);
  const render = accountOverlays[name];
  return render ? render() : <UnknownOverlay />;
}
