import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { titleSlug } from '../../domain/titleSlug.ts';
import { usePaymentsOffered } from '../../integrations/payments/usePaymentsOffered.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { useStartupResult } from '../../stores/configStore.ts';

export interface MenuEntry {
  key: string;
  to: string;
  label: string;
  active: boolean;
}

/**
 * Home plus the config's menu items (spec: browsing 2, Header); a menu item's custom.drmPlaylistId
 * overrides its contentId; then favourites and settings. Search, favourites and settings each only
 * while their feature is on (spec: browsing 6).
 */
export function useMenuEntries({
  withSearch,
  withFavorites,
  withAccount = true,
}: {
  withSearch: boolean;
  withFavorites: boolean;
  withAccount?: boolean;
}): MenuEntry[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { config, features } = useStartupResult();
  const { status } = useAccountStore();
  const payments = usePaymentsOffered();
  const entries: MenuEntry[] = [{ key: 'home', to: '/', label: t('app.home'), active: pathname === '/' }];
  if (features.search && withSearch) {
    entries.push({ key: 'search', to: '/q/', label: t('search.title'), active: pathname.startsWith('/q/') });
  }
  // spec: browsing 2, Route table — menu items of type content_list, media or playlist link to their route.
  const prefixes = { playlist: 'p', content_list: 'n', media: 'm' } as const;
  for (const item of config.menu) {
    const id = item.custom?.drmPlaylistId || item.contentId;
    const base = `/${prefixes[item.type]}/${encodeURIComponent(id)}`;
    entries.push({
      key: `menu-${id}`,
      to: `${base}/${titleSlug(item.label)}`,
      label: item.label,
      active: pathname.startsWith(base),
    });
  }
  if (features.favorites && withFavorites) {
    entries.push({
      key: 'favorites',
      to: '/favorites',
      label: t('favorites.title'),
      active: pathname === '/favorites' || pathname === '/u/favorites',
    });
  }
  // spec: accounts 2.11 — signed in: the account; otherwise sign in (or sign up) as the flags allow.
  // (The desktop header shows its own account buttons: withAccount false.)
  if (withAccount && status === 'signedIn') {
    // spec: accounts 2.11 — on TV (no header menu) the side menu leads to who's watching.
    if (features.profiles)
      entries.push({
        key: 'profiles',
        to: '/u/profiles',
        label: t('app.switch_profile'),
        active: false,
      });
    entries.push({
      key: 'account',
      to: '/u/my-account',
      label: t('app.account'),
      active: pathname.startsWith('/u/my-account'),
    });
    // spec: payments 6 — the payments menu where something is sold.
    if (payments)
      entries.push({
        key: 'payments',
        to: '/u/payments',
        label: t('app.payments'),
        active: pathname === '/u/payments',
      });
  } else if (withAccount && status !== 'unavailable' && (features.showLogin || features.showRegister)) {
    const login = features.showLogin;
    entries.push({
      key: login ? 'sign-in' : 'sign-up',
      to: `?u=${login ? 'login' : 'create-account'}`,
      label: t(login ? 'app.sign_in' : 'app.sign_up'),
      active: false,
    });
  }
  if (features.canShowSettings) {
    entries.push({
      key: 'settings',
      to: '/u/settings',
      label: t('settings.title'),
      active: pathname === '/u/settings',
    });
  }
  return entries;
}
