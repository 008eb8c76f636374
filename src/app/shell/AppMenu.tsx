import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useTranslation } from 'react-i18next';
import { MENU_FOCUS_KEY } from '../../focus/useScreenFocus.ts';
import { MenuLink } from './MenuLink.tsx';
import { useMenuEntries } from './useMenuEntries.ts';

/**
 * The navigation links: a side menu on TV (reached with Left), a bar in the desktop header. Entering
 * it focuses the active entry, the way TV home screens do.
 */
export function AppMenu({ orientation }: { orientation: 'vertical' | 'horizontal' }) {
  const { t } = useTranslation();
  const entries = useMenuEntries();
  const active = entries.find((entry) => entry.active) ?? entries[0];
  const { ref, focusKey, hasFocusedChild } = useFocusable({
    focusKey: MENU_FOCUS_KEY,
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
          />
        ))}
      </nav>
    </FocusContext.Provider>
  );
}
