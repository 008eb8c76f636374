import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { loadAccounts } from '../../integrations/accountLoader.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import './account.css';
import { useSignedInCustomer } from './useSignedInCustomer.ts';

/** spec: accounts 2.13 — 'sign out?', Yes signs out (home), No goes back to the account page. */
export function SignOutScreen() {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const startup = useStartupResult();
  const customer = useSignedInCustomer();
  useScreenFocus(!!customer, ['signout-yes'], 'signout');
  if (!customer) return <Spinner label={t('sign_out.title')} />;
  const signOut = async () => {
    await (await loadAccounts(startup)).signOut();
    navigate('/', { replace: true });
  };
  return (
    <section className="account-page">
      <h1>{t('sign_out.title')}</h1>
      <p>{t('sign_out.text')}</p>
      <div className="account-page__actions">
        <Button focusKey="signout-yes" onPress={() => void signOut()}>
          {t('sign_out.yes')}
        </Button>
        <Button focusKey="signout-no" variant="secondary" onPress={() => navigate('/u/my-account')}>
          {t('sign_out.no')}
        </Button>
      </div>
    </section>
  );
}
