import { enabledIntegrations } from '../config/integrations.ts';
import type { StartupResult } from '../config/startup.ts';
import { loadAccounts } from '../integrations/accountLoader.ts';
import { useAccountStore } from '../stores/accountStore.ts';

/** Local storage keys a signed-in session leaves (spec: accounts 3.5, 3.9). */
const SESSION_KEYS = ['ott.auth', 'inplayer_token'];

function storedSession(): boolean {
  try {
    return SESSION_KEYS.some((key) => window.localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}

/**
 * After start-up: a site with an account integration offers Sign in; the account code loads only
 * when a previous visit left a session (or when the viewer opens an account screen), so a guest's
 * first screen never loads it.
 */
export function bootAccounts(startup: StartupResult) {
  if (enabledIntegrations(startup.config).length === 0) return;
  useAccountStore.getState().set({ status: 'signedOut' });
  if (storedSession()) void loadAccounts(startup);
}
