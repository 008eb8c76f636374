import { FocusContext, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useBackHandler } from '../../../focus/useBackHandler.ts';
import { Button } from '../../../ui/index.ts';
import { AppMenu } from '../AppMenu.tsx';
import { Icon } from './Icon.tsx';

export const MENU_BUTTON_KEY = 'header-menu';

/**
 * The navigation links on screens too narrow for them in the header, opened by the menu button: a
 * panel that holds focus until Back, Escape, the close button, a click beside it or a chosen link
 * closes it. Focus then returns to the menu button (or, after a link, goes to the new screen).
 */
export function Sidebar({ withFavorites, onClose }: { withFavorites: boolean; onClose(): void }) {
  const { t } = useTranslation();
  // Any navigation closes it: a new page, or an account modal opened over this one (?u=login).
  const { key: locationKey } = useLocation();
  const { ref, focusKey, focusSelf } = useFocusable({
    focusKey: 'sidebar',
    isFocusBoundary: true,
    autoRestoreFocus: false,
    preferredChildFocusKey: 'sidebar-menu',
  });
  const close = () => {
    onClose();
    void setFocus(MENU_BUTTON_KEY);
  };
  useBackHandler(close);
  useEffect(() => focusSelf(), [focusSelf]);
  const openedAt = useRef(locationKey);
  useEffect(() => {
    if (locationKey !== openedAt.current) onClose();
  }, [locationKey, onClose]);
  return (
    <FocusContext.Provider value={focusKey}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop's click is a mouse convenience; Escape and the close button do the same */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape (Back) closes it for keyboards */}
      <div className="sidebar-backdrop" onClick={close}>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: stops a click inside from closing it */}
        <div
          ref={ref}
          className="sidebar"
          role="dialog"
          aria-modal="true"
          aria-label={t('app.menu')}
          onClick={(event) => event.stopPropagation()}
        >
          <Button focusKey="sidebar-close" variant="icon" label={t('app.close_menu')} onPress={close}>
            <Icon name="close" />
          </Button>
          <AppMenu
            orientation="vertical"
            focusKey="sidebar-menu"
            withSearch={false}
            withFavorites={withFavorites}
          />
        </div>
      </div>
    </FocusContext.Provider>
  );
}
