import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmbeddedBroker } from '../../../server/notifications/embeddedBroker.ts';
import type { AccountNotifications, NotificationCredentials } from '../accountService.ts';
import { openNotificationChannel } from './notificationChannel.ts';
import type { NotificationMessage } from './notificationMessage.ts';

/**
 * Issue 17 — the app's channel against the reference broker in process: it subscribes to the account's
 * topic and hands over parsed messages; refused credentials are dropped and fetched anew; stop closes.
 */
let server: Server;
let broker: Awaited<ReturnType<typeof createEmbeddedBroker>>;
let endpoint: string;
const valid = new Set(['good-1', 'good-2']);

beforeAll(async () => {
  broker = await createEmbeddedBroker({
    logger: pino({ level: 'silent' }),
    async connect(accessKey, sessionToken) {
      return valid.has(accessKey) && sessionToken === `token-${accessKey}`
        ? { customerUuid: 'account-1', sessionId: 'session-1' }
        : undefined;
    },
  });
  server = createServer();
  broker.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/mqtt`;
});
afterAll(async () => {
  await broker.close();
  server.close();
});

const credentialsFor = (accessKey: string): NotificationCredentials => ({
  region: 'local',
  accessKey,
  secretKey: 'secret',
  sessionToken: `token-${accessKey}`,
  iotEndpoint: endpoint,
  expiresAt: Date.now() / 1000 + 3_600,
});

describe('the notification channel (spec: payments 4)', () => {
  it("subscribes to the account's topic and passes on each message; a refused set is fetched anew", async () => {
    // The first set the source hands out is stale (the broker refuses it), the next one works.
    const sets = [credentialsFor('stale'), credentialsFor('good-1')];
    const source: AccountNotifications = {
      topic: async () => 'account-1',
      credentials: vi.fn(async () => sets[0] as NotificationCredentials),
      forget: vi.fn(() => {
        sets.shift();
      }),
    };
    const received: NotificationMessage[] = [];
    const channel = openNotificationChannel(source, (message) => received.push(message));
    // Published until the channel has reconnected with the good set and subscribed.
    await vi.waitFor(
      async () => {
        await broker.publish('account-1', { type: 'account.logout', resource: { reason: 'sessions_limit' } });
        expect(received).toContainEqual({ type: 'account.logout', resource: { reason: 'sessions_limit' } });
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(source.forget).toHaveBeenCalled();
    expect(source.credentials).toHaveBeenCalledTimes(2);
    channel.stop();
  });

  it('stop unsubscribes and closes: nothing arrives after it', async () => {
    const source: AccountNotifications = {
      topic: async () => 'account-1',
      credentials: async () => credentialsFor('good-2'),
      forget: () => {},
    };
    const received: NotificationMessage[] = [];
    const channel = openNotificationChannel(source, (message) => received.push(message));
    await vi.waitFor(
      async () => {
        await broker.publish('account-1', { type: 'ping', resource: {} });
        expect(received.length).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 200 },
    );
    channel.stop();
    const before = received.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await broker.publish('account-1', { type: 'ping', resource: {} });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toHaveLength(before);
  });
});
