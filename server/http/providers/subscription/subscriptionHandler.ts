import type { Context } from 'hono';
import type { Viewer } from '../../../domain/accounts/index.ts';
import type { FacadeDeps } from '../shared/facadeContext.ts';
import { fail, SubscriptionError, toSubscriptionError } from './subscriptionResponse.ts';

/** Runs a handler and answers any refusal in the vendor's envelope; other errors reach the server's handler. */
export function handle(work: (c: Context) => Promise<Response>) {
  return async (c: Context) => {
    try {
      return await work(c);
    } catch (error) {
      const known = toSubscriptionError(error);
      if (known) return fail(c, known);
      throw error;
    }
  };
}

/**
 * The viewer a bearer names, and only for their own customer id in the path: another id answers 404, as
 * if it did not exist.
 */
export async function ownCustomer(c: Context, deps: FacadeDeps): Promise<Viewer> {
  const viewer = await deps.viewerAuth.identify(c);
  if (!viewer) throw new SubscriptionError(401, 'Invalid JWT token');
  const id = c.req.param('id');
  if (id !== undefined && id !== String(viewer.customer.id))
    throw new SubscriptionError(404, 'Customer not found');
  return viewer;
}
