import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePaymentsOffered } from '../../../integrations/payments/usePaymentsOffered.ts';
import { useAccountStore } from '../../../stores/accountStore.ts';
import { useStartupResult } from '../../../stores/configStore.ts';
import { Button } from '../../../ui/index.ts';
import { appFile } from '../../appFiles.ts';
import { HeaderMenu, HeaderMenuItem } from './HeaderMenu.tsx';

const USER_MENU_BUTTON_KEY = 'header-user';

/** The default avatar of spec: accounts 2.11; an entered profile shows its own. */
const DEFAULT_AVATAR = '/images/avatar.png';

/** With the account code: the header carries none of it (the first screen's budget). */
const ProfileMenuItems = lazy(async () => ({
  default: (await import('../../../screens/profiles/ProfileMenuItems.tsx')).ProfileMenuItems,
}));

export function UserMenuButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const avatar = useAccountStore((state) => state.profile?.avatarUrl) || DEFAULT_AVATAR;
  return (
    <div className="app-header__popup">
      <Button
        focusKey={USER_MENU_BUTTON_KEY}
        variant="icon"
        label={t('app.user_menu')}
        pressed={open}
        onPress={() => setOpen(!open)}
      >
        <img className="app-header__avatar" src={appFile(avatar)} alt="" />
      </Button>
      {open ? <UserMenu onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

/**
 * spec: accounts 2.11 — the user menu: where the site has profiles, the profiles to switch to, 'add
 * profile' and 'profile'; then the account, payments where something is sold (spec: payments 6), then
 * sign out (its confirmation page).
 */
function UserMenu({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useAccountStore(
    (state) => state.profile?.name || state.customer?.firstName || state.customer?.email,
  );
  const profiles = useStartupResult().features.profiles;
  const payments = usePaymentsOffered();
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
          {profiles ? (
            <Suspense fallback={null}>
              <ProfileMenuItems Item={HeaderMenuItem} close={close} />
            </Suspense>
          ) : null}
          <HeaderMenuItem focusKey="user-menu-account" onChoose={() => go(close, '/u/my-account')}>
            {t('app.account')}
          </HeaderMenuItem>
          {payments ? (
            <HeaderMenuItem focusKey="user-menu-payments" onChoose={() => go(close, '/u/payments')}>
              {t('app.payments')}
            </HeaderMenuItem>
          ) : null}
          <HeaderMenuItem focusKey="user-menu-sign-out" onChoose={() => go(close, '/u/signout')}>
            {t('app.sign_out')}
          </HeaderMenuItem>
        </>
      )}
    </HeaderMenu>
  );
}
