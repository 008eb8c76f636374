import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAccountStore } from '../../../stores/accountStore.ts';
import { Button } from '../../../ui/index.ts';
import { HeaderMenu, HeaderMenuItem } from './HeaderMenu.tsx';

const USER_MENU_BUTTON_KEY = 'header-user';

/** The default avatar of spec: accounts 2.11 (viewer profiles bring their own with issue 16). */
const DEFAULT_AVATAR = '/images/avatar.png';

export function UserMenuButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="app-header__popup">
      <Button
        focusKey={USER_MENU_BUTTON_KEY}
        variant="icon"
        label={t('app.user_menu')}
        pressed={open}
        onPress={() => setOpen(!open)}
      >
        <img className="app-header__avatar" src={DEFAULT_AVATAR} alt="" />
      </Button>
      {open ? <UserMenu onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

/**
 * spec: accounts 2.11 — the user menu: the account, then sign out (its confirmation page). The profile
 * list and 'add profile' join with viewer profiles (issue 16), payments with the payments work.
 */
function UserMenu({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useAccountStore((state) => state.customer?.firstName || state.customer?.email);
  const go = (close: () => void, to: string) => {
    close();
    navigate(to);
  };
  return (
    <HeaderMenu
      focusKey="user-menu"
      buttonKey={USER_MENU_BUTTON_KEY}
      label={t('app.user_menu')}
      onClose={onClose}
    >
      {(close) => (
        <>
          {name ? <p className="header-menu__title">{name}</p> : null}
          <HeaderMenuItem focusKey="user-menu-account" onChoose={() => go(close, '/u/my-account')}>
            {t('app.account')}
          </HeaderMenuItem>
          <HeaderMenuItem focusKey="user-menu-sign-out" onChoose={() => go(close, '/u/signout')}>
            {t('app.sign_out')}
          </HeaderMenuItem>
        </>
      )}
    </HeaderMenu>
  );
}
