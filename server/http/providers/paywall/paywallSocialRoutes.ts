import { Hono } from 'hono';
import { z } from 'zod';
import { AccountError, RATE_RULES } from '../../../domain/accounts/index.ts';
import { type FacadeDeps, sessionClient } from '../shared/facadeContext.ts';
import { pageLanguage } from '../shared/hostedPage.ts';
import { readBody } from '../shared/readBody.ts';
import { clientIp } from '../shared/requestContext.ts';
import { handlePaywall, PaywallError } from './paywallResponse.ts';
import { presentTokens, splitFullName } from './presentAccount.ts';
import { socialPage } from './socialPage.ts';
import { readSocialState, SOCIAL_PROVIDERS, type SocialProvider } from './socialState.ts';

const providerSchema = z.enum(SOCIAL_PROVIDERS);
const formSchema = z.object({
  state: z.string().max(4000),
  email: z.string().max(254),
  name: z.string().trim().min(1).max(100),
});

/**
 * Social sign-in (spec: accounts 2.3, 7.2 social URLs), offline: each social provider is a local
 * stand-in page that vouches for the address typed into it and returns to the app with the tokens in
 * the URL hash (spec: accounts 3.5). Accounts made this way have no password until one is added (4.9).
 * A stand-in signs in only accounts it made itself: it cannot be used to enter an account that has a
 * password or came from elsewhere.
 */
export function paywallSocialRoutes(deps: FacadeDeps) {
  const { accounts } = deps;

  return new Hono()
    .get(
      '/accounts/social',
      handlePaywall(async (c) => {
        const state = c.req.query('state');
        readSocialState(c, state, deps.allowedOrigins);
        const origin = new URL(c.req.url).origin;
        return c.json({
          status: 200,
          social_urls: SOCIAL_PROVIDERS.map((provider) => ({
            [provider]: `${origin}/providers/paywall/social/${provider}?state=${encodeURIComponent(state ?? '')}`,
          })),
        });
      }),
    )
    .get(
      '/social/:provider',
      handlePaywall(async (c) => {
        const provider = providerSchema.parse(c.req.param('provider'));
        const state = c.req.query('state') ?? '';
        const { redirect } = readSocialState(c, state, deps.allowedOrigins);
        return c.html(
          socialPage({
            provider,
            state,
            cancelUrl: redirect,
            language: pageLanguage(c.req.header('accept-language')),
          }),
        );
      }),
    )
    .post(
      '/social/:provider',
      handlePaywall(async (c) => {
        const parsedProvider = providerSchema.safeParse(c.req.param('provider'));
        if (!parsedProvider.success) throw new PaywallError(404, 'Unknown social provider');
        const provider: SocialProvider = parsedProvider.data;
        const form = formSchema.safeParse(await readBody(c));
        if (!form.success) throw new PaywallError(422, 'Invalid param email', 'email');
        const { redirect } = readSocialState(c, form.data.state, deps.allowedOrigins);
        await accounts.limits.consume(`signin-ip:${clientIp(c)}`, RATE_RULES.signInPerIp);
        const source = `social:${provider}`;
        let customer = await accounts.customers.findByEmail(form.data.email);
        if (customer && customer.registerSource !== source) {
          const page = socialPage({
            provider,
            state: form.data.state,
            cancelUrl: redirect,
            language: pageLanguage(c.req.header('accept-language')),
            error: 'This address belongs to an account that signs in another way.',
          });
          return c.html(page, 409);
        }
        if (!customer) {
          const { firstName, lastName } = splitFullName(form.data.name);
          try {
            customer = await accounts.customers.create({
              email: form.data.email,
              password: null,
              firstName,
              lastName,
              ip: clientIp(c),
              registerSource: source,
            });
          } catch (error) {
            if (error instanceof AccountError && error.code === 'invalid_email')
              throw new PaywallError(422, 'Please enter a valid e-mail address', 'email');
            throw error;
          }
        }
        const pair = await accounts.sessions.start(customer, sessionClient(c, 'paywall'));
        const tokens = presentTokens(pair, customer);
        const target = new URL(redirect);
        target.hash = new URLSearchParams({
          token: tokens.access_token,
          refresh_token: tokens.refresh_token,
          expires: String(tokens.expires),
        }).toString();
        return c.redirect(target.toString(), 302);
      }),
    );
}
