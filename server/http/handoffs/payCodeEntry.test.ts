import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../providers/shared/testApp.ts';
import { REDACTED_PATHS } from '../requestLog.ts';
import { handoffKit } from './handoffTestKit.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // The server's own logger settings (startServer.ts createLogger), written where the test reads.
  t = await openTestApp(
    {},
    { logger: pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink) },
  );
});
afterAll(() => t.close());

const kit = handoffKit(() => t);

const enter = (code: string) =>
  t.app.request('/pay', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `code=${encodeURIComponent(code)}`,
  });

describe('secrets stay out of the log', () => {
  it('logs /pay/:code, never the code, and never the session cookie', async () => {
    const buyer = await kit.buyerWithOrder('P-PREMIER1');
    const { code, path } = await kit.handOff(buyer.token, { orderId: buyer.orderId });
    const phone = await kit.open(path);
    await kit.phone(phone, '/pay/order');
    await kit.payByCard(phone, '4242424242424242');
    const log = lines.join('');
    expect(log).toContain('"path":"/pay/:code"');
    expect(log).toContain('"path":"/pay/order"');
    expect(log).toContain('"path":"/pay/order/card"');
    for (const secret of [code, code.replace('-', ''), phone.cookie.split('=')[1] ?? '-', '4242424242424242'])
      expect(log).not.toContain(secret);
  });
});

describe('the phone pages', () => {
  it('the short address asks for the code, in the phone language; no cache, no referrer, no framing', async () => {
    const en = await t.app.request('/pay');
    const text = await en.text();
    expect(text).toContain('<title>Pay on your phone</title>');
    expect(text).toContain('<form method="post" action="/pay">');
    expect(text).toContain('name="code"');
    expect(en.headers.get('cache-control')).toBe('no-store');
    expect(en.headers.get('referrer-policy')).toBe('no-referrer');
    expect(en.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    const es = await (
      await t.app.request('/pay', { headers: { 'accept-language': 'es-MX,es;q=0.9' } })
    ).text();
    expect(es).toContain('<title>Paga en tu móvil</title>');
    expect(await (await t.app.request('/pay?lang=es')).text()).toContain('action="/pay?lang=es"');
  });

  it('without a live hand-off, every order page says the link has expired', async () => {
    for (const [path, method] of [
      ['/pay/order', 'GET'],
      ['/pay/order/paid', 'GET'],
      ['/pay/order/return?redirectResult=x', 'GET'],
      ['/pay/order/wallet', 'POST'],
    ]) {
      const answer = await kit.phone({ cookie: 'ott_pay=forged' }, path ?? '', { method });
      expect(answer.status).toBe(410);
      expect(answer.text).toContain('This link has expired. Start again on your TV.');
    }
    const es = await t.app.request('/pay/order?lang=es');
    expect(await es.text()).toContain('Este enlace ha caducado. Vuelve a empezar en tu televisor.');
    expect(await kit.payByCard({ cookie: '' }, '4242424242424242')).toMatchObject({
      status: 410,
      body: { code: 'handoff_expired', message: 'This link has expired. Start again on your TV.' },
    });
  });
});

describe('code entry limits (like TV sign-in codes)', () => {
  it('20 entries per address in 5 minutes, then 429 with Retry-After, even for the right code', async () => {
    t.clock.now += 300_000;
    const buyer = await kit.buyerWithOrder('P-PREMIER1');
    const { path } = await kit.handOff(buyer.token, { orderId: buyer.orderId });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const wrong = attempt % 2 ? await enter('BCDF-GHJK') : await t.app.request('/pay/NOTACODE');
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain('Invalid or expired code');
    }
    const limited = await t.app.request(path, { headers: { 'accept-language': 'es' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('Demasiados intentos');
    t.clock.now += 300_000;
    expect((await t.app.request(path)).status).toBe(303);
  });
});
