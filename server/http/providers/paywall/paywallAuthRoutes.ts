import { type Context, Hono } from 'hono';
import { PAYWALL_CLIENTS } from '../../../catalog/accountCatalog.ts';
import { type Customer, RATE_RULES } from '../../../domain/accounts/index.ts';
import { sameSecret } from '../../../domain/accounts/secretHash.ts';
import { type FacadeDeps, isAppUrl, sessionClient } from '../shared/facadeContext.ts';
import { clientIp } from '../shared/requestContext.ts';
import { parseConsents } from './paywallConsents.ts';
import {
  authenticateSchema,
  forgotSchema,
  newPasswordSchema,
  paywallBody,
  signUpSchema,
} from './paywallInput.ts';
import { done, handlePaywall, PaywallError } from './paywallResponse.ts';
import { presentTokens, splitFullName } from './presentAccount.ts';

export const PAYWALL_INTEGRATION = 'paywall';

function knownClient(clientId: string) {
  if (!PAYWALL_CLIENTS.some((client) => client.clientId === clientId))
    throw new PaywallError(400, 'Invalid client_id', 'client_id');
}

/**
 * Where reset links point: the app that asked (its Origin header) when it is one of the app's origins,
 * else this server's own app (spec: accounts 4.8 — `{origin}/?u=edit-password`).
 */
function resetUrl(c: Context, allowedOrigins: string[]): URL {
  const origin = c.req.header('origin');
  const base = origin && isAppUrl(c, origin, allowedOrigins) ? origin : new URL(c.req.url).origin;
  return new URL('/?u=edit-password', base);
}

/** The anonymous calls of the account provider (spec: accounts 6, 7.2): sign-up, sign-in, password reset. */
export function paywallAuthRoutes(deps: FacadeDeps) {
  const { accounts } = deps;
  const signUp = handlePaywall(async (c) => {
    const input = await paywallBody(c, signUpSchema);
    knownClient(input.client_id);
    await accounts.limits.consume(`signup-ip:${clientIp(c)}`, RATE_RULES.signUpPerIp);
    if (input.password !== input.password_confirmation)
      throw new PaywallError(422, 'The password confirmation does not match.', 'password_confirmation');
    if (input.full_name.length > 250)
      throw new PaywallError(
        422,
        'The full_name must not be empty and not be greater than 250 characters.',
        'full_name',
      );
    const { first_name, surname, ...fields } = input.metadata;
    const split = splitFullName(input.full_name);
    const consents = fields.consents ? parseConsents(fields.consents) : [];
    if (fields.terms !== undefined && fields.terms !== 'true' && fields.terms !== '1')
      throw new PaywallError(422, 'consents error: the terms must be accepted', 'terms');
    const customer = await accounts.customers.create({
      email: input.username,
      password: input.password,
      firstName: first_name ?? split.firstName,
      lastName: surname ?? split.lastName,
      ip: clientIp(c),
      registerSource: PAYWALL_INTEGRATION,
      metadata: fields,
    });
    if (consents.length > 0) await accounts.consents.save(customer.id, consents);
    const pair = await accounts.sessions.start(customer, sessionClient(c, PAYWALL_INTEGRATION));
    return c.json(presentTokens(pair, customer), 201);
  });

  const authenticate = (grants: Array<'password' | 'refresh_token' | 'client_secret'>) =>
    handlePaywall(async (c) => {
      const input = await paywallBody(c, authenticateSchema);
      knownClient(input.client_id);
      if (!grants.includes(input.grant_type))
        throw new PaywallError(400, 'Unsupported grant_type', 'grant_type');
      if (input.grant_type === 'refresh_token') {
        // spec: accounts 4.2 — 401 'The refresh token is not present'.
        if (!input.refresh_token)
          throw new PaywallError(401, 'The refresh token is not present', 'refresh_token');
        const pair = await accounts.sessions.refresh(input.refresh_token);
        const viewer = await accounts.sessions.identify(pair.accessToken);
        if (!viewer) throw new PaywallError(401, 'Invalid refresh token', 'refresh_token');
        return c.json(presentTokens(pair, viewer.customer));
      }
      const ip = clientIp(c);
      await accounts.limits.consume(`signin-ip:${ip}`, RATE_RULES.signInPerIp);
      await accounts.limits.consume(
        `signin-account:${input.username.toLowerCase()}`,
        RATE_RULES.signInPerAccount,
      );
      let customer: Customer | undefined;
      if (input.grant_type === 'password') {
        customer = await accounts.customers.authenticate(input.username, input.password, ip);
      } else {
        // A merchant's own back end signs a viewer in with the client secret (PAYWALL_CLIENT_SECRET).
        if (!deps.paywallClientSecret || !sameSecret(input.client_secret, deps.paywallClientSecret))
          throw new PaywallError(401, 'Invalid client_secret', 'client_secret');
        customer = await accounts.customers.findByEmail(input.username);
        if (!customer) throw new PaywallError(401, 'Wrong email/password combination');
      }
      await accounts.limits.reset(`signin-account:${input.username.toLowerCase()}`);
      const pair = await accounts.sessions.start(customer, sessionClient(c, PAYWALL_INTEGRATION));
      return c.json(presentTokens(pair, customer));
    });

  return new Hono()
    .post('/accounts', signUp)
    .post('/v2/accounts', signUp)
    .post('/accounts/authenticate', authenticate(['password', 'refresh_token', 'client_secret']))
    .post('/v2/accounts/authenticate', authenticate(['password']))
    .post(
      '/accounts/forgot-password',
      handlePaywall(async (c) => {
        const input = await paywallBody(c, forgotSchema);
        await accounts.limits.consume(`reset-ip:${clientIp(c)}`, RATE_RULES.passwordResetPerIp);
        await accounts.limits.consume(
          `reset-account:${input.email.toLowerCase()}`,
          RATE_RULES.passwordResetPerAccount,
        );
        // The same answer whether the address has an account or not.
        await accounts.resets.request(input.email, resetUrl(c, deps.allowedOrigins));
        return done(c, 'If an account exists for this address, an e-mail with a reset link is on its way');
      }),
    )
    .put(
      '/accounts/forgot-password/:token',
      handlePaywall(async (c) => {
        const input = await paywallBody(c, newPasswordSchema);
        await accounts.limits.consume(`reset-ip:${clientIp(c)}`, RATE_RULES.passwordResetPerIp);
        if (input.password !== input.password_confirmation)
          throw new PaywallError(422, 'The password confirmation does not match.', 'password_confirmation');
        const customer = await accounts.resets.complete(c.req.param('token') ?? '', input.password);
        await accounts.sessions.endOthers(customer, undefined, 'password_changed');
        return done(c, 'Password changed');
      }),
    );
}
