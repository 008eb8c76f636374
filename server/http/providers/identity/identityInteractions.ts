import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Context, Hono } from 'hono';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { AccountError, type Accounts, RATE_RULES } from '../../../domain/accounts/index.ts';
import { pageLanguage } from '../shared/hostedPage.ts';
import { readBody } from '../shared/readBody.ts';
import { clientIp } from '../shared/requestContext.ts';
import { type IdentityErrorKey, signInPage, signUpPage } from './identityPages.ts';
import { IDENTITY_MOUNT } from './identityProvider.ts';

export interface NodeBindings {
  incoming: IncomingMessage;
  outgoing: ServerResponse;
}

const signInForm = z.object({ email: z.string().max(254), password: z.string().max(200) });
const signUpForm = z.object({
  email: z.string().max(254),
  password: z.string().max(200),
  firstName: z.string().max(200),
  lastName: z.string().max(200),
});

const ERROR_KEYS: Partial<Record<AccountError['code'], IdentityErrorKey>> = {
  invalid_credentials: 'wrongCombination',
  customer_exists: 'exists',
  invalid_email: 'invalidEmail',
  invalid_password: 'invalidPassword',
  invalid_name: 'invalidName',
  rate_limited: 'tooMany',
};

/**
 * The hosted sign-in and sign-up of the managed identity (oidc-provider's interactions): the forms post
 * here; a success ends the interaction as a login of that customer and returns to the provider, which
 * redirects to the app with the code.
 */
export function identityInteractions(accounts: Accounts, provider: () => Promise<Provider>) {
  const node = (c: Context): NodeBindings => c.env as NodeBindings;
  const paths = (uid: string) => {
    const base = `${IDENTITY_MOUNT}/interaction/${uid}`;
    return {
      base,
      // From the sign-up page back to sign-in, whatever page the app asked for first.
      signIn: `${base}?screen=signin`,
      login: `${base}/login`,
      signup: `${base}/signup`,
      abort: `${base}/abort`,
    };
  };
  const details = async (c: Context) =>
    (await provider()).interactionDetails(node(c).incoming, node(c).outgoing);
  const language = (c: Context, uiLocales?: unknown) =>
    pageLanguage(c.req.header('accept-language'), typeof uiLocales === 'string' ? uiLocales : undefined);
  const finishLogin = async (c: Context, accountId: string) => {
    const returnTo = await (await provider()).interactionResult(
      node(c).incoming,
      node(c).outgoing,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
    return c.redirect(returnTo, 303);
  };
  const grantConsent = async (c: Context, interaction: Awaited<ReturnType<typeof details>>) => {
    const oidc = await provider();
    const accountId = interaction.session?.accountId;
    const clientId = String(interaction.params.client_id ?? '');
    if (!accountId || !clientId) return c.text('This sign-in has no session: start again from the app', 400);
    const grant = interaction.grantId
      ? await oidc.Grant.find(interaction.grantId)
      : new oidc.Grant({ accountId, clientId });
    if (!grant) return c.text('This sign-in has expired: start again from the app', 400);
    grant.addOIDCScope(String(interaction.params.scope ?? 'openid'));
    const grantId = await grant.save();
    const returnTo = await oidc.interactionResult(
      node(c).incoming,
      node(c).outgoing,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
    return c.redirect(returnTo, 303);
  };
  const failure = (error: unknown): IdentityErrorKey => {
    if (error instanceof AccountError && ERROR_KEYS[error.code])
      return ERROR_KEYS[error.code] as IdentityErrorKey;
    throw error;
  };

  type Interaction = Awaited<ReturnType<typeof details>>;
  const signInHtml = (
    c: Context,
    interaction: Interaction,
    shown: { email?: string; error?: IdentityErrorKey } = {},
  ) => {
    const url = paths(interaction.uid);
    return signInPage({
      language: language(c, interaction.params.ui_locales),
      action: url.login,
      signUpUrl: url.signup,
      abortUrl: url.abort,
      ...shown,
    });
  };
  const signUpHtml = (
    c: Context,
    interaction: Interaction,
    shown: { values?: { email: string; firstName: string; lastName: string }; error?: IdentityErrorKey } = {},
  ) => {
    const url = paths(interaction.uid);
    return signUpPage({
      language: language(c, interaction.params.ui_locales),
      action: url.signup,
      signInUrl: url.signIn,
      ...shown,
    });
  };

  return new Hono()
    .get('/interaction/:uid', async (c) => {
      const interaction = await details(c);
      // The app is this provider's own client: a consent prompt (prompt=consent) is granted at once.
      if (interaction.prompt.name === 'consent') return grantConsent(c, interaction);
      if (interaction.params.screen_hint === 'signup' && c.req.query('screen') !== 'signin')
        return c.html(signUpHtml(c, interaction));
      return c.html(signInHtml(c, interaction));
    })
    .post('/interaction/:uid/login', async (c) => {
      const interaction = await details(c);
      const form = signInForm.safeParse(await readBody(c));
      const email = form.success ? form.data.email : '';
      try {
        if (!form.success) throw new AccountError('invalid_credentials');
        await accounts.limits.consume(`signin-ip:${clientIp(c)}`, RATE_RULES.signInPerIp);
        await accounts.limits.consume(`signin-account:${email.toLowerCase()}`, RATE_RULES.signInPerAccount);
        const customer = await accounts.customers.authenticate(email, form.data.password, clientIp(c));
        await accounts.limits.reset(`signin-account:${email.toLowerCase()}`);
        return finishLogin(c, customer.uuid);
      } catch (error) {
        const key = failure(error);
        if (key === 'tooMany')
          c.header('Retry-After', String((error as AccountError).retryAfterSeconds ?? 60));
        return c.html(signInHtml(c, interaction, { email, error: key }), key === 'tooMany' ? 429 : 401);
      }
    })
    .get('/interaction/:uid/signup', async (c) => c.html(signUpHtml(c, await details(c))))
    .post('/interaction/:uid/signup', async (c) => {
      const interaction = await details(c);
      const form = signUpForm.safeParse(await readBody(c));
      const values = form.success ? form.data : { email: '', firstName: '', lastName: '', password: '' };
      try {
        await accounts.limits.consume(`signup-ip:${clientIp(c)}`, RATE_RULES.signUpPerIp);
        const customer = await accounts.customers.create({
          ...values,
          ip: clientIp(c),
          registerSource: 'identity',
        });
        return finishLogin(c, customer.uuid);
      } catch (error) {
        const key = failure(error);
        const { password: _password, ...kept } = values;
        return c.html(
          signUpHtml(c, interaction, { values: kept, error: key }),
          key === 'tooMany' ? 429 : 422,
        );
      }
    })
    .get('/interaction/:uid/abort', async (c) => {
      const returnTo = await (await provider()).interactionResult(
        node(c).incoming,
        node(c).outgoing,
        { error: 'access_denied', error_description: 'The viewer cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      );
      return c.redirect(returnTo, 303);
    });
}
