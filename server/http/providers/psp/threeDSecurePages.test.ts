import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthoriseInput, ProviderResult } from '../../../psp/paymentProvider.ts';
import { clearCard, nextReference, openTestProvider, type TestProvider } from '../../../psp/testProvider.ts';

let t: TestProvider;
beforeAll(async () => {
  t = await openTestProvider();
});
afterAll(() => t.close());

const RETURN_URL = '/checkout/return?order=42&note=a%20b#top';

async function challenged(number = '4000002760003184', changes: Partial<AuthoriseInput> = {}) {
  const input: AuthoriseInput = {
    reference: nextReference(),
    amountMinor: 1_234_50,
    currency: 'EUR',
    card: clearCard(number),
    returnUrl: RETURN_URL,
    shopperReference: 'shopper-3ds',
    storeForRecurring: false,
    ...changes,
  };
  const result = await t.psp.provider.authorise(input);
  if (result.status !== 'action') throw new Error(`expected an action, got ${result.status}`);
  return { input, result, path: result.action.url.replace('/providers/psp', '') };
}

/** Presses a button on the 3-D Secure page and follows nothing: answers the 303's target. */
async function press(path: string, action: string) {
  const response = await t.psp.routes.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
  });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

function redirectResultOf(location: string): string {
  const query = location.split('#')[0]?.split('?')[1] ?? '';
  return new URLSearchParams(query).get('redirectResult') ?? '';
}

