import { Hono } from 'hono';
import type { FacadeDeps } from '../shared/facadeContext.ts';
import { handlePaywall, paywallViewer } from './paywallResponse.ts';

/**
 * spec: payments 7 — `GET {host}/iot/keys` (bearer): the signed-in session's notification credentials
 * (issue 17). `iotEndpoint` is the broker's full address: the operator's (MQTT_PUBLIC_ENDPOINT) where an
 * external broker is used, else this server's own /mqtt, wss behind TLS.
 */
export function paywallNotificationRoutes(deps: FacadeDeps) {
  return new Hono().get(
    '/iot/keys',
    handlePaywall(async (c) => {
      const viewer = await paywallViewer(c, deps);
      const own = new URL('/mqtt', c.req.url);
      const tls = own.protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
      own.protocol = tls ? 'wss:' : 'ws:';
      const endpoint = deps.notifications?.endpoint ?? own.toString();
      const replacedKey = await deps.accounts.notificationKeys.keyOf(viewer.sessionId);
      const credentials = await deps.accounts.notificationKeys.issue(viewer, endpoint);
      await deps.notifications?.broker?.credentialsIssued({
        customerUuid: viewer.customer.uuid,
        accessKey: credentials.accessKey,
        sessionToken: credentials.sessionToken,
        ...(replacedKey ? { replacedKey } : {}),
      });
      return c.json(credentials);
    }),
  );
}
