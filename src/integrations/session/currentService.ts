import { useAccountStore } from '../../stores/accountStore.ts';

/** The configured integration's account service, for the session's calls; none on a site without accounts. */
export function service() {
  const { service } = useAccountStore.getState();
  if (!service) throw new Error('Accounts are not available on this site');
  return service;
}
