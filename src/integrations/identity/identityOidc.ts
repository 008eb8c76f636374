import * as oauth from 'oauth4webapi';
import { z } from 'zod/mini';
import type { DeviceStorage } from '../../stores/deviceStorage.ts';
import { AccountError } from '../accountError.ts';
import type { Tokens } from '../session/storedTokens.ts';

export interface IdentitySettings {
  /** The service's OpenID issuer; its discovery document names every other address. */
  issuer: string;
  clientId: string;
  /** Where the service sends the viewer back with the code: the app's `/auth/callback`. */
  redirectUri: string;
  /** Holds the sign-in in progress (PKCE verifier, state, nonce) across the hosted pages. */
  flowStorage: DeviceStorage;
  /** The page's language, for the hosted pages. */
  language?: () => string;
}

/** The tokens of a finished sign-in: the ID token is the viewer's bearer (spec: accounts 4.5). */
export interface IdentityTokens extends Tokens {
  email: string;
}

const FLOW_KEY = 'identity-flow';
const flowSchema = z.object({
  state: z.string(),
  verifier: z.string(),
  nonce: z.string(),
  returnTo: z.string(),
});

/**
 * spec: accounts 7.4 — the managed identity service as an OpenID Connect provider: authorization code
 * with PKCE through its hosted pages, refresh by the refresh_token grant, revocation and hosted
 * sign-out. oauth4webapi checks the answers (state, issuer, audience, nonce, expiry).
 */
export function identityOidc(settings: IdentitySettings) {
  const issuer = new URL(settings.issuer);
  // A plain-http issuer only where the page itself is plain http (the reference back end locally).
  const options = issuer.protocol === 'http:' ? { [oauth.allowInsecureRequests]: true } : {};
  const client: oauth.Client = { client_id: settings.clientId };
  const clientAuth = oauth.None();
  let discovered: Promise<oauth.AuthorizationServer> | undefined;

  /** oauth4webapi's failures in the catalogue's keys: unreachable, or refused. */
  const guarded = async <T>(work: () => Promise<T>, refused: string): Promise<T> => {
    try {
      return await work();
    } catch (cause) {
      if (cause instanceof AccountError) throw cause;
      // fetch rejects with a TypeError when the service does not answer.
      if (cause instanceof TypeError) throw new AccountError('errors.unreachable', undefined, { cause });
      if (cause instanceof oauth.ResponseBodyError && cause.status >= 500)
        throw new AccountError('errors.unreachable', undefined, { cause });
      throw new AccountError(refused, undefined, { cause });
    }
  };

  const server = () => {
    discovered ??= guarded(
      async () => oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, options)),
      'identity.unknown_error',
    ).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  };

  const toTokens = (answer: oauth.TokenEndpointResponse): IdentityTokens => {
    const claims = oauth.getValidatedIdTokenClaims(answer);
    if (!answer.id_token || !claims || !answer.refresh_token)
      throw new AccountError('identity.access_token_missing');
    return {
      accessToken: answer.id_token,
      refreshToken: answer.refresh_token,
      expiresAt: claims.exp,
      email: typeof claims.email === 'string' ? claims.email : '',
    };
  };

  return {
    /** The hosted page's address for a new sign-in (or sign-up), remembering where to come back. */
    async authorizationUrl(mode: 'signIn' | 'signUp', returnTo: string): Promise<string> {
      const as = await server();
      if (!as.authorization_endpoint) throw new AccountError('identity.unknown_error');
      const flow = {
        state: oauth.generateRandomState(),
        verifier: oauth.generateRandomCodeVerifier(),
        nonce: oauth.generateRandomNonce(),
        returnTo,
      };
      settings.flowStorage.setJson(FLOW_KEY, flow);
      const url = new URL(as.authorization_endpoint);
      const params: Record<string, string> = {
        client_id: settings.clientId,
        redirect_uri: settings.redirectUri,
        response_type: 'code',
        // offline_access: a refresh token, so the session outlives the 15-minute ID token.
        scope: 'openid email profile offline_access',
        // oidc-provider issues a refresh token for offline_access only with a consent prompt.
        prompt: 'consent',
        code_challenge: await oauth.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        ...(mode === 'signUp' ? { screen_hint: 'signup' } : {}),
        ...(settings.language ? { ui_locales: settings.language() } : {}),
      };
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      return url.toString();
    },

    /**
     * The service's answer at the callback, traded for tokens. `cancelled` when the viewer left the
     * hosted page; a callback without a sign-in of ours in progress is refused.
     */
    async complete(
      callback: URL,
    ): Promise<{ tokens: IdentityTokens; returnTo: string } | { cancelled: true; returnTo: string }> {
      const flow = settings.flowStorage.getJson(FLOW_KEY, flowSchema);
      settings.flowStorage.remove(FLOW_KEY);
      if (!flow) throw new AccountError('identity.no_sign_in_in_progress');
      const as = await server();
      let params: URLSearchParams;
      try {
        params = oauth.validateAuthResponse(as, client, callback, flow.state);
      } catch (cause) {
        if (cause instanceof oauth.AuthorizationResponseError && cause.error === 'access_denied')
          return { cancelled: true, returnTo: flow.returnTo };
        throw new AccountError('identity.unknown_error', undefined, { cause });
      }
      const tokens = await guarded(async () => {
        const response = await oauth.authorizationCodeGrantRequest(
          as,
          client,
          clientAuth,
          params,
          settings.redirectUri,
          flow.verifier,
          options,
        );
        return toTokens(
          await oauth.processAuthorizationCodeResponse(as, client, response, {
            expectedNonce: flow.nonce,
            requireIdToken: true,
          }),
        );
      }, 'identity.unknown_error');
      return { tokens, returnTo: flow.returnTo };
    },

    /** spec: accounts 4.2 — new tokens for the refresh token; refused: the session is over. */
    refresh(refreshToken: string): Promise<IdentityTokens> {
      return guarded(async () => {
        const as = await server();
        const response = await oauth.refreshTokenGrantRequest(as, client, clientAuth, refreshToken, options);
        return toTokens(await oauth.processRefreshTokenResponse(as, client, response));
      }, 'identity.token_invalid');
    },

    /** Ends the refresh token at the service (best effort: sign-out goes on whatever it answers). */
    async revoke(refreshToken: string): Promise<void> {
      const as = await server();
      await oauth.processRevocationResponse(
        await oauth.revocationRequest(as, client, clientAuth, refreshToken, options),
      );
    },

    /** spec: accounts 4.1 — the hosted sign-out page, coming back to `returnTo`. */
    async signOutUrl(idToken: string, returnTo: string): Promise<string | undefined> {
      const as = await server();
      if (!as.end_session_endpoint) return undefined;
      const url = new URL(as.end_session_endpoint);
      url.searchParams.set('id_token_hint', idToken);
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('post_logout_redirect_uri', returnTo);
      if (settings.language) url.searchParams.set('ui_locales', settings.language());
      return url.toString();
    },
  };
}

export type IdentityOidc = ReturnType<typeof identityOidc>;
