import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useOverlayParams } from '../../focus/useOverlayParams.ts';
import { AccountError } from '../../integrations/accountError.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { AccountModal } from './AccountModal.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { CreateAccountScreen } from './CreateAccountScreen.tsx';
import { FormError } from './FormError.tsx';
import { LoginScreen } from './LoginScreen.tsx';
import { TvSignInScreen } from './TvSignInScreen.tsx';
import { useAccountActions } from './useAccountActions.ts';

type Mode = 'signIn' | 'signUp';

/**
 * u=login and u=create-account (spec: accounts 2.3, 2.4, 4.5): on a TV, sign-in by phone first
 * (issue 15); the app's own forms, or, where the integration signs in on its identity service's hosted
 * pages, the way there. Decided by the
 * integration's service, which the account chunk makes at once (no call to wait for).
 */
export function SignInEntry({ mode }: { mode: Mode }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const service = useAccountStore((state) => state.service);
  const status = useAccountStore((state) => state.status);
  const layout = useLayout();
  const [params] = useSearchParams();
  if (!service && status !== 'unavailable') return <Spinner label={t('login.title')} />;
  // Issue 15: on a TV, a phone signs in for it; e-mail and password stay one press away.
  if (layout === 'tv' && service?.devicePairing && params.get('method') !== 'email')
    return <TvSignInScreen mode={mode} />;
  if (service?.hostedSignIn) return <HostedSignInScreen mode={mode} />;
  return mode === 'signIn' ? <LoginScreen /> : <CreateAccountScreen />;
}

/** The page the viewer is on, without the account screen's own parameters: where to come back. */
function returnPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const key of ['u', 'message', 'method']) params.delete(key);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** Leaves for the hosted page at once; says so, and if the service does not answer, says that. */
function HostedSignInScreen({ mode }: { mode: Mode }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const actions = useAccountActions();
  const { close } = useOverlayParams();
  const { pathname, search } = useLocation();
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one departure per attempt
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        await (await actions.session()).startHostedSignIn(mode, returnPath(pathname, search));
      } catch (cause) {
        if (live) setError(cause instanceof AccountError ? cause.key : 'identity.unknown_error');
      }
    })();
    return () => {
      live = false;
    };
  }, [attempt]);
  const name = mode === 'signIn' ? 'login' : 'create-account';
  return (
    <AccountModal
      name={name}
      titleKey={mode === 'signIn' ? 'login.title' : 'registration.title'}
      first="hosted-cancel"
    >
      <FormError focusKey="hosted-error" messageKey={error} attempt={attempt} />
      {error ? (
        <Button
          focusKey="hosted-retry"
          onPress={() => {
            setError(undefined);
            setAttempt((count) => count + 1);
          }}
        >
          {t('identity.try_again')}
        </Button>
      ) : (
        <p role="status">{t('identity.redirecting')}</p>
      )}
      <Button focusKey="hosted-cancel" variant="secondary" onPress={() => close('u', 'message')}>
        {t('identity.cancel')}
      </Button>
    </AccountModal>
  );
}
