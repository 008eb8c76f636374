import { useQuery } from '@tanstack/react-query';
import { loadAccounts } from '../../integrations/accountLoader.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { useStartupResult } from '../../stores/configStore.ts';

export const PROFILES_QUERY_KEY = ['profiles'] as const;

/**
 * spec: accounts 2.12, 4.11 — the profile screens' state: `away` when they must send the viewer home
 * (profiles off, nobody signed in, or the list failed to load), else the list once loaded.
 */
export function useProfileList() {
  const startup = useStartupResult();
  const status = useAccountStore((state) => state.status);
  const hasProfiles = useAccountStore((state) => Boolean(state.service?.profiles));
  const enabled = startup.features.profiles && status === 'signedIn' && hasProfiles;
  const query = useQuery({
    queryKey: PROFILES_QUERY_KEY,
    queryFn: async () => (await loadAccounts(startup)).listProfiles(),
    enabled,
  });
  const settled =
    status === 'signedOut' || status === 'unavailable' || (status === 'signedIn' && !hasProfiles);
  const away = !startup.features.profiles || settled || query.isError;
  return { away, list: query.data, refetch: query.refetch };
}
