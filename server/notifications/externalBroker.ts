import mqtt from 'mqtt';
import type { Logger } from 'pino';
import { type NotificationPublisher, publishPacket } from './notificationMessage.ts';

/** Mosquitto's dynamic security API (its plugin ships with Debian's mosquitto 2). */
const CONTROL = '$CONTROL/dynamic-security/v1';

/** How often the broker's clients are checked against the credentials that still work. */
export const RECONCILE_MS = 60_000;

type Command = Record<string, unknown> & { command: string };

const responsesSchema = {
  parse(payload: Buffer): Array<{ command?: string; error?: string; data?: { clients?: unknown } }> {
    const body: unknown = JSON.parse(payload.toString());
    const responses = (body as { responses?: unknown }).responses;
    return Array.isArray(responses) ? responses : [];
  },
};

/**
 * Notifications through an operator's broker (MQTT_URL, issue 17): every instance publishes there, so
 * an app connected to the broker hears an event whichever instance raised it. A message for one session
 * carries its MQTT 5 user property, but the broker delivers it account-wide; the app acts on a sign-out
 * only once its own session is confirmed ended.
 *
 * With `dynamicSecurity` (MQTT_DYNAMIC_SECURITY, Mosquitto's plugin, the server's MQTT_URL user its
 * admin) the broker learns each credential set as a client of its own whose role may subscribe to its
 * account's topic only; an ended session's client is deleted (Mosquitto then closes its connections),
 * and every RECONCILE_MS the broker's clients are checked against the sets that still work, so expired
 * sets and those of deleted accounts go too.
 */
export async function connectExternalBroker(
  url: string,
  logger: Logger,
  dynamicSecurity?: { liveKeys(): Promise<Set<string>> },
): Promise<NotificationPublisher> {
  const client = await mqtt.connectAsync(url, {
    protocolVersion: 5,
    clientId: `ott-server-${process.pid}-${Math.random().toString(16).slice(2, 10)}`,
    reconnectPeriod: 2_000,
  });
  client.on('error', (error) => logger.warn({ err: error }, 'notification broker connection error'));
  const send = (commands: Command[]) =>
    client.publishAsync(CONTROL, JSON.stringify({ commands }), { qos: 1 });
  let reconciling: ReturnType<typeof setInterval> | undefined;

  if (dynamicSecurity) {
    await client.subscribeAsync(`${CONTROL}/response`);
    client.on('message', (topic, payload) => {
      if (topic !== `${CONTROL}/response`) return;
      for (const response of responsesSchema.parse(payload)) {
        // A role made by another instance or an earlier set is expected; deleting a gone client too.
        if (response.error && !/already exists|not found/i.test(response.error))
          logger.warn({ command: response.command, error: response.error }, 'broker refused a command');
        const clients = response.command === 'listClients' ? response.data?.clients : undefined;
        if (Array.isArray(clients))
          void sweep(clients.filter((name): name is string => typeof name === 'string'));
      }
    });
    const sweep = async (usernames: string[]) => {
      const live = await dynamicSecurity.liveKeys();
      const gone = usernames.filter((name) => name.startsWith('OTT') && !live.has(name));
      if (gone.length) await send(gone.map((username) => ({ command: 'deleteClient', username })));
    };
    reconciling = setInterval(() => {
      send([{ command: 'listClients', verbose: false, count: -1, offset: 0 }]).catch(() => undefined);
    }, RECONCILE_MS);
    reconciling.unref();
  }

  return {
    async publish(customerUuid, message, sessionId) {
      const { topic, payload, properties } = publishPacket(customerUuid, message, sessionId);
      await client.publishAsync(topic, payload, { qos: 1, ...(properties ? { properties } : {}) });
    },
    disconnect({ accessKey }) {
      if (dynamicSecurity && accessKey)
        send([{ command: 'deleteClient', username: accessKey }]).catch((error: unknown) =>
          logger.warn({ err: error }, 'broker client could not be deleted'),
        );
    },
    async credentialsIssued({ customerUuid, accessKey, sessionToken, replacedKey }) {
      if (!dynamicSecurity) return;
      const rolename = `ott-account-${customerUuid}`;
      await send([
        {
          command: 'createRole',
          rolename,
          acls: [{ acltype: 'subscribeLiteral', topic: customerUuid, priority: 0, allow: true }],
        },
        ...(replacedKey ? [{ command: 'deleteClient', username: replacedKey }] : []),
        { command: 'createClient', username: accessKey, password: sessionToken, roles: [{ rolename }] },
      ]);
    },
    async close() {
      clearInterval(reconciling);
      await client.endAsync();
    },
  };
}
