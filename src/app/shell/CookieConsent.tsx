import { lazy, type ReactNode, Suspense, useState } from 'react';
import { DEFAULT_CONSENT_COOKIE, hasConsent } from '../../domain/cookieConsent.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { consentCookies } from './consentJar.ts';

/** The dialog and its modal load only for a viewer who has not consented yet: most starts skip them. */
const ConsentDialog = lazy(() => import('./ConsentDialog.tsx'));

/**
 * spec: browsing 2, App shell — a full-screen overlay that blocks the page until accepted. The page
 * mounts only once it is accepted, so the first screen takes its focus then, and nothing underneath
 * can take focus meanwhile; Back does not dismiss it (the modal's Back handler does nothing). Hidden
 * for good once the consent cookie exists.
 */
export function CookieConsent({ children }: { children: ReactNode }) {
  const { config } = useStartupResult();
  const name = config.cookieConsentName ?? DEFAULT_CONSENT_COOKIE;
  const [accepted, setAccepted] = useState(() => hasConsent(consentCookies(), name));
  if (accepted) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <ConsentDialog name={name} onAccept={() => setAccepted(true)} />
    </Suspense>
  );
}
