import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSettingsSchema } from './serverSettings.ts';
import { type RunningServer, startServer } from './startServer.ts';

/**
 * Payments on two instances of one PostgreSQL (issue 23): a payment begun on one instance finishes on
 * the other — the 3-D Secure page, the finalize, the provider's notifications (both instances sweep
 * the provider's outbox), the renewals both instances run — and is charged and granted once. Runs in
 * the PostgreSQL step (scripts/postgres/).
 */
const { DATABASE_URL } = process.env;

describe.skipIf(!DATABASE_URL)('payments on two instances of one PostgreSQL', () => {
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    const signingSecret = randomBytes(32).toString('hex');
    for (let i = 0; i < 2; i += 1)
      servers.push(
        await startServer(
          serverSettingsSchema.parse({
            PORT: '0',
            HOST: '127.0.0.1',
            DATABASE_URL,
            STATIC_DIR: 'public',
            LOG_LEVEL: 'silent',
            SIGNING_SECRET: signingSecret,
          }),
        ),
      );
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  const url = (i: number, path: string) =>
    `${servers[i % 2]?.url}${path.startsWith('/') ? path : `/providers/subscription/${path}`}`;
  async function call(i: number, method: string, path: string, body?: unknown, token?: string, headers = {}) {
    const response = await fetch(url(i, path), {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    return {
      status: response.status,
      data: json.responseData,
      errors: json.errors,
      headers: response.headers,
    };
  }
  async function customer() {
    const { data } = await call(0, 'POST', 'customers', {
      email: `scale-${randomBytes(6).toString('hex')}@example.com`,
      password: 'Secret123',
      firstName: 'Sam',
      lastName: 'Scale',
      publisherId: 'reference-subscriptions',
    });
    return { token: data.jwt as string, id: data.customerId as number };
  }
  const card = (number: string) => ({
    type: 'scheme',
    holderName: 'Sam Scale',
    encryptedCardNumber: `test_${number}`,
    encryptedExpiryMonth: 'test_03',
    encryptedExpiryYear: 'test_2030',
    encryptedSecurityCode: 'test_737',
  });
  const order = async (i: number, token: string, offerId: string) =>
    (await call(i, 'POST', 'orders', { offerId }, token)).data.order.id as number;
  const transactions = async (i: number, who: { token: string; id: number }) =>
    (await call(i, 'GET', `customers/${who.id}/transactions`, undefined, who.token)).data.items as Array<{
      actionType: string;
    }>;
  async function press(i: number, pageUrl: string, action: string) {
    const path = new URL(pageUrl, 'http://x').pathname;
    const response = await fetch(url(i, path), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `action=${action}`,
      redirect: 'manual',
    });
    return new URL(response.headers.get('location') ?? '', 'http://x');
  }

  it('3-D Secure begun on one instance, answered and finalized on the other, pays once', async () => {
    const buyer = await customer();
    const orderId = await order(0, buyer.token, 'P-PREMIER1');
    const started = await call(
      1,
      'POST',
      'connectors/card/initial-payment',
      {
        orderId,
        returnUrl: 'http://app.example/?u=finalize-payment',
        paymentMethod: card('4000002760003184'),
      },
      buyer.token,
    );
    const back = await press(0, started.data.action.url, 'complete');
    const done = await call(
      1,
      'POST',
      'connectors/card/initial-payment/finalize',
      {
        orderId,
        details: { redirectResult: back.searchParams.get('redirectResult') },
      },
      buyer.token,
    );
    expect(done.data.payment.status).toBe('captured');
    expect((await call(0, 'GET', 'entitlements/P-PREMIER1', undefined, buyer.token)).data.accessGranted).toBe(
      true,
    );
    // both instances sweep the provider outbox: its notification arrives, and changes nothing
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await transactions(0, buyer)).toHaveLength(1);
  });

  it('one Idempotency-Key on both instances at once charges once', async () => {
    const buyer = await customer();
    const orderId = await order(0, buyer.token, 'P-PREMIER1');
    const key = { 'idempotency-key': `twin-${Date.now()}` };
    const body = { orderId, returnUrl: 'http://app.example/', paymentMethod: card('4242424242424242') };
    const answers = await Promise.all(
      [0, 1].map((i) => call(i, 'POST', 'connectors/card/initial-payment', body, buyer.token, key)),
    );
    const statuses = answers.map((a) => a.status).sort();
    // a twin racing the first is refused (409); one arriving after it is answered with the first answer
    expect(statuses[0]).toBe(200);
    if (statuses[1] === 200)
      expect(answers.some((a) => a.headers.get('idempotent-replayed') === 'true')).toBe(true);
    else expect(statuses[1]).toBe(409);
    expect(
      (await call(1, 'POST', 'connectors/card/initial-payment', body, buyer.token, key)).headers.get(
        'idempotent-replayed',
      ),
    ).toBe('true');
    expect(await transactions(1, buyer)).toHaveLength(1);
  });

  it('a wallet approval on one instance is granted through the notification once', async () => {
    const buyer = await customer();
    const orderId = await order(1, buyer.token, 'R-RENTAL48');
    const { data } = await call(
      0,
      'POST',
      'connectors/wallet/v1/tokens',
      {
        orderId,
        successUrl: 'http://app.example/s',
        cancelUrl: 'http://app.example/c',
        errorUrl: 'http://app.example/e',
      },
      buyer.token,
    );
    await press(1, data.redirectUrl, 'approve');
    let granted = false;
    for (let attempt = 0; attempt < 40 && !granted; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      granted = (await call(attempt, 'GET', 'entitlements/R-RENTAL48', undefined, buyer.token)).data
        .accessGranted;
    }
    expect(granted).toBe(true);
    expect(await transactions(0, buyer)).toHaveLength(1);
  });

  it('renewals run by both instances at once charge a period once', async () => {
    const buyer = await customer();
    const orderId = await order(0, buyer.token, 'S-MONTHLY');
    await call(
      0,
      'POST',
      'connectors/card/initial-payment',
      { orderId, returnUrl: 'http://app.example/', paymentMethod: card('4242424242424242') },
      buyer.token,
    );
    await Promise.all([
      call(0, 'POST', '/dev/payments/clock', { days: 8 }),
      call(1, 'POST', '/dev/payments/clock', { hours: 1 }),
    ]);
    await call(1, 'POST', '/dev/payments/clock', { hours: 1 });
    expect((await transactions(0, buyer)).map((row) => row.actionType)).toEqual(['renewal', 'trial']);
  });
});
