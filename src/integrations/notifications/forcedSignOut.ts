import { create } from 'zustand';

/**
 * spec: accounts 4.12 — why the last forced sign-out happened, until the account outlet has shown it
 * (sessions_limit: the login screen with the simultaneous-logins message). Account code only.
 */
export const useForcedSignOut = create<{ reason: string | null; set(reason: string | null): void }>(
  (set) => ({
    reason: null,
    set: (reason) => set({ reason }),
  }),
);
