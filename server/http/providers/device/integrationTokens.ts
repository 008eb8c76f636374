import { type Accounts, type Customer, fullName, type TokenPair } from '../../../domain/accounts/index.ts';
import type { RedeemedCode } from '../../../domain/deviceCodes/index.ts';

/** The token response of a redeemed device code (RFC 6749 section 5.1), by its integration's issuer. */
export type DeviceTokenIssuer = (redeemed: RedeemedCode) => Promise<Record<string, unknown>>;

/** `name` lets the TV say 'Signed in as {name}' without another call. */
export const signedInName = (customer: Customer) => fullName(customer) || customer.email;

/**
 * Besides the RFC's fields, those the configured integration's app adapter reads, so the TV stores the
 * tokens as if it had signed in through that integration's own sign-in call: the subscription
 * provider's `{jwt, refreshToken}` (spec: accounts 7.1, POST /auths) and the account provider's
 * `{access_token, refresh_token, expires}` (7.2, Unix seconds).
 */
const EXTRA_FIELDS: Record<string, (tokens: TokenPair) => Record<string, unknown>> = {
  subscription: (tokens) => ({ jwt: tokens.accessToken, refreshToken: tokens.refreshToken }),
  paywall: (tokens) => ({ expires: tokens.expiresAt }),
};

function integrationTokens(
  integration: string,
  tokens: TokenPair,
  customer: Customer,
  nowMs: number,
): Record<string, unknown> {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    token_type: 'Bearer',
    expires_in: Math.max(0, tokens.expiresAt - Math.floor(nowMs / 1000)),
    integration,
    name: signedInName(customer),
    ...(EXTRA_FIELDS[integration]?.(tokens) ?? {}),
  };
}

/** The account domain's own session: the tokens the subscription, paywall and custom façades take. */
export function accountSessionTokens(
  accounts: Pick<Accounts, 'sessions'>,
  now: () => number,
): DeviceTokenIssuer {
  return async ({ customer, integration, ip, deviceName }) => {
    const tokens = await accounts.sessions.start(customer, {
      integration,
      ip,
      // The session list names the device as the phone saw it ('Living-room TV · Tizen').
      userAgent: deviceName,
    });
    return integrationTokens(integration, tokens, customer, now());
  };
}
