import { useTranslation } from 'react-i18next';
import { consentCookie, DEFAULT_CONSENT_DAYS } from '../../domain/cookieConsent.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { Button } from '../../ui/index.ts';
import { Modal } from '../../ui/Modal.tsx';

/** The cookie consent's dialog (CookieConsent.tsx): accepting writes the consent cookie. */
export default function ConsentDialog({ name, onAccept }: { name: string; onAccept(): void }) {
  const { t } = useTranslation();
  const { config } = useStartupResult();
  const accept = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing on every TV engine we support
    document.cookie = consentCookie(name, config.cookiesExpiredDays ?? DEFAULT_CONSENT_DAYS, Date.now());
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
