/**
 * Payments on the reference back end over real HTTP on loopback (issue 23), one instance on the
 * embedded database:
 * - throughput: customers each create an order and pay it by card (4242, the hosted component's sandbox
 *   fields) with CONCURRENCY requests in flight; payments per second over the whole run;
 * - confirmation to entitlement: a wallet payment is confirmed by the provider's signed notification
 *   (the way a real provider confirms); the time from posting that notification to the merchant
 *   endpoint until `GET /entitlements/{offerId}` answers true — no polling: the first read is already
 *   true, because the notification settles the payment, the subscription or access and the transaction
 *   in one database transaction before it is answered.
 * `npx tsx scripts/bench/payments.ts [payments=200] [confirmations=100]`
 */
import { MERCHANT_NOTIFICATION_PATH, SIGNATURE_HEADER, signNotification } from '../../server/psp/index.ts';
import { openReferenceServer } from './referenceServer.ts';
import { median, percentile } from './stats.ts';

const PAYMENTS = Number(process.argv[2] ?? 200);
const CONFIRMATIONS = Number(process.argv[3] ?? 100);
const CONCURRENCY = 8;

const reference = await openReferenceServer();
const server = await reference.listen('public');
const S = `${server.url}/providers/subscription`;

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${path.startsWith('http') ? '' : S}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as {
    responseData: { order: { id: number }; payment?: { status: string }; accessGranted?: boolean };
  };
}

let serial = 0;
/** A customer made in the domain and signed in (the façade limits sign-ups per address: not measured here). */
async function customer(): Promise<string> {
  serial += 1;
  const made = await reference.accounts.customers.create({
    email: `bench${serial}.${Date.now()}@example.com`,
    password: null,
    firstName: 'Ben',
    lastName: 'Chmark',
    registerSource: 'bench',
  });
  return (await reference.accounts.sessions.start(made, { integration: 'subscription' })).accessToken;
}

const card = {
  type: 'scheme',
  holderName: 'Ben Chmark',
  encryptedCardNumber: 'test_4242424242424242',
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
};

// Customers first: they are not what is measured.
const tokens = await Promise.all(Array.from({ length: PAYMENTS }, () => customer()));
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < tokens.length) {
      const token = tokens[next++] as string;
      const { responseData } = await call('POST', '/orders', { offerId: 'P-PREMIER1' }, token);
      const paid = await call(
        'POST',
        '/connectors/card/initial-payment',
        { orderId: responseData.order.id, returnUrl: `${server.url}/`, paymentMethod: card },
        token,
      );
      if (paid.responseData.payment?.status !== 'captured') throw new Error(JSON.stringify(paid));
    }
  }),
);
const seconds = (performance.now() - started) / 1000;

const secret = await reference.payments.psp.notificationSecret();
const latencies: number[] = [];
for (let i = 0; i < CONFIRMATIONS; i += 1) {
  const token = tokens[i % tokens.length] as string;
  const { responseData } = await call('POST', '/orders', { offerId: 'R-RENTAL48' }, token);
  await call(
    'POST',
    '/connectors/wallet/v1/tokens',
    {
      orderId: responseData.order.id,
      successUrl: `${server.url}/s`,
      cancelUrl: `${server.url}/c`,
      errorUrl: `${server.url}/e`,
    },
    token,
  );
  const payment = await reference.database.db
    .selectFrom('payments')
    .select(['id', 'amount_minor', 'currency'])
    .where('order_id', '=', responseData.order.id)
    .executeTakeFirstOrThrow();
  const body = JSON.stringify({
    id: `evt_bench_${i}_${Date.now()}`,
    type: 'payment.authorised',
    created: Math.floor(Date.now() / 1000),
    data: {
      reference: payment.id,
      pspReference: `psp_bench_${i}`,
      amountMinor: payment.amount_minor,
      currency: payment.currency,
    },
  });
  const t0 = performance.now();
  await fetch(`${server.url}${MERCHANT_NOTIFICATION_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signNotification(body, secret, Math.floor(Date.now() / 1000)),
    },
    body,
  });
  const entitled = (await call('GET', '/entitlements/R-RENTAL48', undefined, token)).responseData
    .accessGranted;
  const t1 = performance.now();
  if (!entitled) throw new Error('not entitled right after the confirmation');
  latencies.push(t1 - t0);
  // The next round buys the rental again: end this access first.
  await reference.database.db.deleteFrom('accesses').where('order_id', '=', responseData.order.id).execute();
}

const round = (value: number) => Math.round(value * 10) / 10;
console.log(
  JSON.stringify(
    {
      payments: PAYMENTS,
      concurrency: CONCURRENCY,
      paymentsPerSecond: round(PAYMENTS / seconds),
      confirmations: CONFIRMATIONS,
      confirmationToEntitlementMs: {
        p50: round(median(latencies)),
        p99: round(percentile(latencies, 99)),
        max: round(Math.max(...latencies)),
      },
    },
    null,
    2,
  ),
);
await server.close();
await reference.close();
