import { Hono } from 'hono';
import { RATE_RULES } from '../../../domain/accounts/index.ts';
import { type FacadeDeps, isAppUrl, sessionClient } from '../shared/facadeContext.ts';
import { clientIp } from '../shared/requestContext.ts';
import { handle } from './subscriptionHandler.ts';
import {
  refreshSchema,
  resetCompleteSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
  subscriptionBody,
} from './subscriptionInput.ts';
import { ok, SubscriptionError } from './subscriptionResponse.ts';

const INTEGRATION = 'subscription';

/** Sign-in, sign-up, refresh, locales and password reset: the anonymous calls (spec: accounts 7.1). */
export function subscriptionAuthRoutes(deps: FacadeDeps) {
  const { accounts } = deps;
  return new Hono()
    .post(
      '/auths',
      handle(async (c) => {
        const input = await subscriptionBody(c, signInSchema);
        const ip = clientIp(c);
        await accounts.limits.consume(`signin-ip:${ip}`, RATE_RULES.signInPerIp);
        await accounts.limits.consume(
          `signin-account:${input.email.toLowerCase()}`,
          RATE_RULES.signInPerAccount,
        );
        const customer = await accounts.customers.authenticate(input.email, input.password, ip);
        await accounts.limits.reset(`signin-account:${input.email.toLowerCase()}`);
        const pair = await accounts.sessions.start(customer, {
          ...sessionClient(c, INTEGRATION),
          publisherId: input.publisherId,
        });
        return ok(c, { jwt: pair.accessToken, refreshToken: pair.refreshToken, customerId: customer.id });
      }),
    )
    .post(
      '/auths/refresh_token',
      handle(async (c) => {
        const { refreshToken } = await subscriptionBody(c, refreshSchema);
        const pair = await accounts.sessions.refresh(refreshToken);
        return ok(c, { jwt: pair.accessToken, refreshToken: pair.refreshToken });
      }),
    )
    .post(
      '/customers',
      handle(async (c) => {
        const input = await subscriptionBody(c, signUpSchema);
        await accounts.limits.consume(`signup-ip:${clientIp(c)}`, RATE_RULES.signUpPerIp);
        const consents = input.consents ?? [];
        if (consents.length > 0 && accounts.consents.missingRequired(consents).length > 0)
          throw new SubscriptionError(422, 'Consents error: required consents are not accepted');
        const customer = await accounts.customers.create({
          email: input.email,
          password: input.password,
          firstName: input.firstName,
          lastName: input.lastName,
          country: input.country?.toUpperCase(),
          locale: input.locale,
          currency: input.currency?.toUpperCase(),
          ip: clientIp(c),
          registerSource: INTEGRATION,
        });
        if (consents.length > 0) await accounts.consents.save(customer.id, consents);
        const pair = await accounts.sessions.start(customer, {
          ...sessionClient(c, INTEGRATION),
          publisherId: input.publisherId,
        });
        return ok(
          c,
          { jwt: pair.accessToken, refreshToken: pair.refreshToken, customerId: customer.id },
          201,
        );
      }),
    )
    .get('/locales', (c) =>
      // spec: accounts 9 — the provider's defaults; a real provider would locate the address.
      ok(c, {
        locale: 'en_US',
        country: 'US',
        currency: 'USD',
        ipAddress: c.req.query('customerIP') ?? clientIp(c),
      }),
    )
    .put(
      '/customers/passwords',
      handle(async (c) => {
        const input = await subscriptionBody(c, resetRequestSchema);
        const resetUrl = input.resetUrl ?? `${new URL(c.req.url).origin}/?u=edit-password`;
        if (!isAppUrl(c, resetUrl, deps.allowedOrigins))
          throw new SubscriptionError(422, 'Invalid param resetUrl');
        await accounts.limits.consume(`reset-ip:${clientIp(c)}`, RATE_RULES.passwordResetPerIp);
        await accounts.limits.consume(
          `reset-account:${input.customerEmail.toLowerCase()}`,
          RATE_RULES.passwordResetPerAccount,
        );
        // The same answer whether the address has an account or not.
        await accounts.resets.request(input.customerEmail, new URL(resetUrl));
        return ok(c, { success: true });
      }),
    )
    .patch(
      '/customers/passwords',
      handle(async (c) => {
        const input = await subscriptionBody(c, resetCompleteSchema);
        await accounts.limits.consume(`reset-ip:${clientIp(c)}`, RATE_RULES.passwordResetPerIp);
        if (
          input.newPasswordConfirmation !== undefined &&
          input.newPasswordConfirmation !== input.newPassword
        )
          throw new SubscriptionError(422, 'Invalid param newPasswordConfirmation');
        const customer = await accounts.resets.complete(input.resetPasswordToken, input.newPassword);
        // A reset ends every session: whoever knew the old password is signed out.
        await accounts.sessions.endOthers(customer, undefined, 'password_changed');
        return ok(c, { success: true });
      }),
    );
}
