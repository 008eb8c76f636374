import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAccountStore } from '../../stores/accountStore.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { Button } from '../../ui/Button.tsx';
import { ACCOUNT_NS } from './accountTranslations.ts';
import { useAccountActions } from './useAccountActions.ts';

const NAMES: Record<string, string> = { facebook: 'Facebook', twitter: 'Twitter', google: 'Google' };

/**
 * spec: accounts 2.3 — a button per social provider, each only when social sign-in is on and its
 * flag is set; the targets come from the provider's social URLs call, made with this page's address
 * without its query (where the provider sends the viewer back, tokens in the hash).
 */
export function SocialButtons() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { config } = useStartupResult();
  const actions = useAccountActions();
  const offered = useAccountStore((state) => state.service?.capabilities.socialUrls ?? false);
  const flags = config.authentication;
  const enabled = offered && flags?.social_login_enabled === true;
  const redirect = `${window.location.origin}${window.location.pathname}`;
  const urls = useQuery({
    queryKey: ['account', 'social-urls', redirect],
    queryFn: async () => (await actions.session()).socialSignInUrls(redirect),
    enabled,
    staleTime: 60_000,
  });
  const shown = (urls.data ?? []).filter(
    ({ provider }) => flags?.social_login_providers?.[provider] === true,
  );
  if (!enabled || shown.length === 0) return null;
  return (
    <div className="account-social">
      {shown.map(({ provider, url }) => (
        <Button
          key={provider}
          focusKey={`login-social-${provider}`}
          variant="secondary"
          onPress={() => window.location.assign(url)}
        >
          {t('login.social', { provider: NAMES[provider] ?? provider })}
        </Button>
      ))}
    </div>
  );
}
