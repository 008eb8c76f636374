import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAccountStore } from '../../../stores/accountStore.ts';
import { useStartupResult } from '../../../stores/configStore.ts';
import { Button } from '../../../ui/index.ts';

/** Only a signed-in viewer sees it, and then the account code has loaded: a lazy chunk of its own. */
const UserMenuButton = lazy(async () => ({ default: (await import('./UserMenu.tsx')).UserMenuButton }));

/**
 * spec: accounts 2.11 — signed in: an avatar opening the user menu; otherwise Sign in and Sign up as
 * the show-login and show-register flags allow. Desktop only (hidden on small screens, where the
 * sidebar has the entry).
 */
export function AccountActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { features } = useStartupResult();
  const status = useAccountStore((state) => state.status);
  if (status === 'unavailable') return null;
  if (status === 'signedIn')
    return (
      <Suspense fallback={null}>
        <UserMenuButton />
      </Suspense>
    );
  const open = (screen: string) => navigate({ search: `?u=${screen}` });
  return (
    <>
      {features.showLogin ? (
        <Button focusKey="header-sign-in" variant="secondary" onPress={() => open('login')}>
          {t('app.sign_in')}
        </Button>
      ) : null}
      {features.showRegister ? (
        <Button focusKey="header-sign-up" onPress={() => open('create-account')}>
          {t('app.sign_up')}
        </Button>
      ) : null}
    </>
  );
}
