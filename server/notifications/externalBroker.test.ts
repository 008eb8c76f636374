import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSettingsSchema } from '../serverSettings.ts';
import { type RunningServer, startServer } from '../startServer.ts';

/**
 * Issue 17, the scale path: with MQTT_URL the server publishes to an external broker — here Debian's
 * Mosquitto, started by scripts/mosquitto/with-mosquitto.sh (`npm test` does) — and hands apps the
 * broker's own address. Skipped without it.
 */
const { MQTT_TEST_URL, MQTT_TEST_WS_URL } = process.env;

describe.skipIf(!MQTT_TEST_URL || !MQTT_TEST_WS_URL)('notifications through Mosquitto (MQTT_URL)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(
      serverSettingsSchema.parse({
        PORT: '0',
        HOST: '127.0.0.1',
        STATIC_DIR: 'public',
        LOG_LEVEL: 'silent',
        PGLITE_DATA_DIR: 'memory://',
        SESSION_LIMIT: '1',
        MQTT_URL: MQTT_TEST_URL,
        MQTT_PUBLIC_ENDPOINT: MQTT_TEST_WS_URL,
      }),
    );
  });
  afterAll(() => server?.close());

  const form = (values: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'reference-paywall', ...values }).toString(),
  });

  it("the session limit's account.logout arrives through the broker, naming its session", async () => {
    const email = `mosquitto-${Date.now()}@example.com`;
    const signedUp = await fetch(
      `${server.url}/providers/paywall/accounts`,
      form({
        full_name: 'Mo Squitto',
        username: email,
        password: 'secret12',
        password_confirmation: 'secret12',
        'metadata[terms]': 'true',
      }),
    );
    const { access_token, account } = (await signedUp.json()) as {
      access_token: string;
      account: { uuid: string };
    };
    const keys = await fetch(`${server.url}/providers/paywall/iot/keys`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(((await keys.json()) as { iotEndpoint: string }).iotEndpoint).toBe(MQTT_TEST_WS_URL);

    // A listener on the broker's WebSocket, as an app connects (this broker lets anyone in: the
    // README shows an operator's set-up).
    const listener = await mqtt.connectAsync(MQTT_TEST_WS_URL as string, { protocolVersion: 5 });
    const heard = new Promise<{ payload: unknown; session: unknown }>((resolve) =>
      listener.once('message', (_topic, payload, packet) =>
        resolve({
          payload: JSON.parse(payload.toString()),
          session: packet.properties?.userProperties?.['ott-session'],
        }),
      ),
    );
    await listener.subscribeAsync(account.uuid);
    // Limit 1: signing in again ends the first session.
    await fetch(
      `${server.url}/providers/paywall/accounts/authenticate`,
      form({ grant_type: 'password', username: email, password: 'secret12' }),
    );
    const message = await heard;
    expect(message.payload).toMatchObject({ type: 'account.logout', resource: { reason: 'sessions_limit' } });
    expect(message.session).toEqual(expect.any(String));
    await listener.endAsync();
  });
});
