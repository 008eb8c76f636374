import { Hono } from 'hono';
import type { FacadeDeps } from '../shared/facadeContext.ts';
import { issueNotificationCredentials } from '../shared/notificationCredentials.ts';
import { handlePaywall, paywallViewer } from './paywallResponse.ts';

/**
 * spec: payments 7 — `GET {host}/iot/keys` (bearer): the signed-in session's notification credentials
 * (issue 17), in the spec's shape.
 */
export function paywallNotificationRoutes(deps: FacadeDeps) {
  return new Hono().get(
    '/iot/keys',
    handlePaywall(async (c) => {
      const viewer = await paywallViewer(c, deps);
      return c.json(await issueNotificationCredentials(c, deps, viewer));
    }),
  );
}
