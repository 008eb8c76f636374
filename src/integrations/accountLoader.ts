import type { StartupResult } from '../config/startup.ts';

type AccountSession = typeof import('./session/accountSession.ts');
let loading: Promise<AccountSession> | undefined;

/**
 * The account code (a lazy chunk), started once: the integration's service and any stored session.
 * Screens await it before their first call; the first screen never imports it statically.
 */
export function loadAccounts(startup: StartupResult): Promise<AccountSession> {
  loading ??= import('./session/accountSession.ts').then(async (session) => {
    await session.startAccounts(startup);
    return session;
  });
  return loading;
}
