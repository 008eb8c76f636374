import { createLocalJWKSet, jwtVerify } from 'jose';
import type { Accounts, Viewer } from '../../../domain/accounts/index.ts';
import type { BearerVerifier } from '../../viewerAuth.ts';
import { IDENTITY_CLIENT_ID, type IdentityProvider } from './identityProvider.ts';

/**
 * The managed identity's tokens identify the viewer everywhere a bearer is taken (issue 13): an access
 * token it issued and has not revoked, or an ID token it signed for the app (spec: accounts 4.5 — the app
 * holds {idToken, refreshToken}).
 */
export function identityTokenVerifier(
  accounts: Accounts,
  identity: () => Promise<IdentityProvider>,
): BearerVerifier {
  const asViewer = async (uuid: string | undefined, sessionId: string): Promise<Viewer | undefined> => {
    const customer = uuid ? await accounts.customers.findByUuid(uuid) : undefined;
    return customer ? { customer, sessionId, integration: 'identity' } : undefined;
  };
  return async (token) => {
    const { provider, publicJwk } = await identity();
    if (token.split('.').length === 3) {
      try {
        const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: [publicJwk] }), {
          issuer: provider.issuer,
          audience: IDENTITY_CLIENT_ID,
        });
        return asViewer(payload.sub, `identity:${String(payload.sid ?? payload.sub)}`);
      } catch {
        return undefined;
      }
    }
    const access = await provider.AccessToken.find(token);
    if (!access || access.isExpired) return undefined;
    return asViewer(access.accountId, `identity:${access.grantId ?? access.jti}`);
  };
}
