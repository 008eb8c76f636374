import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { accessModelOf } from '../../config/accessModel.ts';
import { cachedPageMedia } from '../../content/pageMedia.ts';
import { mediaOffers } from '../../domain/lockRules.ts';
import { signUpNextStep } from '../../domain/signUpNextStep.ts';
import { loadAccounts } from '../../integrations/accountLoader.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { showToast } from '../../stores/toastStore.ts';
import { ACCOUNT_NS } from './accountTranslations.ts';

/**
 * The session's actions for a screen (loaded on first use), and the navigation rules that follow
 * them (spec: accounts 2.2, 4.3, 4.4): with qr, on to /activate; otherwise home, or the next step.
 */
export function useAccountActions() {
  const startup = useStartupResult();
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const session = () => loadAccounts(startup);
  const qr = params.has('qr');
  return {
    session,
    /** Leaves the account screens for a page (the ?u= parameters go with them). */
    navigate(path: string) {
      navigate(path, { replace: true });
    },
    /** Opens another account screen in place of this one. */
    openScreen(name: string, extra: Record<string, string> = {}) {
      const next = new URLSearchParams(params);
      next.delete('message');
      next.set('u', name);
      for (const [key, value] of Object.entries(extra)) next.set(key, value);
      navigate({ search: `?${next}` }, { replace: true });
    },
    /** spec: accounts 4.3 — toast 'sign in success'; home, or /activate with qr. */
    afterSignIn() {
      showToast(t('login.sign_in_success'));
      navigate(qr ? '/activate' : '/', { replace: true });
    },
    /** spec: accounts 4.4 — after sign-up: /activate with qr, else personal details (which skip themselves). */
    afterSignUp() {
      showToast(t('registration.registration_success'));
      if (qr) navigate('/activate', { replace: true });
      else navigate({ search: '?u=personal-details' }, { replace: true });
    },
    /**
     * spec: accounts 4.4, payments 2 Entry points — the next step after sign-up and personal details:
     * choose-offer (SVOD, or AUTHVOD where the item the viewer set out to buy, the page's own, has
     * offers), else welcome.
     */
    async nextStep() {
      // Imported here, not at the top: the registry imports the screens that use these actions.
      const { accountOverlays } = await import('../../app/overlays/accountOverlayRegistry.tsx');
      const item = cachedPageMedia(location.pathname);
      const step = signUpNextStep({
        accessModel: accessModelOf(startup.config),
        mediaOfferCount: item ? mediaOffers(item, startup.config.packageKey).length : 0,
        canChooseOffer: 'choose-offer' in accountOverlays,
      });
      navigate({ search: `?u=${step}` }, { replace: true });
    },
  };
}
