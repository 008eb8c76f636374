import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useTranslation } from 'react-i18next';
import { MENU_FOCUS_KEY } from '../../focus/useScreenFocus.ts';
import { MenuLink } from '../../ui/index.ts';
import { useMenuEntries } from './useMenuEntries.ts';
import { useReturnToContent } from './useReturnToContent.ts';

interface AppMenuProps {
  orientation: 'vertical' | 'horizontal';
  focusKey?: string;
  /** The search and favourites entries; the desktop header has its own search bar and favourites icon. */
  withSearch?: boolean;
  withFavorites?: boolean;
  /** The sign-in or account entry; the desktop header has its own buttons. */
  withAccount?: boolean;
}

/**
 * The navigation links: a side menu on TV (reached with Left), a bar in the desktop header, a sidebar
 * on narrow screens. Entering it focuses the active entry, the way TV home screens do.
 */
export function AppMenu({
  orientation,
  focusKey: ownKey = MENU_FOCUS_KEY,
  withSearch = true,
  withFavorites = true,
  withAccount = true,
}: AppMenuProps) {
  const { t } = useTranslation();
  const entries = useMenuEntries({ withSearch, withFavorites, withAccount });
  const active = entries.find((entry) => entry.active) ?? entries[0];
  const returnToContent = useReturnToContent(orientation === 'vertical');
  const { ref, focusKey, hasFocusedChild } = useFocusable({
    focusKey: ownKey,
    trackChildren: true,
    preferredChildFocusKey: active ? `nav-${active.key}` : undefined,
  });
  return (
    <FocusContext.Provider value={focusKey}>
      <nav
        ref={ref}
        className={`app-menu app-menu--${orientation}${hasFocusedChild ? ' has-focus' : ''}`}
        aria-label={t('app.menu')}
      >
        {entries.map((entry) => (
          <MenuLink
            key={entry.key}
            focusKey={`nav-${entry.key}`}
            to={entry.to}
            label={entry.label}
            active={entry.active}
            onArrowPress={returnToContent}
          />
        ))}
      </nav>
    </FocusContext.Provider>
  );
}
