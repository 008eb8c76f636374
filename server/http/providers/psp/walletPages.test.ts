import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletInput } from '../../../psp/paymentProvider.ts';
import { nextReference, openTestProvider, type TestProvider } from '../../../psp/testProvider.ts';

let t: TestProvider;
beforeAll(async () => {
  t = await openTestProvider({ publicUrl: 'https://ott.example/' });
});
afterAll(() => t.close());

function walletInput(changes: Partial<WalletInput> = {}): WalletInput {
  return {
    reference: nextReference('wallet'),
    amountMinor: 1_500,
    currency: 'JPY',
    shopperReference: 'shopper-wallet',
    successUrl: 'https://app.example/paid?order=7',
    cancelUrl: '/checkout/cancelled',
    errorUrl: '/checkout/error',
    ...changes,
  };
}

async function approval(changes: Partial<WalletInput> = {}) {
  const input = walletInput(changes);
  const link = await t.psp.provider.createWalletApproval(input);
  return { input, link, path: new URL(link.redirectUrl).pathname.replace('/providers/psp', '') };
}

async function press(path: string, action: string) {
  const response = await t.psp.routes.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

describe('wallet approval (notes: payments, Wallet redirect)', () => {
  it('links to an absolute page on the public URL, shows the amount, Approve first; same reference, same link', async () => {
    const { input, link, path } = await approval();
    expect(link.redirectUrl).toMatch(/^https:\/\/ott\.example\/providers\/psp\/wallet\/wap_/);
    expect(await t.psp.provider.createWalletApproval(input)).toEqual(link);
    const html = await (await t.psp.routes.request(path)).text();
    expect(html).toContain('¥1,500');
    expect(html).toMatch(/value="approve" autofocus>Approve</);
    expect(html).toContain('value="cancel"');
    expect(html).toContain('value="error"');
    expect(await (await t.psp.routes.request(`${path}?lang=es`)).text()).toContain('>Aprobar<');
  });

  it('Approve → successUrl; payment.authorised with a billing agreement the merchant charges for renewals', async () => {
    const { input, link, path } = await approval();
    const pressed = await press(path, 'approve');
    expect(pressed).toMatchObject({ status: 303, location: input.successUrl });
    const [event] = await t.eventsFor(input.reference);
    expect(event).toMatchObject({
      type: 'payment.authorised',
      data: {
        pspReference: link.pspReference,
        amountMinor: 1_500,
        currency: 'JPY',
        token: expect.stringMatching(/^tok_/),
        wallet: { name: 'Local Wallet', payerId: expect.stringMatching(/^[0-9A-F]{13}$/) },
      },
    });
    expect(event?.data).not.toHaveProperty('card');
    const renewal = await t.psp.provider.chargeStored({
      reference: nextReference('renew'),
      amountMinor: 1_500,
      currency: 'JPY',
      shopperReference: 'shopper-wallet',
      token: event?.data.token ?? '',
    });
    expect(renewal).toMatchObject({ status: 'authorised', wallet: { name: 'Local Wallet' } });
    // Used: the same button again goes the same way, another says so with one way back.
    expect((await press(path, 'approve')).location).toBe(input.successUrl);
    const other = await press(path, 'cancel');
    expect(other.status).toBe(409);
    expect(other.html).toContain('This payment link has already been used');
    expect(other.html).toContain(`href="${input.cancelUrl}"`);
  });

  it.each([
    ['cancel', '/checkout/cancelled', 'cancelled'],
    ['error', '/checkout/error', 'processing_error'],
  ])('%s → %s, payment.refused %s', async (action, location, reason) => {
    const { input, path } = await approval();
    expect(await press(path, action)).toMatchObject({ status: 303, location });
    const events = await t.eventsFor(input.reference);
    expect(events.map((event) => [event.type, event.data.reason])).toEqual([['payment.refused', reason]]);
  });

  it('expires after 3 h: the page says so with one button back to cancelUrl, and the payment is refused', async () => {
    const { input, path } = await approval();
    t.clock.now += 3 * 3_600_000 - 1;
    expect((await t.psp.routes.request(path)).status).toBe(200);
    expect(await t.eventsFor(input.reference)).toEqual([]);
    t.clock.now += 1;
    const page = await t.psp.routes.request(path);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain('This payment link has expired');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('href="/checkout/cancelled"');
    expect(await press(path, 'approve')).toMatchObject({ status: 410 });
    const events = await t.eventsFor(input.reference);
    expect(events.map((event) => [event.type, event.data.reason])).toEqual([
      ['payment.refused', 'cancelled'],
    ]);
  });

  it('refuses redirect URLs that are not http(s) or root-relative', async () => {
    await expect(
      t.psp.provider.createWalletApproval(walletInput({ errorUrl: 'javascript:alert(1)' })),
    ).rejects.toMatchObject({
      code: 'invalid_request',
    });
    await expect(
      t.psp.provider.createWalletApproval(walletInput({ successUrl: 'ftp://x/y' })),
    ).rejects.toMatchObject({
      code: 'invalid_request',
    });
  });
});
