import { useAccountStore } from '../../stores/accountStore.ts';

/**
 * spec: payments 1, 6 — the payments menu (the user area's entry, the user menu's, the mobile menu's) is
 * offered to a signed-in viewer when the integration takes payments and the access model is not AVOD
 * (decided by the account code when it starts: the first screen carries none of it).
 */
export function usePaymentsOffered(): boolean {
  return useAccountStore((state) => state.status === 'signedIn' && state.sellsAccess);
}
