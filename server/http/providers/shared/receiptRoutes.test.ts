import { inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createViewerAuth } from '../../viewerAuth.ts';
import { paywallReceiptRoutes, subscriptionReceiptRoutes } from './receiptRoutes.ts';
import { openTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let app: Hono;
beforeAll(async () => {
  t = await openTestApp();
  // The deps as createServerApp makes them for its façades.
  const deps = {
    accounts: t.accounts,
    payments: t.payments.payments,
    viewerAuth: createViewerAuth(t.accounts),
    logger: pino({ level: 'silent' }),
    allowedOrigins: [],
  };
  app = new Hono()
    .route('/providers/paywall', paywallReceiptRoutes(deps, { name: 'Open OTT' }))
    .route('/providers/subscription', subscriptionReceiptRoutes(deps));
});
afterAll(() => t.close());

/** Through the whole server: the subscription provider's sign-up, order and card payment. */
async function call(path: string, body: unknown, token?: string) {
  const response = await t.app.request(`/providers/subscription${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()).responseData;
}

let counter = 0;
async function buyer(country: string, firstName = 'Bea') {
  counter += 1;
  const data = await call('/customers', {
    email: `receipt${counter}.${Date.now()}@example.com`,
    password: 'Secret123',
    firstName,
    lastName: 'Buyer',
    country,
    publisherId: 'reference-subscriptions',
  });
  return { token: data.jwt as string, id: data.customerId as number };
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

/** Buys an offer with the test card that always pays; the new transaction's public id ('T{n}'). */
async function purchase({ token, id }: Buyer, offerId: string): Promise<string> {
  const { order } = await call('/orders', { offerId, paymentMethodId: 1 }, token);
  const { payment } = await call(
    '/connectors/card/initial-payment',
    {
      orderId: order.id,
      returnUrl: 'http://localhost/?u=finalize-payment',
      paymentMethod: {
        type: 'scheme',
        holderName: 'Bea Buyer',
        encryptedCardNumber: 'test_4242424242424242',
        encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2030',
        encryptedSecurityCode: 'test_737',
      },
    },
    token,
  );
  expect(payment.status).toBe('captured');
  const response = await t.app.request(`/providers/subscription/customers/${id}/transactions`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()).responseData.items[0].transactionId as string;
}

const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });

/** The text drawn on a pdfkit page: its TJ hex strings, inflated if compressed. */
function pdfText(pdf: Buffer): string {
  const streams = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    const raw = Buffer.from(m[1] ?? '', 'latin1');
    return raw[0] === 0x78 ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
  });
  return [...streams.join('\n').matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) =>
      [...(m[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)]
        .map((h) => Buffer.from(h[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

describe('account provider receipt (spec: payments 7.2 accounting; 7.1 Receipt handling; 8)', () => {
  let token: string;
  let trx: string;
  beforeAll(async () => {
    const bea = await buyer('ES');
    token = bea.token;
    trx = await purchase(bea, 'P-PREMIER1');
  });

  it('answers the PDF as a file named receipt_{id}.pdf', async () => {
    const response = await get(`/providers/paywall/v2/accounting/transactions/${trx}/receipt`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="receipt_${trx}.pdf"`);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(trx);
    expect(text).toContain('24.19'); // 19.99 and 21 % Spanish tax
  });

  it('answers the HTML for ?format=html or a browser, in Spanish when asked', async () => {
    const path = `/providers/paywall/v2/accounting/transactions/${trx}/receipt`;
    const html = await get(`${path}?format=html&lang=es`, token);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await html.text();
    expect(page).toContain('Recibo');
    expect(page).toContain('24,19\u00a0€');
    const browser = await get(path, token, {
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      'accept-language': 'es-ES,es;q=0.9',
    });
    expect(await browser.text()).toContain('Premier: buy to own');
  });

  it("refuses another customer's transaction as not found, and a missing bearer as 401", async () => {
    const stranger = (await buyer('US')).token;
    for (const id of [trx, 'T999999999', 'T99999999999', 'nope']) {
      const response = await get(`/providers/paywall/v2/accounting/transactions/${id}/receipt`, stranger);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 404, message: 'Failed to get billing receipt' });
    }
    const anonymous = await get(`/providers/paywall/v2/accounting/transactions/${trx}/receipt`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 401, message: 'The user is not authenticated.' });
  });
});

describe('subscription provider receipt (spec: payments 7.1, GET /receipt/{transactionId})', () => {
  it('answers the HTML page as base64 in the envelope', async () => {
    const bea = await buyer('IN', '<script>x</script>');
    const trx = await purchase(bea, 'R-RENTAL48');
    const response = await get(`/providers/subscription/receipt/${trx}`, bea.token);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.errors).toEqual([]);
    const page = Buffer.from(body.responseData, 'base64').toString('utf8');
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain(trx);
    expect(page).toContain('48-hour rental');
    expect(page).toMatch(/¥\d+</); // JPY: no decimals
    expect(page).not.toContain('<script>');
  });

  it("refuses another customer's transaction and a missing bearer", async () => {
    const owner = await buyer('US');
    const trx = await purchase(owner, 'P-PREMIER1');
    const stranger = (await buyer('US')).token;
    const other = await get(`/providers/subscription/receipt/${trx}`, stranger);
    expect(other.status).toBe(404);
    expect((await other.json()).errors).toEqual([`Transaction ${trx} not found`]);
    const anonymous = await get(`/providers/subscription/receipt/${trx}`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ responseData: {}, errors: ['Invalid JWT token'] });
  });
});
