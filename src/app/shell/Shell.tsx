import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useLayout } from '../../stores/deviceStore.ts';
import { AppMenu } from './AppMenu.tsx';
import { ExitConfirm } from './ExitConfirm.tsx';
import { Footer } from './Footer.tsx';
import { Logo } from './Logo.tsx';
import { OfflineScreen } from './OfflineScreen.tsx';
import { useRememberPreSearchPage } from './useRememberPreSearchPage.ts';
import { useRemoteBack } from './useRemoteBack.ts';

/** The app shell (spec: browsing 2, App shell): side menu on TV; header and footer on desktop and mobile. */
export function Shell() {
  const { t } = useTranslation();
  const layout = useLayout();
  const [confirmingExit, setConfirmingExit] = useState(false);
  useRemoteBack(() => setConfirmingExit(true));
  useRememberPreSearchPage();
  // Everything focusable lives under one container that never "restores" focus by itself: when an
  // overlay closes, whoever closed it decides where focus goes (Norigin would otherwise move it to the
  // root's first child 300 ms later).
  const { ref, focusKey } = useFocusable({ focusKey: 'app-shell', autoRestoreFocus: false });

  return (
    <FocusContext.Provider value={focusKey}>
      <div ref={ref} className={`shell shell--${layout}`}>
        {layout === 'tv' ? (
          <aside className="side-menu">
            <Logo />
            <AppMenu orientation="vertical" />
          </aside>
        ) : (
          <header className="app-header">
            <a className="skip-link" href="#content">
              {t('app.skip_to_content')}
            </a>
            <a href="/" className="app-header__home" aria-label={t('app.home')}>
              <Logo />
            </a>
            <AppMenu orientation="horizontal" />
          </header>
        )}
        <main id="content" className="shell__content">
          <Outlet />
        </main>
        {layout === 'tv' ? null : <Footer />}
        {confirmingExit ? <ExitConfirm onClose={() => setConfirmingExit(false)} /> : null}
        <OfflineScreen />
      </div>
    </FocusContext.Provider>
  );
}
