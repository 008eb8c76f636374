import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../providers/shared/testApp.ts';

let t: TestApp;
let bearer: string;
let uuid: string;
beforeAll(async () => {
  t = await openTestApp();
  const customer = await t.accounts.customers.authenticate('paywall@example.com', 'demo1234');
  uuid = customer.uuid;
  bearer = (await t.accounts.sessions.start(customer, { integration: 'paywall' })).accessToken;
});
afterAll(() => t.close());

async function sign(path: string, body: unknown, token?: string) {
  const response = await t.app.request(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.status, body: await response.json() };
}

describe('content signing learns who asks (issue 13; spec: browsing 4, 7)', () => {
  it('under AUTHVOD signs an item without offers for a signed-in viewer only', async () => {
    // m004demo is neither free nor sold by an offer.
    expect((await sign('/media/m004demo/sign', { config: 'ottauth1' })).status).toBe(401);
    const signed = await sign('/media/m004demo/sign', { config: 'ottauth1' }, bearer);
    expect(signed).toMatchObject({ status: 200, body: { entitled: true } });
    // Under the default AVOD config a guest plays it, as before accounts.
    expect((await sign('/media/m004demo/sign', {})).status).toBe(200);
  });

  it('keeps items sold by offers refused for a viewer without a purchase', async () => {
    expect((await sign('/media/m005demo/sign', { config: 'ottsvod1' }, bearer)).status).toBe(401);
  });

  it('binds the token to the viewer: the user_id of a playback URL must be theirs', async () => {
    const { body } = await sign('/media/drm00001/sign/drm/clearkey1', { config: 'ottauth1' }, bearer);
    const media = (query: string) =>
      t.app.request(`/v2/media/drm00001/drm/clearkey1?token=${encodeURIComponent(body.token)}${query}`);
    expect((await media('')).status).toBe(200);
    expect((await media(`&user_id=${uuid}`)).status).toBe(200);
    expect((await media('&user_id=someone-else')).status).toBe(403);
  });

  it('refuses a title for grown-ups to a kids profile, with 403 kids_profile (issue 16)', async () => {
    const customer = await t.accounts.customers.authenticate('paywall@example.com', 'demo1234');
    const pair = await t.accounts.sessions.start(customer, { integration: 'paywall' });
    const viewer = await t.accounts.sessions.identify(pair.accessToken);
    if (!viewer) throw new Error('no viewer');
    const kid = await t.accounts.profiles.create(customer, { name: 'Signing Kid', adult: false });
    const kidToken = (await t.accounts.sessions.forProfile(viewer, kid.id)).accessToken;
    // m001demo is a drama (tagged 'mature'); m004demo is a family title.
    const drama = await sign('/media/m001demo/sign', { config: 'ottauth1' }, kidToken);
    expect(drama).toEqual({
      status: 403,
      body: { status: 403, code: 'kids_profile', message: 'This title is not available in a kids profile' },
    });
    expect((await sign('/media/m004demo/sign', { config: 'ottauth1' }, kidToken)).status).toBe(200);
    expect((await sign('/media/m001demo/sign', { config: 'ottauth1' }, bearer)).status).toBe(200);
    await t.accounts.profiles.remove(customer.id, kid.id);
  });

  it('treats a signed-out bearer as a guest', async () => {
    const customer = await t.accounts.customers.authenticate('paywall@example.com', 'demo1234');
    const pair = await t.accounts.sessions.start(customer, { integration: 'paywall' });
    await t.accounts.sessions.end(pair.sessionId);
    expect((await sign('/media/m004demo/sign', { config: 'ottauth1' }, pair.accessToken)).status).toBe(401);
  });
});

describe('a signing request that does not parse (issue 18)', () => {
  it('refuses malformed JSON with 400, and takes an empty body as no config', async () => {
    const malformed = await t.app.request('/media/m004demo/sign', {
      method: 'POST',
      body: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'invalid_request' });
    const empty = await t.app.request('/media/m004demo/sign', { method: 'POST' });
    expect(empty.status).toBe(200);
  });
});
