import { enabledIntegrations } from '../config/integrations.ts';
import type { StartupResult } from '../config/startup.ts';
import { loadKidsFilter } from '../content/kidsFilter.ts';
import { loadAccounts } from '../integrations/accountLoader.ts';
import { useAccountStore } from '../stores/accountStore.ts';

/** Local storage keys a signed-in session leaves (spec: accounts 3.5, 3.9). */
const SESSION_KEYS = ['ott.auth', 'inplayer_token'];

/** The stored profile (`ott.profile`, spec: accounts 3.9) is a kids one; its record is checked later. */
function storedKidsProfile(): boolean {
  try {
    return /"adult":false/.test(window.localStorage.getItem('ott.profile') ?? '');
  } catch {
    return false;
  }
}

/** A previous visit left a session: its profile (a kids one filters listings) is read after start-up. */
export function storedSession(): boolean {
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
  // A session a previous visit left is 'loading' until it is read, not 'signed out': a screen that
  // sends signed-out viewers to sign in (the phone's /activate) must not act on it meanwhile.
  const resuming = storedSession();
  useAccountStore.getState().set({ status: resuming ? 'loading' : 'signedOut' });
  // A kids profile left on the device filters from the very first listing, before the account code runs.
  if (resuming && storedKidsProfile()) useAccountStore.getState().set({ kidsFilter: loadKidsFilter() });
  // spec: accounts 3.5 — a social sign-in comes back with its tokens in the URL hash.
  if (window.location.hash.includes('token=')) {
    void loadAccounts(startup)
      .then((session) => session.adoptHashTokens())
      .catch((error: unknown) => {
        console.error('Social sign-in failed', error);
        // The login screen says so (spec: accounts 2.3 — any other message: 'unexpected error'). The
        // router follows history through popstate.
        window.history.replaceState(null, '', '/?u=login&message=social_sign_in_failed');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
  } else if (resuming) void loadAccounts(startup);
}
