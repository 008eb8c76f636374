import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  consentCookie,
  DEFAULT_CONSENT_COOKIE,
  DEFAULT_CONSENT_DAYS,
  hasConsent,
} from '../../domain/cookieConsent.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { Button, Modal } from '../../ui/index.ts';

/**
 * spec: browsing 2, App shell — a full-screen overlay that blocks the page until accepted. The page
 * mounts only once it is accepted, so the first screen takes its focus then, and nothing underneath
 * can take focus meanwhile; Back does not dismiss it (the modal's Back handler does nothing). Hidden
 * for good once the consent cookie exists.
 */
export function CookieConsent({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { config } = useStartupResult();
  const name = config.cookieConsentName ?? DEFAULT_CONSENT_COOKIE;
  const [accepted, setAccepted] = useState(() => hasConsent(document.cookie, name));
  if (accepted) return <>{children}</>;
  const accept = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing on every TV engine we support
    document.cookie = consentCookie(name, config.cookiesExpiredDays ?? DEFAULT_CONSENT_DAYS, Date.now());
    setAccepted(true);
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
