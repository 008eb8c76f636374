import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { DatabaseSchema } from '../../../db/databaseSchema.ts';
import type { Accounts } from '../../../domain/accounts/index.ts';
import { newSecret } from '../../../domain/accounts/secretHash.ts';
import { pageLanguage } from '../shared/hostedPage.ts';
import { identityErrorPage, signedOutPage, signOutPage } from './identityPages.ts';
import { databaseAdapter } from './oidcAdapter.ts';

export const IDENTITY_MOUNT = '/providers/identity';
/** The app's client at the managed identity service (its config's managed-identity client id). */
export const IDENTITY_CLIENT_ID = 'reference-identity';

/** Every instance signs with the same key: the first one makes it and keeps it in the database. */
async function signingKey(accounts: Accounts): Promise<JWK> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const candidate = JSON.stringify({
    ...(await exportJWK(privateKey)),
    kid: newSecret(8),
    alg: 'ES256',
    use: 'sig',
  });
  return JSON.parse(await accounts.secrets.loadOrCreate('identity-signing-jwk', () => candidate)) as JWK;
}

/**
 * The managed identity service (spec: accounts 1, 4.5, 7.4) as a real OpenID Connect provider
 * (oidc-provider): authorization code with PKCE for the app, rotating refresh tokens, hosted sign-in,
 * sign-up and sign-out pages; accounts are the one account domain's customers (`sub` = their uuid).
 */
export async function createIdentityProvider(options: {
  db: Kysely<DatabaseSchema>;
  accounts: Accounts;
  issuer: string;
  appOrigins: string[];
}) {
  const { accounts } = options;
  const [jwk, cookieKey] = await Promise.all([
    signingKey(accounts),
    accounts.secrets.loadOrCreate('identity-cookie-key', () => newSecret(32)),
  ]);
  const configuration: Configuration = {
    adapter: databaseAdapter(options.db),
    clients: [
      {
        client_id: IDENTITY_CLIENT_ID,
        client_name: 'Open OTT',
        token_endpoint_auth_method: 'none',
        id_token_signed_response_alg: 'ES256',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: options.appOrigins.flatMap((origin) => [`${origin}/`, `${origin}/auth/callback`]),
        post_logout_redirect_uris: options.appOrigins.map((origin) => `${origin}/`),
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [cookieKey] },
    pkce: { required: () => true },
    // The app's 'Sign up' opens the hosted sign-up page first (the convention of hosted identity pages).
    extraParams: ['screen_hint'],
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    // ID tokens carry the scope's claims (e-mail, names), as user-pool services' do: the app keeps the
    // e-mail from it (spec: accounts 3.9).
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    async findAccount(_ctx, sub) {
      const customer = await accounts.customers.findByUuid(sub);
      if (!customer) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: customer.email,
            email_verified: false,
            name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
            given_name: customer.firstName,
            family_name: customer.lastName,
          };
        },
      };
    },
    interactions: { url: (_ctx, interaction) => `${IDENTITY_MOUNT}/interaction/${interaction.uid}` },
    // The app is this service's own client: no consent screen; the grant covers what it asks.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid offline_access email profile');
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    async issueRefreshToken(_ctx, client) {
      return client.grantTypeAllowed('refresh_token');
    },
    rotateRefreshToken: true,
    ttl: {
      AccessToken: 15 * 60,
      IdToken: 15 * 60,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 3600,
      Grant: 30 * 24 * 3600,
      RefreshToken: 30 * 24 * 3600,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // The app is a public client: holding the token is the proof, but only for the client it was issued to.
        async allowedPolicy(_ctx, client, token) {
          return token.clientId === client.clientId;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = signOutPage(pageLanguage(ctx.get('accept-language')), form);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = signedOutPage(pageLanguage(ctx.get('accept-language')));
        },
      },
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = identityErrorPage(
        pageLanguage(ctx.get('accept-language')),
        String(out.error),
        out.error_description ? String(out.error_description) : undefined,
      );
    },
  };
  const provider = new Provider(options.issuer, configuration);
  provider.proxy = process.env.TRUST_PROXY === 'true';
  return {
    provider,
    publicJwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, kid: jwk.kid, alg: jwk.alg } as JWK,
  };
}

export type IdentityProvider = Awaited<ReturnType<typeof createIdentityProvider>>;
