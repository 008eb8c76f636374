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
 * overrides its contentId. Media and content-list items get their routes with those screens.
 */
export function useMenuEntries(): MenuEntry[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { config } = useStartupResult();
  const entries: MenuEntry[] = [{ key: 'home', to: '/', label: t('app.home'), active: pathname === '/' }];
  // spec: browsing 2, Header — search only when a search playlist is configured.
  if (config.features.searchPlaylist) {
    entries.push({ key: 'search', to: '/q/', label: t('search.title'), active: pathname.startsWith('/q/') });
  }
  for (const item of config.menu) {
    if (item.type !== 'playlist') continue;
    const id = item.custom?.drmPlaylistId || item.contentId;
    const to = `/p/${encodeURIComponent(id)}/${titleSlug(item.label)}`;
    entries.push({ key: `menu-${id}`, to, label: item.label, active: pathname.startsWith(`/p/${id}`) });
  }
  entries.push({
    key: 'settings',
    to: '/u/settings',
    label: t('settings.title'),
    active: pathname === '/u/settings',
  });
  return entries;
}
