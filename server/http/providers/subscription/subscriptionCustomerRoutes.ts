import { Hono } from 'hono';
import { RATE_RULES, type Viewer } from '../../../domain/accounts/index.ts';
import type { FacadeDeps } from '../shared/facadeContext.ts';
import { presentCustomer } from './presentCustomer.ts';
import { handle, ownCustomer } from './subscriptionHandler.ts';
import {
  captureSchema,
  consentsSchema,
  customerPatchSchema,
  deleteSchema,
  subscriptionBody,
} from './subscriptionInput.ts';
import { ok, SubscriptionError } from './subscriptionResponse.ts';

/** The signed-in customer's own data (spec: accounts 7.1): bearer, and only their own id. */
export function subscriptionCustomerRoutes(deps: FacadeDeps) {
  const { accounts } = deps;
  const present = async (viewer: Viewer) => {
    const customer = (await accounts.customers.findById(viewer.customer.id)) ?? viewer.customer;
    const [favorites, history] = await Promise.all([
      accounts.lists.list(customer.id, 'favorites'),
      accounts.lists.list(customer.id, 'history'),
    ]);
    return presentCustomer(customer, { favorites, history });
  };

  return new Hono()
    .get(
      '/customers/:id',
      handle(async (c) => ok(c, await present(await ownCustomer(c, deps)))),
    )
    .patch(
      '/customers/:id',
      handle(async (c) => {
        const viewer = await ownCustomer(c, deps);
        const input = await subscriptionBody(c, customerPatchSchema);
        const id = viewer.customer.id;
        if (input.email !== undefined || input.confirmationPassword !== undefined) {
          // spec: accounts 5.6 — both or neither.
          if (!input.email || !input.confirmationPassword)
            throw new SubscriptionError(422, 'Wrong email/password combination');
          await accounts.limits.consume(`password-check:${id}`, RATE_RULES.passwordCheckPerAccount);
          await accounts.customers.updateEmail(id, input.email, input.confirmationPassword);
        }
        if (input.firstName !== undefined || input.lastName !== undefined)
          await accounts.customers.update(id, { firstName: input.firstName, lastName: input.lastName });
        // spec: browsing 5 — this provider keeps favourites and history in externalData; a list sent replaces it.
        for (const kind of ['favorites', 'history'] as const) {
          const list = input.externalData?.[kind];
          if (!list) continue;
          await accounts.lists.clear(id, kind);
          const now = Date.now();
          await accounts.lists.put(
            id,
            kind,
            list.map((entry, index) => ({ ...entry, updatedAt: now - index })),
          );
        }
        return ok(c, await present(viewer));
      }),
    )
    .get(
      '/publishers/:publisherId/consents',
      handle(async (c) => ok(c, { consents: accounts.consents.publisherConsents() })),
    )
    .get(
      '/customers/:id/consents',
      handle(async (c) => {
        const viewer = await ownCustomer(c, deps);
        return ok(c, { consents: await consentsOf(viewer.customer.id) });
      }),
    )
    .put(
      '/customers/:id/consents',
      handle(async (c) => {
        const viewer = await ownCustomer(c, deps);
        const { consents } = await subscriptionBody(c, consentsSchema);
        await accounts.consents.save(viewer.customer.id, consents);
        await accounts.customers.update(viewer.customer.id, {
          metadata: { consents: JSON.stringify(consents) },
        });
        return ok(c, { consents: await consentsOf(viewer.customer.id) });
      }),
    )
    .get(
      '/customers/:id/capture/status',
      handle(async (c) => {
        const viewer = await ownCustomer(c, deps);
        return ok(c, await accounts.capture.status(viewer.customer.id));
      }),
    )
    .put(
      '/customers/:id/capture',
      handle(async (c) => {
        const viewer = await ownCustomer(c, deps);
        const {
          customerId: _id,
          firstName,
          lastName,
          customAnswers,
          ...fields
        } = await subscriptionBody(c, captureSchema);
        if (firstName !== undefined || lastName !== undefined)
          await accounts.customers.update(viewer.customer.id, { firstName, lastName });
        const custom = Object.fromEntries(
          (customAnswers ?? []).map((answer) => [answer.questionId, answer.value]),
        );
        await accounts.capture.save(viewer.customer.id, { ...fields, ...custom });
        return ok(c, {});
      }),
    )
    .post(
      '/customers/delete',
      handle(async (c) => {
        const viewer = await ownCustomer(c, deps);
        const { customerID } = await subscriptionBody(c, deleteSchema);
        if (String(customerID) !== String(viewer.customer.id))
          throw new SubscriptionError(404, 'Failed to delete customer');
        await accounts.data.erase(viewer.customer);
        return ok(c, { data: { success: true } });
      }),
    );

  async function consentsOf(customerId: number) {
    const given = await accounts.consents.list(customerId);
    return accounts.consents.publisherConsents().map((consent) => {
      const state = given.find((item) => item.name === consent.name);
      return {
        customerId: String(customerId),
        name: consent.name,
        label: consent.label,
        required: consent.required,
        version: state?.version ?? consent.version,
        needsUpdate: state ? state.version !== consent.version : true,
        state: state?.state ?? 'declined',
      };
    });
  }
}
