import { Hono } from 'hono';
import { RATE_RULES, type WatchListKind } from '../../../domain/accounts/index.ts';
import type { FacadeDeps } from '../shared/facadeContext.ts';
import {
  changePasswordSchema,
  customBody,
  customInput,
  listItemSchema,
  profileSchema,
  userUpdateSchema,
} from './customInput.ts';
import { bearerViewer, CustomError, handleCustom } from './customResponse.ts';

const PROFILE_FIELDS = ['companyName', 'address', 'phoneNumber', 'birthDate'] as const;

/**
 * The custom back end (spec: accounts 7.3; browsing, the custom back end's favourites and history),
 * at /providers/custom/. Any integration's bearer identifies the viewer, the managed identity's included.
 * A customer "has a user profile" once it was created here (metadata.custom_profile): until then the
 * profile call answers ok false, and the app opens personal details (spec: accounts 4.5).
 */
export function customRoutes(deps: FacadeDeps) {
  const { accounts } = deps;

  const profileOf = async (customerId: number) => {
    const customer = await accounts.customers.findById(customerId);
    if (!customer) throw new CustomError(404, 'Failed to fetch user profile.');
    const answers = await accounts.capture.answers(customerId);
    return {
      id: customer.uuid,
      email: customer.email,
      firstname: customer.firstName,
      lastname: customer.lastName,
      ...Object.fromEntries(PROFILE_FIELDS.map((field) => [field, answers[field] ?? ''])),
      created: Boolean(customer.metadata.custom_profile),
    };
  };

  /**
   * spec: browsing (custom back end) — GET lists the collection; POST adds one item by form field
   * media_id (history with progress); DELETE {endpoint}/{mediaId} removes one.
   */
  const list = (kind: WatchListKind) =>
    new Hono()
      .get(
        '/',
        handleCustom(async (c) => {
          const viewer = await bearerViewer(c, deps);
          const items = await accounts.lists.list(viewer.customer.id, kind, viewer.profileId ?? '');
          return c.json({
            collection: items.map((item) => ({
              media_id: item.mediaid,
              created_at: new Date(item.updatedAt).toISOString(),
              ...(kind === 'history'
                ? { progress: item.progress ?? 0, updated_at: new Date(item.updatedAt).toISOString() }
                : {}),
            })),
            // One page holds the whole list (48 at most): no further cursor.
            cursor: null,
          });
        }),
      )
      .post(
        '/',
        handleCustom(async (c) => {
          const viewer = await bearerViewer(c, deps);
          const item = await customBody(c, listItemSchema);
          await accounts.lists.put(
            viewer.customer.id,
            kind,
            [{ mediaid: item.media_id, progress: kind === 'history' ? item.progress : undefined }],
            viewer.profileId ?? '',
          );
          return c.json({ ok: true }, 201);
        }),
      )
      .delete(
        '/:mediaId',
        handleCustom(async (c) => {
          const viewer = await bearerViewer(c, deps);
          const { media_id } = customInput(listItemSchema, { media_id: c.req.param('mediaId') });
          await accounts.lists.remove(viewer.customer.id, kind, [media_id], viewer.profileId ?? '');
          return c.json({ ok: true });
        }),
      );

  return new Hono()
    .get(
      '/user/profile',
      handleCustom(async (c) => {
        const viewer = await bearerViewer(c, deps);
        const profile = await profileOf(viewer.customer.id);
        if (!profile.created) return c.json({ ok: false, error: 'Failed to fetch user profile.' });
        return c.json({ ok: true, ...profile });
      }),
    )
    .post(
      '/user/profile',
      handleCustom(async (c) => {
        const viewer = await bearerViewer(c, deps);
        const input = await customBody(c, profileSchema);
        await accounts.customers.update(viewer.customer.id, {
          firstName: input.firstname ?? viewer.customer.firstName,
          lastName: input.lastname ?? viewer.customer.lastName,
          metadata: { custom_profile: true },
        });
        await accounts.capture.save(
          viewer.customer.id,
          Object.fromEntries(PROFILE_FIELDS.map((field) => [field, input[field]])),
        );
        return c.json({ ok: true, ...(await profileOf(viewer.customer.id)) }, 201);
      }),
    )
    .put(
      '/user',
      handleCustom(async (c) => {
        const viewer = await bearerViewer(c, deps);
        const input = await customBody(c, userUpdateSchema);
        await accounts.customers.update(viewer.customer.id, {
          firstName: input.firstname,
          lastName: input.lastname,
        });
        return c.json({ ok: true, ...(await profileOf(viewer.customer.id)) });
      }),
    )
    .post(
      '/user/change-password',
      handleCustom(async (c) => {
        const viewer = await bearerViewer(c, deps);
        const input = await customBody(c, changePasswordSchema);
        if (input.password !== input.password_confirmation)
          throw new CustomError(422, 'The password confirmation does not match.');
        await accounts.limits.consume(
          `password-check:${viewer.customer.id}`,
          RATE_RULES.passwordCheckPerAccount,
        );
        await accounts.customers.changePassword(viewer.customer.id, input.old_password, input.password);
        // spec: accounts 4.8 — a 200 signs this device out; every other session ends here.
        await accounts.sessions.endOthers(viewer.customer, undefined, 'password_changed');
        return c.json({ ok: true, message: 'Password changed' });
      }),
    )
    .delete(
      '/user',
      handleCustom(async (c) => {
        const viewer = await bearerViewer(c, deps);
        await accounts.data.erase(viewer.customer);
        return c.json({ ok: true });
      }),
    )
    .route('/user/favorites', list('favorites'))
    .route('/user/history', list('history'));
}
