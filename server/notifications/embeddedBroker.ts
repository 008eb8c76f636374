import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { Logger } from 'pino';
import { createWebSocketStream, WebSocketServer } from 'ws';
import type { NotificationIdentity } from '../domain/accounts/notificationKeys.ts';
import { type NotificationPublisher, publishPacket, TARGET_SESSION } from './notificationMessage.ts';

/** The WebSocket path of the broker, on the server's own port (spec: payments 7 — path /mqtt). */
export const MQTT_PATH = '/mqtt';

/** MQTT 3.1.1 CONNACK 4, 'bad user name or password' (also for expired and ended credentials). */
const refused = (message: string): AuthenticateError =>
  Object.assign(new Error(message), { returnCode: 4 as AuthenticateError['returnCode'] });

/** As clientIp (requestContext.ts): X-Forwarded-For only when the operator says a proxy sets it. */
function connectionIp(request: IncomingMessage | undefined): string {
  const forwarded = request?.headers['x-forwarded-for'];
  if (process.env.TRUST_PROXY === 'true' && typeof forwarded === 'string')
    return forwarded.split(',')[0]?.trim() || 'unknown';
  return request?.socket.remoteAddress ?? 'unknown';
}

/**
 * The reference back end's MQTT broker (issue 17): aedes over WebSocket at /mqtt. A CONNECT carries the
 * notification credentials (username = accessKey, password = sessionToken); a client may subscribe to
 * its own account's topic only (anything else gets a SUBACK failure) and may publish nowhere. A message
 * meant for one session (the session limit's sign-out) reaches that session's connections only.
 */
export async function createEmbeddedBroker(deps: {
  /** Checks a CONNECT's credentials (accounts.notificationKeys.connect), failures limited per address. */
  connect(accessKey: string, sessionToken: string, ip: string): Promise<NotificationIdentity | undefined>;
  logger: Logger;
}): Promise<NotificationPublisher & { attach(server: Server): void }> {
  const identities = new WeakMap<Client, NotificationIdentity>();
  const bySession = new Map<string, Set<Client>>();
  const broker = await Aedes.createBroker({
    authenticate(client, username, password, done) {
      if (!username || !password) return done(refused('credentials required'), false);
      deps
        .connect(username, password.toString(), connectionIp(client.req))
        .then((identity) => {
          if (!identity) return done(refused('credentials not valid'), false);
          identities.set(client, identity);
          const clients = bySession.get(identity.sessionId) ?? new Set();
          clients.add(client);
          bySession.set(identity.sessionId, clients);
          done(null, true);
        })
        .catch((error: unknown) => {
          deps.logger.warn({ err: error }, 'notification credentials could not be checked');
          done(Object.assign(new Error('server unavailable'), { returnCode: 3 as const }), false);
        });
    },
    authorizeSubscribe(client, subscription, callback) {
      const allowed = subscription.topic === identities.get(client)?.customerUuid;
      callback(null, allowed ? subscription : null);
    },
    authorizePublish(client, _packet, callback) {
      // Only the server publishes (client null); a client that tries is disconnected.
      callback(client ? new Error('clients may not publish') : null);
    },
    authorizeForward(client, packet) {
      const target = packet.properties?.userProperties?.[TARGET_SESSION];
      if (target !== undefined && identities.get(client)?.sessionId !== target) return null;
      return packet;
    },
  });
  broker.on('clientDisconnect', (client) => {
    const identity = identities.get(client);
    if (identity) bySession.get(identity.sessionId)?.delete(client);
    if (identity && bySession.get(identity.sessionId)?.size === 0) bySession.delete(identity.sessionId);
  });
  const sockets = new WebSocketServer({ noServer: true });

  return {
    attach(server) {
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (new URL(request.url ?? '/', 'http://server').pathname !== MQTT_PATH) {
          socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
          return;
        }
        sockets.handleUpgrade(request, socket, head, (webSocket) => {
          const stream = createWebSocketStream(webSocket);
          stream.on('error', () => webSocket.terminate());
          broker.handle(stream, request);
        });
      });
    },
    publish(customerUuid, message, sessionId) {
      return new Promise((resolve, reject) =>
        broker.publish(publishPacket(customerUuid, message, sessionId), (error) =>
          error ? reject(error) : resolve(),
        ),
      );
    },
    disconnect({ sessionId }) {
      for (const client of bySession.get(sessionId) ?? []) client.close();
      bySession.delete(sessionId);
    },
    // CONNECTs are checked against the database: nothing to tell.
    async credentialsIssued() {},
    async close() {
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };
}
