import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAccountStore } from '../../../stores/accountStore.ts';
import { useStartupResult } from '../../../stores/configStore.ts';
import { Button } from '../../../ui/index.ts';

/**
 * spec: accounts 2.11 — signed in: the account; otherwise Sign in and Sign up as the show-login and
 * show-register flags allow. Desktop only (hidden on small screens, where the sidebar has the entry).
 */
export function AccountActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { features } = useStartupResult();
  const status = useAccountStore((state) => state.status);
  if (status === 'unavailable') return null;
  if (status === 'signedIn')
    return (
      <Button focusKey="header-account" variant="secondary" onPress={() => navigate('/u/my-account')}>
        {t('app.account')}
      </Button>
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
