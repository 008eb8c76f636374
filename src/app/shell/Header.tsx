import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MENU_FOCUS_KEY } from '../../focus/useScreenFocus.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { useDeviceStore, useLayout } from '../../stores/deviceStore.ts';
import { Button, useFocusableLink } from '../../ui/index.ts';
import { AppMenu } from './AppMenu.tsx';
import { AccountActions } from './header/AccountActions.tsx';
import { FavoritesLink } from './header/FavoritesLink.tsx';
import { HeaderSearch } from './header/HeaderSearch.tsx';
import { Icon } from './header/Icon.tsx';
import { LanguageButton } from './header/LanguageButton.tsx';
import { Logo } from './Logo.tsx';

/** The phone's menu drawer loads when it opens: a desktop never needs it. */
const Sidebar = lazy(() => import('./header/Sidebar.tsx').then(({ Sidebar }) => ({ default: Sidebar })));

/** spec: browsing 9 — lg starts at 1024 px: from there the navigation links fit in the header. */
const INLINE_MENU_FROM_PX = 1024;

/**
 * spec: browsing 2, Header (desktop and mobile) — skip-to-content, menu button, logo linking to /,
 * the navigation links, the search bar (search on), the language menu (multi-language support on) and
 * the favourites icon (favourites on). Below lg the links move into a sidebar behind the menu button;
 * on small screens (mobile) the user actions are hidden and favourites stays in the sidebar.
 * Sign-in and sign-up (or the account) follow on desktop. All of it is in the page chrome's own chunk
 * (pageChrome.ts), which TV layouts never load.
 */
export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { features } = useStartupResult();
  const layout = useLayout();
  const inlineMenu = useDeviceStore(
    (state) => layout === 'desktop' && state.viewportWidth >= INLINE_MENU_FROM_PX,
  );
  const userActions = layout === 'desktop';
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  // Without the inline links the header row is the screens' last resort for focus (MENU_FOCUS_KEY).
  const { ref, focusKey } = useFocusable({ focusKey: inlineMenu ? 'app-header' : MENU_FOCUS_KEY });
  const home = useFocusableLink('header-home', () => navigate('/'));

  return (
    <FocusContext.Provider value={focusKey}>
      <header ref={ref} className="app-header">
        <a className="skip-link" href="#content">
          {t('app.skip_to_content')}
        </a>
        {inlineMenu ? null : (
          <Button
            focusKey="header-menu"
            variant="icon"
            label={t('app.open_menu')}
            pressed={sidebarOpen}
            onPress={() => setSidebarOpen(true)}
          >
            <Icon name="menu" />
          </Button>
        )}
        <a href="/" className={`app-header__home${home.focused ? ' is-focused' : ''}`} {...home.linkProps}>
          <Logo />
        </a>
        {inlineMenu ? (
          <AppMenu
            orientation="horizontal"
            withSearch={false}
            withFavorites={false}
            withAccount={!userActions}
          />
        ) : null}
        <div className="app-header__actions">
          {features.search ? <HeaderSearch /> : null}
          {features.isMultiLanguageSupport ? <LanguageButton /> : null}
          {userActions && features.favorites ? <FavoritesLink /> : null}
          {userActions ? <AccountActions /> : null}
        </div>
        {sidebarOpen ? (
          <Suspense fallback={null}>
            <Sidebar withFavorites={!userActions} onClose={closeSidebar} />
          </Suspense>
        ) : null}
      </header>
    </FocusContext.Provider>
  );
}
