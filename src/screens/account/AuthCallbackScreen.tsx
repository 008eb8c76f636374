import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useScreenFocus } from '../../focus/useScreenFocus.ts';
import { AccountError } from '../../integrations/accountError.ts';
import { loadAccounts } from '../../integrations/accountLoader.ts';
import type { HostedOutcome } from '../../integrations/accountService.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { showToast } from '../../stores/toastStore.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import './account.css';

// The code in the address is single use: the exchange runs once even when React mounts twice.
let completing: { href: string; outcome: Promise<HostedOutcome> } | undefined;

/**
 * /auth/callback — back from the identity service's hosted page (spec: accounts 4.5): the code is
 * traded for the session; then where the sign-in began, or personal details first when the account
 * has no profile yet; a cancelled sign-in simply goes back. A failure says so, with Try again.
 */
export function AuthCallbackScreen() {
  const { t } = useTranslation(ACCOUNT_NS);
  const startup = useStartupResult();
  const navigate = useNavigate();
  const [error, setError] = useState<string | undefined>();
  useScreenFocus(!!error, ['callback-retry'], 'auth-callback');
  useEffect(() => {
    const href = window.location.href;
    if (completing?.href !== href)
      completing = {
        href,
        outcome: loadAccounts(startup).then((session) => session.completeHostedSignIn(new URL(href))),
      };
    let live = true;
    completing.outcome.then(
      (outcome) => {
        if (!live) return;
        if (outcome.status === 'needsProfile') return navigate('/?u=personal-details', { replace: true });
        // spec: accounts 4.3 — a sign-in says so, here as with the app's own form.
        if (outcome.status === 'signedIn') showToast(t('login.sign_in_success'));
        navigate(outcome.returnTo, { replace: true });
      },
      (cause: unknown) => {
        console.error('The hosted sign-in could not be completed', cause);
        if (live) setError(cause instanceof AccountError ? cause.key : 'identity.unknown_error');
      },
    );
    return () => {
      live = false;
    };
  }, [startup, navigate, t]);
  if (!error) return <Spinner label={t('identity.signing_in')} />;
  return (
    <section className="account-page">
      <h1>{t('identity.failed_title')}</h1>
      <p role="alert">{t(error)}</p>
      <div className="account-page__actions">
        <Button focusKey="callback-retry" onPress={() => navigate('/?u=login', { replace: true })}>
          {t('identity.try_again')}
        </Button>
        <Button focusKey="callback-home" variant="secondary" onPress={() => navigate('/', { replace: true })}>
          {t('identity.home')}
        </Button>
      </div>
    </section>
  );
}
