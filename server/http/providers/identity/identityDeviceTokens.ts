import type { DeviceTokenIssuer } from '../device/integrationTokens.ts';
import { signedInName } from '../device/integrationTokens.ts';
import type { IdentityHost } from './identityHost.ts';
import { IDENTITY_CLIENT_ID } from './identityProvider.ts';

/** What the app's hosted sign-in asks for: a refresh token (offline_access) and the ID token's claims. */
const SCOPE = 'openid offline_access email profile';
/** The grant type the identity service records on the tokens, as its own device flow would. */
const DEVICE_CODE_GTY = 'device_code';

/**
 * Issue 15 — a TV of the managed identity signed in by a phone: the identity service's own tokens, not
 * the account domain's, because that TV's app refreshes at the service and shows its ID token to the
 * custom back end (spec: accounts 4.5, 7.4). Each TV gets a grant of its own (signing the TV out ends
 * that grant only), an access token, and a refresh token the app trades at once at the service's token
 * endpoint for its ID token, as after any refresh — so the ID token is the service's, checked by the
 * app like every other.
 */
export function identityDeviceTokens(identity: IdentityHost, now: () => number): DeviceTokenIssuer {
  return async ({ customer }) => {
    const { provider } = await identity.provider();
    const client = await provider.Client.find(IDENTITY_CLIENT_ID);
    if (!client) throw new Error(`The identity service has no client ${IDENTITY_CLIENT_ID}`);
    const accountId = customer.uuid;
    const grant = new provider.Grant({ clientId: client.clientId, accountId });
    grant.addOIDCScope(SCOPE);
    const grantId = await grant.save();
    const bound = { accountId, client, grantId, gty: DEVICE_CODE_GTY, scope: SCOPE };
    const accessToken = new provider.AccessToken(bound);
    const refreshToken = new provider.RefreshToken({ ...bound, authTime: Math.floor(now() / 1000) });
    return {
      access_token: await accessToken.save(),
      refresh_token: await refreshToken.save(),
      token_type: 'Bearer',
      expires_in: accessToken.expiration,
      scope: SCOPE,
      integration: 'identity',
      name: signedInName(customer),
    };
  };
}
