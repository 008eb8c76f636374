import { expect } from 'vitest';
import type { TestApp } from '../providers/shared/testApp.ts';
import { paymentKit } from '../providers/subscription/paymentTestKit.ts';

/** What the phone keeps between pages: the hand-off cookie as a Cookie header. */
export type Phone = { cookie: string };

/**
 * "Pay on your phone" as the TV and the phone use it, for the hand-off tests: the TV's JSON calls with
 * its bearer, and the phone's pages with the cookie the code gave it.
 */
export function handoffKit(t: () => TestApp) {
  const payments = paymentKit(t);

  async function answer(response: Response) {
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: type.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }

  /** POST /payment-handoffs with a JSON body (or raw text) and the TV's bearer. */
  const create = async (token: string | undefined, body: unknown) =>
    answer(
      await t().app.request('/payment-handoffs', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );

  const tvGet = async (token: string, path: string) =>
    answer(await t().app.request(path, { headers: { authorization: `Bearer ${token}` } }));

  const status = async (token: string, id: string) =>
    (await tvGet(token, `/payment-handoffs/${id}`)).body.status;

  /** A hand-off of an order the TV has: its id, code and the QR code's path. */
  async function handOff(token: string, body: unknown) {
    const created = await create(token, body);
    expect(created.status).toBe(201);
    const { id, code, url } = created.body as { id: string; code: string; url: string };
    return { id, code, path: new URL(url).pathname };
  }

  /** The phone opens the QR code's address: the code is redeemed for the session cookie. */
  async function open(path: string, headers: Record<string, string> = {}): Promise<Phone> {
    const response = await t().app.request(path, { headers });
    expect(response.status).toBe(303);
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^ott_pay=[\w-]{43}$/);
    return { cookie };
  }

  /** A page or call of the phone, with its cookie; a path may carry a query. */
  const phone = async (who: Phone, path: string, init: RequestInit = {}) =>
    answer(
      await t().app.request(path, {
        ...init,
        headers: { cookie: who.cookie, ...(init.headers as Record<string, string>) },
      }),
    );

  /** What the order page's script posts when the card component answers. */
  const payByCard = (who: Phone, number: string, path = '/pay/order/card') =>
    phone(who, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentMethod: payments.card(number) }),
    });

  /** A new subscription-integration customer with an open order of the offer. */
  async function buyerWithOrder(offerId: string) {
    const buyer = await payments.customer();
    const order = await payments.order(buyer.token, offerId);
    const customer = await t().accounts.customers.findById(buyer.id);
    return { ...buyer, uuid: customer?.uuid ?? '', orderId: order.id };
  }

  /** A new session of the customer: another integration's TV, or a token after the old one expired. */
  async function signIn(customerId: number, integration = 'subscription') {
    const customer = await t().accounts.customers.findById(customerId);
    if (!customer) throw new Error(`no customer ${customerId}`);
    return (await t().accounts.sessions.start(customer, { integration })).accessToken;
  }

  return { ...payments, signIn, create, tvGet, status, handOff, open, phone, payByCard, buyerWithOrder };
}
