import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { titleSlug } from '../../domain/titleSlug.ts';
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
}: {
  withSearch: boolean;
  withFavorites: boolean;
}): MenuEntry[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { config, features } = useStartupResult();
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
