import { Hono } from 'hono';
import { RATE_RULES, type Viewer, type WatchListKind } from '../../../domain/accounts/index.ts';
import type { FacadeDeps } from '../shared/facadeContext.ts';
import { parseConsents } from './paywallConsents.ts';
import {
  accountUpdateSchema,
  changePasswordSchema,
  mediaSchema,
  passwordSchema,
  paywallBody,
  pinSchema,
  progressSchema,
} from './paywallInput.ts';
import { done, handlePaywall, PaywallError, paywallViewer } from './paywallResponse.ts';
import { presentAccount, splitFullName } from './presentAccount.ts';

/** The signed-in account's calls of the account provider (spec: accounts 7.2), bearer required. */
export function paywallAccountRoutes(deps: FacadeDeps) {
  const { accounts } = deps;
  const checkPassword = async (viewer: Viewer, password: string) => {
    await accounts.limits.consume(`password-check:${viewer.customer.id}`, RATE_RULES.passwordCheckPerAccount);
    // spec: accounts 8, Deletion and export — 'invalid credentials'.
    if (!(await accounts.customers.checkPassword(viewer.customer.id, password)))
      throw new PaywallError(401, 'invalid credentials', 'password');
  };

  const list = (kind: WatchListKind, path: string) =>
    new Hono()
      .get(
        path,
        handlePaywall(async (c) => {
          const viewer = await paywallViewer(c, deps);
          const items = await accounts.lists.list(viewer.customer.id, kind, viewer.profileId ?? '');
          return c.json({
            collection: items.map((item) => ({
              media_id: item.mediaid,
              created_at: Math.floor(item.updatedAt / 1000),
              ...(kind === 'history' ? { progress: item.progress ?? 0 } : {}),
            })),
            next_page: '',
          });
        }),
      )
      .post(
        path,
        handlePaywall(async (c) => {
          const viewer = await paywallViewer(c, deps);
          const input =
            kind === 'history'
              ? await paywallBody(c, progressSchema)
              : { ...(await paywallBody(c, mediaSchema)), progress: undefined };
          const { progress } = input;
          await accounts.lists.put(
            viewer.customer.id,
            kind,
            [{ mediaid: input.media_id, progress }],
            viewer.profileId ?? '',
          );
          return c.json(
            {
              media_id: input.media_id,
              ...(progress === undefined ? {} : { progress }),
              created_at: Math.floor(Date.now() / 1000),
            },
            201,
          );
        }),
      )
      .delete(
        `${path}/:mediaId`,
        handlePaywall(async (c) => {
          const viewer = await paywallViewer(c, deps);
          await accounts.lists.remove(
            viewer.customer.id,
            kind,
            [c.req.param('mediaId') ?? ''],
            viewer.profileId ?? '',
          );
          return done(c, 'Removed');
        }),
      );

  return new Hono()
    .get(
      '/accounts',
      handlePaywall(async (c) => c.json(presentAccount((await paywallViewer(c, deps)).customer))),
    )
    .put(
      '/accounts',
      handlePaywall(async (c) => {
        const viewer = await paywallViewer(c, deps);
        const input = await paywallBody(c, accountUpdateSchema);
        if (input.full_name.trim() === '' || input.full_name.length > 250)
          throw new PaywallError(
            422,
            'The full_name must not be empty and not be greater than 250 characters.',
            'full_name',
          );
        const split = splitFullName(input.full_name);
        // The consents in the metadata are the customer's answers: kept where sign-up keeps them too.
        const consents = input.metadata?.consents ? parseConsents(input.metadata.consents) : [];
        if (consents.length > 0) await accounts.consents.save(viewer.customer.id, consents);
        const customer = await accounts.customers.update(viewer.customer.id, {
          firstName: input.metadata?.first_name ?? split.firstName,
          lastName: input.metadata?.surname ?? split.lastName,
          metadata: {
            ...input.metadata,
            ...(input.date_of_birth ? { date_of_birth: input.date_of_birth } : {}),
          },
        });
        return c.json(presentAccount(customer));
      }),
    )
    .get(
      '/accounts/logout',
      handlePaywall(async (c) => {
        const viewer = await paywallViewer(c, deps);
        await accounts.sessions.end(viewer.sessionId);
        return done(c, 'Logged out');
      }),
    )
    .post(
      '/accounts/change-password',
      handlePaywall(async (c) => {
        const viewer = await paywallViewer(c, deps);
        const input = await paywallBody(c, changePasswordSchema);
        if (input.password !== input.password_confirmation)
          throw new PaywallError(422, 'The password confirmation does not match.', 'password_confirmation');
        await accounts.limits.consume(
          `password-check:${viewer.customer.id}`,
          RATE_RULES.passwordCheckPerAccount,
        );
        await accounts.customers.changePassword(viewer.customer.id, input.old_password, input.password);
        // This device stays signed in; every other session of the account ends (notifications tell them).
        await accounts.sessions.endOthers(viewer.customer, viewer.sessionId, 'password_changed');
        return done(c, 'Password changed');
      }),
    )
    .delete(
      '/accounts/erase',
      handlePaywall(async (c) => {
        const viewer = await paywallViewer(c, deps);
        const input = await paywallBody(c, passwordSchema);
        await checkPassword(viewer, input.password);
        await accounts.data.erase(viewer.customer);
        return done(c, 'Account erased');
      }),
    )
    .post(
      '/accounts/export',
      handlePaywall(async (c) => {
        const viewer = await paywallViewer(c, deps);
        const input = await paywallBody(c, passwordSchema);
        await checkPassword(viewer, input.password);
        const data = await accounts.data.export(viewer.customer);
        // The export goes to the account's address, never in the answer: a stolen token alone cannot read it.
        await accounts.mail.send({
          to: viewer.customer.email,
          subject: 'Your account data',
          text: `Here is everything we hold about your account, as JSON:\n\n${JSON.stringify(data, null, 2)}`,
        });
        return done(c, 'The export of your account data was sent to your e-mail address');
      }),
    )
    .post(
      '/v2/accounts/pin-codes/send',
      handlePaywall(async (c) => {
        const viewer = await paywallViewer(c, deps);
        await accounts.limits.consume(`pin-send:${viewer.customer.id}`, RATE_RULES.pinCodePerAccount);
        await accounts.pins.send(viewer.customer);
        return done(c, 'A confirmation code was sent to your e-mail address');
      }),
    )
    .post(
      '/v2/accounts/pin-codes/validate',
      handlePaywall(async (c) => {
        const viewer = await paywallViewer(c, deps);
        const { pin_code } = await paywallBody(c, pinSchema);
        await accounts.limits.consume(`pin-check:${viewer.customer.id}`, RATE_RULES.pinCodePerAccount);
        if (!(await accounts.pins.validate(viewer.customer, pin_code)))
          throw new PaywallError(401, 'Invalid pin code', 'pin_code');
        return done(c, 'The code is valid');
      }),
    )
    .get(
      '/v2/accounts/customers/data-capture',
      handlePaywall(async (c) =>
        c.json(await accounts.capture.status((await paywallViewer(c, deps)).customer.id)),
      ),
    )
    .route('/', list('favorites', '/v2/accounts/media/favorites'))
    .route('/', list('history', '/v2/accounts/media/watch-history'));
}
