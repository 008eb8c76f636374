import { AccountError } from '../accountError.ts';
import type { TokenStore, Tokens } from './storedTokens.ts';

/** Seconds before expiry at which a token counts as expired: a request must not land just after it. */
const EXPIRY_MARGIN_SECONDS = 10;
/** How long a tab waits for another tab's refresh before trying itself. */
const OTHER_TAB_WAIT_MS = 10_000;
const CHANNEL = 'ott-auth';
/** Failures where the provider refused nothing: it did not answer, or asked us to slow down. */
const TRANSIENT_KEYS = new Set(['errors.unreachable', 'errors.too_many_requests']);

type TabMessage = { type: 'refreshing' } | { type: 'resolved' } | { type: 'rejected' };

export class SignedOutError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('User not logged in', options);
    this.name = 'SignedOutError';
  }
}

export interface TokenSessionOptions {
  store: TokenStore;
  /** Trades a refresh token for new tokens; throws when the provider refuses it. */
  refresh(refreshToken: string): Promise<Tokens>;
  /** Called once when the tokens are gone for good (refresh refused): the app signs out. */
  onSignedOut(): void;
  now?: () => number;
}

/**
 * The signed-in session's tokens (spec: accounts 4.2): an expired access token is refreshed before
 * use; concurrent callers wait for one refresh; tabs tell each other over a BroadcastChannel
 * (refreshing, resolved, rejected) so that two tabs never spend the same refresh token — which the
 * back end would take as theft and end the session. A refused refresh clears the tokens and signs out.
 */
export function createTokenSession({ store, refresh, onSignedOut, now = Date.now }: TokenSessionOptions) {
  let inFlight: Promise<Tokens> | undefined;
  let otherTabRefreshing: { settle(): void; promise: Promise<void> } | undefined;
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
  // Node (tests) keeps a process alive for an open channel; browsers have no unref.
  (channel as { unref?: () => void } | undefined)?.unref?.();
  const tell = (message: TabMessage) => channel?.postMessage(message);

  channel?.addEventListener('message', (event: MessageEvent<TabMessage>) => {
    if (event.data.type === 'refreshing' && !otherTabRefreshing) {
      let settle = () => {};
      const promise = new Promise<void>((resolve) => {
        settle = resolve;
        setTimeout(resolve, OTHER_TAB_WAIT_MS);
      });
      otherTabRefreshing = { settle, promise };
      void promise.then(() => {
        otherTabRefreshing = undefined;
      });
    } else if (event.data.type !== 'refreshing') {
      otherTabRefreshing?.settle();
      if (event.data.type === 'rejected' && !store.read()) onSignedOut();
    }
  });

  const expired = (tokens: Tokens) => tokens.expiresAt - EXPIRY_MARGIN_SECONDS <= now() / 1000;

  async function refreshOnce(stale: Tokens): Promise<Tokens> {
    if (otherTabRefreshing) {
      await otherTabRefreshing.promise;
      const shared = store.read();
      if (shared && shared.refreshToken !== stale.refreshToken && !expired(shared)) return shared;
    }
    tell({ type: 'refreshing' });
    try {
      const fresh = await refresh(stale.refreshToken);
      store.write(fresh);
      tell({ type: 'resolved' });
      return fresh;
    } catch (cause) {
      // spec: accounts 4.2 signs out on a refused refresh; a TV that lost its network for a moment
      // keeps its tokens, shows the provider as unreachable, and refreshes on the next call.
      if (cause instanceof AccountError && TRANSIENT_KEYS.has(cause.key)) {
        tell({ type: 'rejected' });
        throw cause;
      }
      store.clear();
      tell({ type: 'rejected' });
      onSignedOut();
      throw new SignedOutError({ cause });
    }
  }

  const session = {
    signedIn: () => store.read() !== undefined,
    start(tokens: Tokens) {
      store.write(tokens);
    },
    end() {
      store.clear();
    },
    /**
     * The same session scoped anew (a viewer profile entered, issue 16): its access token changes, its
     * refresh token stays — the provider's refreshes keep the scope.
     */
    scope(accessToken: string, expiresAt: number) {
      const tokens = store.read();
      if (!tokens) throw new SignedOutError();
      store.write({ ...tokens, accessToken, expiresAt });
    },
    /** A working access token, refreshed first when it has expired; SignedOutError without a session. */
    async accessToken(): Promise<string> {
      const tokens = store.read();
      if (!tokens) throw new SignedOutError();
      if (!expired(tokens)) return tokens.accessToken;
      return (await session.refreshed(tokens)).accessToken;
    },
    /** One refresh for every caller holding the same stale tokens. */
    refreshed(stale: Tokens): Promise<Tokens> {
      inFlight ??= refreshOnce(stale).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    /** After a 401: the access token was refused before its time (revoked, or a clock apart). */
    async forceRefresh(): Promise<string> {
      const tokens = store.read();
      if (!tokens) throw new SignedOutError();
      return (await session.refreshed(tokens)).accessToken;
    },
  };
  return session;
}

export type TokenSession = ReturnType<typeof createTokenSession>;