describe('the 3-D Secure page', () => {
  it('shows the amount with Intl, the card, and three buttons, Complete focused; in Spanish too', async () => {
    const { path } = await challenged();
    const page = await t.psp.routes.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('€1,234.50');
    expect(html).toContain('Visa •••• 3184');
    expect(html).toMatch(/<button type="submit" name="action" value="complete" autofocus>Complete<\/button>/);
    expect(html).toContain('value="fail"');
    expect(html).toContain('value="cancel"');
    const es = await (await t.psp.routes.request(`${path}?lang=es`)).text();
    // Intl puts a no-break space before the symbol.
    expect(es).toContain('1234,50\u00a0€');
    expect(es).toContain('>Completar<');
    const accepted = await t.psp.routes.request(path, { headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(await accepted.text()).toContain('<html lang="es">');
  });

  it('Complete: back to returnUrl (query and fragment kept) with a redirectResult that finalises as authorised', async () => {
    const { input, result, path } = await challenged('4000002760003184', { storeForRecurring: true });
    const pressed = await press(path, 'complete');
    expect(pressed.status).toBe(303);
    expect(pressed.location).toMatch(/^\/checkout\/return\?order=42&note=a%20b&redirectResult=[^#]+#top$/);
    const redirectResult = redirectResultOf(pressed.location);
    const finalised = await t.psp.provider.finalise({ reference: input.reference, redirectResult });
    expect(finalised).toMatchObject({
      status: 'authorised',
      pspReference: result.pspReference,
      card: { last4: '3184' },
      token: expect.stringMatching(/^tok_/),
    });
    const events = await t.eventsFor(input.reference);
    expect(events.map((event) => event.type)).toEqual(['payment.authorised']);
    // A second press of the same button goes back the same way; another button is told the link is used.
    expect((await press(path, 'complete')).location).toBe(pressed.location);
    expect((await press(path, 'fail')).status).toBe(409);
    expect(await (await t.psp.routes.request(path)).text()).toContain(
      'This payment link has already been used',
    );
  });

  it.each([
    ['fail', 'authentication_failed'],
    ['cancel', 'cancelled'],
  ])('%s → refused %s, notified as payment.refused', async (action, reason) => {
    const { input, path } = await challenged();
    const redirectResult = redirectResultOf((await press(path, action)).location);
    expect(await t.psp.provider.finalise({ reference: input.reference, redirectResult })).toMatchObject({
      status: 'refused',
      reason,
    });
    const events = await t.eventsFor(input.reference);
    expect(events.map((event) => [event.type, event.data.reason])).toEqual([['payment.refused', reason]]);
  });

  it('4000008400001629 passes 3-D Secure, then declines', async () => {
    const { input, path } = await challenged('4000008400001629');
    const redirectResult = redirectResultOf((await press(path, 'complete')).location);
    expect(await t.psp.provider.finalise({ reference: input.reference, redirectResult })).toMatchObject({
      status: 'refused',
      reason: 'declined',
    });
  });

  it('refuses a tampered, a replayed, and another payment’s redirectResult', async () => {
    const first = await challenged();
    const second = await challenged();
    const redirectResult = redirectResultOf((await press(first.path, 'complete')).location);
    const tampered = `${redirectResult.slice(0, -2)}${redirectResult.endsWith('AA') ? 'BB' : 'AA'}`;
    const finalise = (reference: string, value: string) =>
      t.psp.provider.finalise({ reference, redirectResult: value });
    await expect(finalise(first.input.reference, tampered)).rejects.toThrow('redirectResult is not valid');
    await expect(finalise(first.input.reference, 'garbage')).rejects.toThrow('redirectResult is not valid');
    await expect(finalise(second.input.reference, redirectResult)).rejects.toThrow(
      'redirectResult does not belong to this payment',
    );
    expect(await finalise(first.input.reference, redirectResult)).toMatchObject({ status: 'authorised' });
    await expect(finalise(first.input.reference, redirectResult)).rejects.toThrow(
      'redirectResult already used',
    );
  });

  it('two finalise calls racing with one redirectResult: exactly one passes', async () => {
    const { input, path } = await challenged();
    const redirectResult = redirectResultOf((await press(path, 'complete')).location);
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => t.psp.provider.finalise({ reference: input.reference, redirectResult })),
    );
    const passed = results.filter((result) => result.status === 'fulfilled');
    expect(passed.map((result) => (result as PromiseFulfilledResult<ProviderResult>).value.status)).toEqual([
      'authorised',
    ]);
  });

  it('storeCard: Complete stores the card (card.stored with a token)', async () => {
    const reference = nextReference('store');
    const result = await t.psp.provider.storeCard({
      reference,
      card: clearCard('4000002760003184'),
      returnUrl: 'https://app.example/account',
      shopperReference: 'shopper-3ds',
    });
    if (result.status !== 'action') throw new Error('expected an action');
    const pressed = await press(result.action.url.replace('/providers/psp', ''), 'complete');
    expect(pressed.location).toMatch(/^https:\/\/app\.example\/account\?redirectResult=/);
    const stored = await t.psp.provider.finalise({
      reference,
      redirectResult: redirectResultOf(pressed.location),
    });
    expect(stored).toMatchObject({ status: 'authorised', token: expect.stringMatching(/^tok_/) });
    expect((await t.eventsFor(reference)).map((event) => event.type)).toEqual(['card.stored']);
    // This card needs its shopper for every payment: a renewal without them is refused.
    if (stored.status !== 'authorised' || !stored.token) throw new Error('no token');
    const renewal = {
      reference: nextReference('renew'),
      amountMinor: 500,
      currency: 'EUR',
      shopperReference: 'shopper-3ds',
    };
    expect(await t.psp.provider.chargeStored({ ...renewal, token: stored.token })).toMatchObject({
      status: 'refused',
      reason: 'authentication_failed',
    });
  });

  it('an unanswered challenge expires after an hour: refused as cancelled, and the page says so', async () => {
    const { input, path } = await challenged();
    t.clock.now += 3_600_000;
    const page = await t.psp.routes.request(path);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This payment link has expired');
    expect((await press(path, 'complete')).status).toBe(410);
    const events = await t.eventsFor(input.reference);
    expect(events.map((event) => [event.type, event.data.reason])).toEqual([
      ['payment.refused', 'cancelled'],
    ]);
  });

  it('answers unknown links and bad posts with a page, not an error', async () => {
    expect((await t.psp.routes.request('/3ds/chl_AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await t.psp.routes.request('/3ds/not-an-id')).status).toBe(404);
    const { path } = await challenged();
    expect((await press(path, 'approve')).status).toBe(400);
  });
});
