import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationMessage, NotificationPublisher } from '../../notifications/notificationMessage.ts';
import { openTestApp, type TestApp } from '../providers/shared/testApp.ts';
import { handoffKit } from './handoffTestKit.ts';

let t: TestApp;
const published: Array<{ topic: string; message: NotificationMessage }> = [];
beforeAll(async () => {
  const publisher = {
    publish: async (topic: string, message: NotificationMessage) => {
      published.push({ topic, message });
    },
  } as unknown as NotificationPublisher;
  t = await openTestApp({}, { publisher });
});
beforeEach(() => {
  published.length = 0;
});
afterAll(() => t.close());

const kit = handoffKit(() => t);
const { handOff, open, phone, payByCard, status, buyerWithOrder, press, entitled } = kit;

describe('pay on your phone, by card', () => {
  it('4242: waiting, opened, paid; the TV hears subscribe.success on the account topic', async () => {
    const buyer = await buyerWithOrder('S-YEARLY');
    const created = await kit.create(buyer.token, { orderId: String(buyer.orderId) });
    expect(created.status).toBe(201);
    const code = String(created.body.code);
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^ph_[\w-]{22}$/),
      code,
      url: `http://localhost/pay/${code.replace('-', '')}`,
      shortUrl: 'localhost/pay',
      expiresAt: t.clock.now / 1000 + 600,
    });
    const id = String(created.body.id);
    expect((await kit.tvGet(buyer.token, `/payment-handoffs/${id}`)).body).toEqual({
      status: 'waiting',
      offerId: 'S-YEARLY',
      orderId: String(buyer.orderId),
    });

    const opened = await t.app.request(`/pay/${code.replace('-', '')}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/pay/order');
    expect(opened.headers.get('set-cookie')).toMatch(
      /^ott_pay=[\w-]{43}; Max-Age=1800; Path=\/pay; HttpOnly; SameSite=Lax$/,
    );
    const viewer = { cookie: (opened.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
    expect(await status(buyer.token, id)).toBe('opened');

    const page = await phone(viewer, '/pay/order');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Yearly</title>');
    expect(page.text).toContain('$99.99 a year');
    expect(page.text).toContain('Account: b•••@example.com');
    const frame = /<iframe id="pay-card-frame"[^>]* src="([^"]+)"/.exec(page.text)?.[1] ?? '';
    expect(frame).toMatch(/^\/providers\/psp\/component\?session=cs_[\w-]{24}&#38;lang=en$/);
    expect((await t.app.request(frame.replace('&#38;', '&'))).status).toBe(200);
    expect(page.text).toContain('"cardUrl":"/pay/order/card"');

    const paid = await payByCard(viewer, '4242424242424242');
    expect(paid).toMatchObject({ status: 200, body: { next: '/pay/order/paid' } });
    expect(await status(buyer.token, id)).toBe('paid');
    expect(published).toEqual([
      {
        topic: buyer.uuid,
        message: { type: 'subscribe.success', resource: { message: 'Payment successful' } },
      },
    ]);
    expect(await entitled(buyer.token, 'S-YEARLY')).toBe(true);

    const done = await phone(viewer, '/pay/order/paid');
    expect(done.text).toContain('Paid — your TV is starting');
    expect(done.headers.get('set-cookie')).toMatch(/^ott_pay=; Max-Age=0; Path=\/pay/);
    // The session ended with the payment: the phone can do nothing more with it.
    expect((await phone(viewer, '/pay/order')).status).toBe(410);
    expect((await payByCard(viewer, '4242424242424242')).status).toBe(410);
  });

  it('a declined card shows the provider message and leaves the form; the next card pays', async () => {
    const buyer = await buyerWithOrder('P-PREMIER1');
    const { id, path } = await handOff(buyer.token, { orderId: buyer.orderId });
    const viewer = await open(path);
    expect(await payByCard(viewer, '4000000000000002')).toMatchObject({
      status: 402,
      body: { code: 'payment_refused', message: 'Your card was declined' },
    });
    expect((await payByCard(viewer, '4000000000009995', '/pay/order/card?lang=es')).body.message).toBe(
      'Tu tarjeta no tiene fondos suficientes',
    );
    expect(await status(buyer.token, id)).toBe('opened');
    expect((await payByCard(viewer, '4242424242424242')).body.next).toBe('/pay/order/paid');
    expect(await status(buyer.token, id)).toBe('paid');
    expect(published.map((sent) => sent.message.type)).toEqual([
      'payment.card.failed',
      'payment.card.failed',
      'payment.card.success',
    ]);
  });

  it('3-D Secure: the provider page, then back to /pay/order/return, finalised and paid', async () => {
    const buyer = await buyerWithOrder('P-PREMIER1');
    const { id, path } = await handOff(buyer.token, { orderId: buyer.orderId });
    const viewer = await open(path);
    const started = await payByCard(viewer, '4000002760003184');
    const challenge = String(started.body.next);
    expect(challenge).toMatch(/^\/providers\/psp\/3ds\/[a-z]{2,3}_[\w-]{24}$/);
    const back = await press(challenge, 'complete');
    expect(back.pathname).toBe('/pay/order/return');
    const returned = await phone(viewer, `${back.pathname}${back.search}`);
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe('/pay/order/paid');
    expect(await status(buyer.token, id)).toBe('paid');
    expect(await entitled(buyer.token, 'P-PREMIER1')).toBe(true);
  });

  it('3-D Secure failed: the order page again with the reason, and the hand-off still open', async () => {
    const buyer = await buyerWithOrder('P-PREMIER1');
    const { id, path } = await handOff(buyer.token, { orderId: buyer.orderId });
    const viewer = await open(path, { 'accept-language': 'es-ES,es;q=0.9' });
    const back = await press(String((await payByCard(viewer, '4000002760003184')).body.next), 'fail');
    const page = await phone(viewer, `${back.pathname}${back.search}`, {
      headers: { 'accept-language': 'es-ES' },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain('El titular de la tarjeta no superó 3-D Secure');
    expect(page.text).toContain('id="pay-card-frame"');
    expect(await status(buyer.token, id)).toBe('opened');
  });
});

describe('pay on your phone, by wallet', () => {
  it('approve: the phone waits for the confirmation, then paid', async () => {
    const buyer = await buyerWithOrder('R-RENTAL48');
    const { id, path } = await handOff(buyer.token, { orderId: buyer.orderId });
    const viewer = await open(path);
    const started = await phone(viewer, '/pay/order/wallet', { method: 'POST' });
    expect(started.status).toBe(303);
    const approved = await press(started.headers.get('location') ?? '', 'approve');
    expect(approved.toString()).toBe('http://localhost/pay/order/paid');
    const waiting = await phone(viewer, '/pay/order/paid');
    expect(waiting.text).toContain('Confirming your payment');
    expect(waiting.headers.get('refresh')).toBe('2');
    expect(await status(buyer.token, id)).toBe('opened');
    expect(await t.payments.psp.sweepOnce()).toBeGreaterThan(0);
    expect(await status(buyer.token, id)).toBe('paid');
    expect((await phone(viewer, '/pay/order/paid')).text).toContain('Paid — your TV is starting');
    expect(published.at(-1)?.message.type).toBe('payment.card.success');
  });

  it('cancel: back to the order with the notice, nothing paid', async () => {
    const buyer = await buyerWithOrder('R-RENTAL48');
    const { id, path } = await handOff(buyer.token, { orderId: buyer.orderId });
    const viewer = await open(path);
    const started = await phone(viewer, '/pay/order/wallet?lang=es', { method: 'POST' });
    const cancelled = await press(started.headers.get('location') ?? '', 'cancel');
    expect(cancelled.toString()).toBe('http://localhost/pay/order?wallet=cancelled&lang=es');
    const page = await phone(viewer, `${cancelled.pathname}${cancelled.search}`);
    expect(page.text).toContain('Se canceló el pago con el monedero');
    await t.payments.psp.sweepOnce();
    expect(await status(buyer.token, id)).toBe('opened');
  });
});

describe('the code and the session', () => {
  it('a code works once; a second phone gets the one message for every failure', async () => {
    const buyer = await buyerWithOrder('P-PREMIER1');
    const { path } = await handOff(buyer.token, { orderId: buyer.orderId });
    await open(path);
    const again = await t.app.request(path);
    expect(again.status).toBe(400);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await again.text()).toContain('Invalid or expired code');
  });

  it('the code expires after 10 minutes; an opened hand-off 30 minutes after it was opened', async () => {
    const buyer = await buyerWithOrder('P-PREMIER1');
    const late = await handOff(buyer.token, { orderId: buyer.orderId });
    const opened = await handOff(buyer.token, { orderId: buyer.orderId });
    const viewer = await open(opened.path);
    t.clock.now += 600_000;
    expect((await t.app.request(late.path)).status).toBe(400);
    expect(await status(buyer.token, late.id)).toBe('expired');
    expect(await status(buyer.token, opened.id)).toBe('opened');
    t.clock.now += 20 * 60_000;
    // The TV's access token has expired meanwhile: it signs in again, as it would refresh.
    expect(await status(await kit.signIn(buyer.id), opened.id)).toBe('expired');
    const page = await phone(viewer, '/pay/order');
    expect(page.status).toBe(410);
    expect(page.text).toContain('This link has expired. Start again on your TV.');
  });

  it('the typed code of the short address works too, in any case, with or without its dash', async () => {
    const buyer = await buyerWithOrder('P-PREMIER1');
    const { code } = await handOff(buyer.token, { orderId: buyer.orderId });
    const entered = await t.app.request('/pay?lang=es', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `code=${encodeURIComponent(` ${code.toLowerCase()} `)}`,
    });
    expect(entered.status).toBe(303);
    expect(entered.headers.get('location')).toBe('/pay/order?lang=es');
  });

  it('keeps the code and the session only as hashes', async () => {
    const buyer = await buyerWithOrder('P-PREMIER1');
    const { code, path } = await handOff(buyer.token, { orderId: buyer.orderId });
    const viewer = await open(path);
    const stored = JSON.stringify(await t.database.db.selectFrom('payment_handoffs').selectAll().execute());
    expect(stored).not.toContain(code.replace('-', ''));
    expect(stored).not.toContain(viewer.cookie.split('=')[1]);
  });
});

describe('the TV calls', () => {
  it('another account reads not found; without a bearer, 401', async () => {
    const buyer = await buyerWithOrder('P-PREMIER1');
    const stranger = await buyerWithOrder('P-PREMIER1');
    const { id } = await handOff(buyer.token, { orderId: buyer.orderId });
    for (const path of [`/payment-handoffs/${id}`, `/payment-handoffs/${id}/notifications`])
      expect((await kit.tvGet(stranger.token, path)).body).toMatchObject({
        status: 404,
        code: 'handoff_not_found',
      });
    expect((await kit.create(stranger.token, { orderId: buyer.orderId })).body).toMatchObject({
      status: 404,
      code: 'order_not_found',
    });
    expect((await kit.create(undefined, { orderId: buyer.orderId })).status).toBe(401);
    expect((await kit.tvGet(stranger.token, '/payment-handoffs/nope')).status).toBe(404);
  });

  it('gives the broker credentials of the session and the account topic the payment goes to', async () => {
    const buyer = await buyerWithOrder('P-PREMIER1');
    const { id } = await handOff(buyer.token, { orderId: buyer.orderId });
    const { status: code, body } = await kit.tvGet(buyer.token, `/payment-handoffs/${id}/notifications`);
    expect(code).toBe(200);
    expect(body).toEqual({
      iotEndpoint: 'ws://localhost/mqtt',
      accessKey: expect.stringMatching(/^OTT[0-9A-F]{20}$/),
      sessionToken: expect.any(String),
      expiresAt: t.clock.now / 1000 + 3600,
      topic: buyer.uuid,
    });
  });

  it('refuses a paid order, an order with nothing to pay, and more than 10 hand-offs in 10 minutes', async () => {
    const buyer = await buyerWithOrder('S-PASS30');
    expect((await kit.create(buyer.token, { orderId: buyer.orderId })).body).toMatchObject({
      status: 409,
      code: 'nothing_to_pay',
    });
    const paid = await kit.buy(buyer.token, 'P-PREMIER1');
    expect((await kit.create(buyer.token, { orderId: paid })).body.code).toBe('already_paid');
    const open = (await kit.order(buyer.token, 'R-RENTAL48')).id;
    for (let made = 2; made < 10; made += 1)
      expect((await kit.create(buyer.token, { orderId: open })).status).toBe(201);
    const limited = await kit.create(buyer.token, { orderId: open });
    expect(limited).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
