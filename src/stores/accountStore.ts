import type { ComponentType } from 'react';
import { create } from 'zustand';
import type { Playlist } from '../content/contentSchemas.ts';
import type { AccountService, Customer, EnteredProfile } from '../integrations/accountService.ts';

/** A kids profile's listing: a page without what it is not shown (src/content/kidsListing.ts, lazy). */
export type ListingFilter = Promise<(page: Playlist) => Playlist>;

export type AccountStatus = 'unavailable' | 'loading' | 'signedOut' | 'signedIn';

interface AccountState {
  /** unavailable: no integration configured (guests only), or it failed to start. */
  status: AccountStatus;
  customer: Customer | null;
  /** Issue 16 — the viewer profile entered on this device, where the site has profiles. */
  profile: EnteredProfile | null;
  /** Issue 16 — set while a kids profile watches: listings wait for it, then leave out what it hides. */
  kidsFilter: ListingFilter | null;
  /**
   * The account code's part of the shell (screens/account/AccountOutlet.tsx: the profile gate, the
   * forced sign-out's notice), set when it starts; the shell renders it. `onLeave`: Back at the gate.
   */
  accountOutlet: ComponentType<{ onLeave(): void }> | null;
  service: AccountService | null;
  /** spec: payments 1, 6 — the integration sells access and the access model is not AVOD: the payments menu shows. */
  sellsAccess: boolean;
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
  kidsFilter: null,
  accountOutlet: null,
  service: null,
  sellsAccess: false,
  set: (state) => set(state),
}));
