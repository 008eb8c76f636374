import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAccountStore } from '../../stores/accountStore.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { AppMenu } from './AppMenu.tsx';
import { idleLazy } from './idleLazy.ts';
import { Logo } from './Logo.tsx';
import { OfflineScreen } from './OfflineScreen.tsx';
import { OverlayOutlet } from './OverlayOutlet.tsx';
import { pageChrome } from './pageChrome.ts';
import { Toasts } from './Toasts.tsx';
import { useRememberPreSearchPage } from './useRememberPreSearchPage.ts';
import { useRemoteBack } from './useRemoteBack.ts';

/** Asked only when the viewer presses Back on Home: not part of the first screen's code. */
const ExitConfirm = lazy(() =>
  import('./ExitConfirm.tsx').then(({ ExitConfirm }) => ({ default: ExitConfirm })),
);

/** Analytics and the service worker: nothing the first screen waits for. */
const IdleWork = idleLazy(() => import('./IdleWork.tsx'));

/** The app shell (spec: browsing 2, App shell): side menu on TV; header and footer on desktop and mobile. */
export function Shell() {
  const layout = useLayout();
  const [confirmingExit, setConfirmingExit] = useState(false);
  const { pathname } = useLocation();
  const AccountOutlet = useAccountStore((state) => state.accountOutlet);
  const { config, features, contentHost } = useStartupResult();
  const analyticsToken = features.analytics ? config.analyticsToken : undefined;
  // Kept between renders: IdleWork is memoised, and the shell renders on every change of the URL.
  const analytics = useMemo(
    () => (analyticsToken ? { url: `${contentHost}/v1/analytics/events`, token: analyticsToken } : undefined),
    [analyticsToken, contentHost],
  );
  // spec: accounts 2.2 — the profile screens show without the menu, header and footer; so does the
  // checkout page (spec: payments 2, a full page outside the main layout).
  const bare =
    pathname === '/u/profiles' || pathname.startsWith('/u/profiles/') || pathname === '/payment-checkout';
  useRemoteBack(() => setConfirmingExit(true));
  useRememberPreSearchPage();
  // Everything focusable lives under one container that never "restores" focus by itself: when an
  // overlay closes, whoever closed it decides where focus goes (Norigin would otherwise move it to the
  // root's first child 300 ms later).
  const { ref, focusKey } = useFocusable({ focusKey: 'app-shell', autoRestoreFocus: false });
  const chrome = layout === 'tv' || bare ? undefined : pageChrome();

  return (
    <FocusContext.Provider value={focusKey}>
      <div ref={ref} className={`shell shell--${layout}`}>
        {bare ? null : layout === 'tv' ? (
          <aside className="side-menu">
            <Logo />
            <AppMenu orientation="vertical" />
          </aside>
        ) : chrome ? (
          <chrome.Header />
        ) : null}
        <main id="content" className="shell__content">
          <Outlet />
        </main>
        {chrome ? <chrome.Footer /> : null}
        <OverlayOutlet />
        {AccountOutlet ? <AccountOutlet onLeave={() => setConfirmingExit(true)} /> : null}
        {confirmingExit ? (
          <Suspense fallback={null}>
            <ExitConfirm onClose={() => setConfirmingExit(false)} />
          </Suspense>
        ) : null}
        <OfflineScreen />
        <Toasts />
        <Suspense fallback={null}>
          <IdleWork analytics={analytics} />
        </Suspense>
      </div>
    </FocusContext.Provider>
  );
}
