import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../startServer.ts';
import { testSettings } from '../../testSettings.ts';

/**
 * The TV's fast path on a real listening server and its embedded broker: the hand-off's notification
 * credentials connect, the account topic is the one settlement publishes to, and the phone's payment
 * reaches the TV there while the status poll agrees.
 */
let server: RunningServer;
let client: MqttClient | undefined;
beforeAll(async () => {
  server = await startServer(testSettings({ PGLITE_DATA_DIR: 'memory://' }));
});
afterAll(async () => {
  client?.end(true);
  await server.close();
});

async function call(path: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    redirect: 'manual',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.headers as Record<string, string>),
    },
  });
  const type = response.headers.get('content-type') ?? '';
  return { response, body: type.includes('json') ? await response.json() : undefined };
}

describe('the TV hears the phone pay (subscription integration)', () => {
  it('subscribe.success on the topic of /payment-handoffs/:id/notifications; the poll says paid', async () => {
    const { body: signUp } = await call('/providers/subscription/customers', {
      method: 'POST',
      body: JSON.stringify({
        email: `tv-${Date.now()}@example.com`,
        password: 'Secret123',
        firstName: 'Tess',
        lastName: 'Viewer',
        country: 'US',
        publisherId: 'reference-subscriptions',
      }),
    });
    const token = signUp.responseData.jwt as string;
    const { body: ordered } = await call('/providers/subscription/orders', {
      method: 'POST',
      token,
      body: JSON.stringify({ offerId: 'S-YEARLY' }),
    });
    const { body: handoff } = await call('/payment-handoffs', {
      method: 'POST',
      token,
      body: JSON.stringify({ orderId: String(ordered.responseData.order.id) }),
    });
    const { body: keys } = await call(`/payment-handoffs/${handoff.id}/notifications`, { token });
    expect(keys.iotEndpoint).toBe(`${server.url.replace('http:', 'ws:')}/mqtt`);
    client = await mqtt.connectAsync(keys.iotEndpoint, {
      username: keys.accessKey,
      password: keys.sessionToken,
      reconnectPeriod: 0,
      connectTimeout: 5_000,
    });
    await client.subscribeAsync(keys.topic);
    const heard = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no message')), 3_000);
      client?.once('message', (_topic, payload) => {
        clearTimeout(timer);
        resolve(JSON.parse(payload.toString()));
      });
    });

    const opened = await call(new URL(handoff.url).pathname);
    expect(opened.response.status).toBe(303);
    const cookie = (opened.response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const paid = await call('/pay/order/card', {
      method: 'POST',
      headers: { cookie },
      body: JSON.stringify({
        paymentMethod: {
          type: 'scheme',
          holderName: 'Tess Viewer',
          encryptedCardNumber: 'test_4242424242424242',
          encryptedExpiryMonth: 'test_03',
          encryptedExpiryYear: 'test_2030',
          encryptedSecurityCode: 'test_737',
        },
      }),
    });
    expect(paid.body).toEqual({ next: '/pay/order/paid' });
    expect(await heard).toEqual({ type: 'subscribe.success', resource: { message: 'Payment successful' } });
    expect((await call(`/payment-handoffs/${handoff.id}`, { token })).body.status).toBe('paid');
  });
});
