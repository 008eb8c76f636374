import type { Context } from 'hono';
import type { Viewer } from '../../../domain/accounts/index.ts';
import type { NotificationCredentials } from '../../../domain/accounts/notificationKeys.ts';
import type { FacadeDeps } from './facadeContext.ts';

/**
 * A signed-in session's notification credentials (issue 17), replacing its previous set. `iotEndpoint`
 * is the broker's full address: the operator's (MQTT_PUBLIC_ENDPOINT) where an external broker is used,
 * else this server's own /mqtt, wss behind TLS. A broker that keeps its own clients learns the new set.
 */
export async function issueNotificationCredentials(
  c: Context,
  deps: Pick<FacadeDeps, 'accounts' | 'notifications'>,
  viewer: Viewer,
): Promise<NotificationCredentials> {
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
  return credentials;
}
