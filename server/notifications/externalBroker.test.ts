import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationCredentials } from '../domain/accounts/notificationKeys.ts';
import { type RunningServer, startServer } from '../startServer.ts';
import { testSettings } from '../testSettings.ts';
import { accountProviderCalls } from './notificationTestKit.ts';

/**
 * Issue 17, the scale path: with MQTT_URL the server publishes to an external broker — here Debian's
 * Mosquitto with its dynamic security plugin, started by scripts/mosquitto/with-mosquitto.sh (`npm test`
 * does) — and hands apps the broker's own address. With MQTT_DYNAMIC_SECURITY each credential set is a
 * broker client that may subscribe to its own account's topic only, deleted when its session ends.
 * Skipped without the broker.
 */
const { MQTT_TEST_URL, MQTT_TEST_WS_URL } = process.env;

describe.skipIf(!MQTT_TEST_URL || !MQTT_TEST_WS_URL)('notifications through Mosquitto (MQTT_URL)', () => {
  let server: RunningServer;
  const clients: MqttClient[] = [];
  beforeAll(async () => {
    server = await startServer(
      testSettings({
        PGLITE_DATA_DIR: 'memory://',
        SESSION_LIMIT: '1',
        MQTT_URL: MQTT_TEST_URL,
        MQTT_PUBLIC_ENDPOINT: MQTT_TEST_WS_URL,
        MQTT_DYNAMIC_SECURITY: 'true',
      }),
    );
  });
  afterAll(async () => {
    for (const client of clients) client.end(true);
    await server?.close();
  });

  const { post, signUp, keys } = accountProviderCalls(() => server.url);

  /** Connects to the broker's WebSocket as an app does, with MQTT 5 to read the message's properties. */
  async function connect(
    credentials: Pick<NotificationCredentials, 'accessKey' | 'sessionToken' | 'iotEndpoint'>,
  ) {
    const client = await mqtt.connectAsync(credentials.iotEndpoint, {
      username: credentials.accessKey,
      password: credentials.sessionToken,
      protocolVersion: 5,
      reconnectPeriod: 0,
    });
    clients.push(client);
    return client;
  }

  it("apps get the broker's address and connect with their set; wrong passwords are refused", async () => {
    const { token } = await signUp();
    const credentials = await keys(token);
    expect(credentials.iotEndpoint).toBe(MQTT_TEST_WS_URL);
    (await connect(credentials)).end(true);
    await expect(connect({ ...credentials, sessionToken: 'wrong' })).rejects.toThrow();
  });

  it("a set may subscribe to its own account's topic only", async () => {
    const owner = await signUp();
    const other = await signUp();
    const client = await connect(await keys(owner.token));
    const refusal = await client.subscribeAsync([owner.uuid, other.uuid]).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ packet: { granted: [0, 135] } });
  });

  it("the session limit's account.logout arrives through the broker; the ended set is deleted", async () => {
    const { email, token, uuid } = await signUp();
    const credentials = await keys(token);
    const listener = await connect(credentials);
    const closed = new Promise<void>((resolve) => listener.once('close', () => resolve()));
    const heard = new Promise<{ payload: unknown; session: unknown }>((resolve) =>
      listener.once('message', (_topic, payload, packet) =>
        resolve({
          payload: JSON.parse(payload.toString()),
          session: packet.properties?.userProperties?.['ott-session'],
        }),
      ),
    );
    await listener.subscribeAsync(uuid);
    // Limit 1: signing in again ends the first session.
    await post('/accounts/authenticate', { grant_type: 'password', username: email, password: 'secret12' });
    const message = await heard;
    expect(message.payload).toMatchObject({ type: 'account.logout', resource: { reason: 'sessions_limit' } });
    expect(message.session).toEqual(expect.any(String));
    // A second later the broker deletes the set's client, which closes its connection; it cannot return.
    await closed;
    await expect(connect(credentials)).rejects.toThrow();
  });
});
