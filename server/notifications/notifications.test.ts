import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationCredentials } from '../domain/accounts/notificationKeys.ts';
import { type RunningServer, startServer } from '../startServer.ts';
import { testSettings } from '../testSettings.ts';
import { accountProviderCalls } from './notificationTestKit.ts';

/**
 * Issue 17 — the embedded broker on a real listening server: credentials from GET /iot/keys, checked on
 * CONNECT; a client hears its own account's topic only; the session limit's sign-out reaches the
 * ended session's connection alone.
 */
let server: RunningServer;
const clients: MqttClient[] = [];

beforeAll(async () => {
  server = await startServer(
    testSettings({
      PGLITE_DATA_DIR: 'memory://',
      SESSION_LIMIT: '2',
    }),
  );
});
afterAll(async () => {
  for (const client of clients) client.end(true);
  await server.close();
});

const { post, signUp, signIn, keys } = accountProviderCalls(() => server.url);

/** Connects as the app does; resolves with the client, or rejects with the broker's refusal. */
async function connect(
  credentials: Pick<NotificationCredentials, 'accessKey' | 'sessionToken' | 'iotEndpoint'>,
) {
  const client = await mqtt.connectAsync(credentials.iotEndpoint, {
    username: credentials.accessKey,
    password: credentials.sessionToken,
    reconnectPeriod: 0,
    connectTimeout: 5_000,
  });
  clients.push(client);
  return client;
}

function nextMessage(client: MqttClient, withinMs = 3_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message')), withinMs);
    client.once('message', (_topic, payload) => {
      clearTimeout(timer);
      resolve(JSON.parse(payload.toString()));
    });
  });
}

describe('GET /iot/keys (spec: payments 3, 7)', () => {
  it("answers the spec's credential shape for the session, with the broker's ws:// address", async () => {
    const { token } = await signUp();
    const credentials = await keys(token);
    expect(credentials).toEqual({
      region: 'local',
      accessKey: expect.stringMatching(/^OTT[0-9A-F]{20}$/),
      secretKey: expect.any(String),
      sessionToken: expect.any(String),
      iotEndpoint: `${server.url.replace('http:', 'ws:')}/mqtt`,
      expiresAt: expect.any(Number),
    });
    expect(credentials.expiresAt - Date.now() / 1000).toBeGreaterThan(3_500);
  });

  it('needs a signed-in viewer', async () => {
    const response = await fetch(`${server.url}/providers/paywall/iot/keys`);
    expect(response.status).toBe(401);
  });
});

describe('the broker (issue 17)', () => {
  it('refuses a CONNECT without credentials, with a wrong token or an unknown key', async () => {
    const { token } = await signUp();
    const credentials = await keys(token);
    await expect(connect({ ...credentials, accessKey: '', sessionToken: '' })).rejects.toThrow();
    await expect(connect({ ...credentials, sessionToken: 'wrong' })).rejects.toThrow(
      /Bad username or password/i,
    );
    await expect(connect({ ...credentials, accessKey: 'OTT0000' })).rejects.toThrow(
      /Bad username or password/i,
    );
    // A new set replaces the session's old one: one set per session.
    const renewed = await keys(token);
    await expect(connect(credentials)).rejects.toThrow(/Bad username or password/i);
    (await connect(renewed)).end(true);
  });

  it("lets a client subscribe to its own account's topic only, and publish nowhere", async () => {
    const owner = await signUp();
    const other = await signUp();
    const client = await connect(await keys(owner.token));
    // mqtt.js rejects a SUBACK with a failure in it; the packet says which topics were refused.
    const refusal = await client
      .subscribeAsync([owner.uuid, other.uuid, '#'])
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ packet: { cmd: 'suback', granted: [0, 128, 128] } });
    // Publishing is refused: the broker closes the connection.
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    client.publish(owner.uuid, 'spoof');
    await closed;
  });

  it("the session limit's sign-out reaches the ended session only; its credentials stop working", async () => {
    const { email, token: first, uuid } = await signUp();
    const firstKeys = await keys(first);
    const firstClient = await connect(firstKeys);
    await firstClient.subscribeAsync(uuid);
    const second = await signIn(email);
    const secondClient = await connect(await keys(second));
    await secondClient.subscribeAsync(uuid);
    const heardBySecond = nextMessage(secondClient, 1_500);
    const heardByFirst = nextMessage(firstClient);
    // Limit 2: a third sign-in ends the oldest session, the first.
    await signIn(email);
    expect(await heardByFirst).toEqual({
      type: 'account.logout',
      resource: { reason: 'sessions_limit', message: expect.stringContaining('too many devices') },
    });
    await expect(heardBySecond).rejects.toThrow('no message');
    await expect(connect(firstKeys)).rejects.toThrow(/Bad username or password/i);
  });

  it('a password change tells the other sessions, not the one that changed it', async () => {
    const { email, token: other, uuid } = await signUp();
    const changer = await signIn(email);
    const otherClient = await connect(await keys(other));
    const changerClient = await connect(await keys(changer));
    await otherClient.subscribeAsync(uuid);
    await changerClient.subscribeAsync(uuid);
    const heardByChanger = nextMessage(changerClient, 1_500);
    const heardByOther = nextMessage(otherClient);
    const changed = await post(
      '/accounts/change-password',
      { old_password: 'secret12', password: 'secret34', password_confirmation: 'secret34' },
      changer,
    );
    expect(changed.status).toBe(200);
    expect(await heardByOther).toMatchObject({
      type: 'account.logout',
      resource: { reason: 'password_changed' },
    });
    await expect(heardByChanger).rejects.toThrow('no message');
  });
});
