import { useTranslation } from 'react-i18next';
import { DEFAULT_CONSENT_DAYS } from '../../domain/cookieConsent.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { Button } from '../../ui/index.ts';
import { Modal } from '../../ui/Modal.tsx';
import { keepConsent } from './consentJar.ts';

/** The cookie consent's dialog (CookieConsent.tsx): accepting keeps the consent (consentJar.ts). */
export default function ConsentDialog({ name, onAccept }: { name: string; onAccept(): void }) {
  const { t } = useTranslation();
  const { config } = useStartupResult();
  const accept = () => {
    keepConsent(name, config.cookiesExpiredDays ?? DEFAULT_CONSENT_DAYS, Date.now());
    onAccept();
  };
  return (
    <Modal
      focusKey="cookie-consent"
      title={t('consent.title')}
      onClose={() => undefined}
      preferredChildFocusKey="cookie-accept"
    >
      <p>{config.cookiesDescription ?? t('consent.description')}</p>
      <Button focusKey="cookie-accept" onPress={accept}>
        {config.cookiesButton ?? t('consent.accept')}
      </Button>
    </Modal>
  );
}
