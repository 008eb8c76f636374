import { type Customer, fullName, type TokenPair } from '../../../domain/accounts/index.ts';

/**
 * The token response of a redeemed device code (RFC 6749 section 5.1), plus the fields the configured
 * integration's app adapter reads, so the TV stores the tokens as if it had signed in through that
 * integration's own sign-in call: the subscription provider's `{jwt, refreshToken}` (spec: accounts
 * 7.1, POST /auths) and the account provider's `{access_token, refresh_token, expires}` (7.2, Unix
 * seconds). `name` lets the TV say 'Signed in as {name}' without another call.
 */
const EXTRA_FIELDS: Record<string, (tokens: TokenPair) => Record<string, unknown>> = {
  subscription: (tokens) => ({ jwt: tokens.accessToken, refreshToken: tokens.refreshToken }),
  paywall: (tokens) => ({ expires: tokens.expiresAt }),
};

export function integrationTokens(
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
    name: fullName(customer) || customer.email,
    ...(EXTRA_FIELDS[integration]?.(tokens) ?? {}),
  };
}
