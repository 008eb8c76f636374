import { create } from 'zustand';
import type { AccountService, Customer, EnteredProfile } from '../integrations/accountService.ts';

export type AccountStatus = 'unavailable' | 'loading' | 'signedOut' | 'signedIn';

interface AccountState {
  /** unavailable: no integration configured (guests only), or it failed to start. */
  status: AccountStatus;
  customer: Customer | null;
  /** Issue 16 — the viewer profile entered on this device, where the site has profiles. */
  profile: EnteredProfile | null;
  service: AccountService | null;
  set(state: Partial<Omit<AccountState, 'set'>>): void;
}

/**
 * The account as the screens see it. The account code itself is a lazy chunk (app/account): this
 * store is all the first screen carries, so a guest's Home loads no account code.
 */
export const useAccountStore = create<AccountState>((set) => ({
  status: 'unavailable',
  customer: null,
  profile: null,
  service: null,
  set: (state) => set(state),
}));
