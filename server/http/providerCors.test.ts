import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from './providers/shared/testApp.ts';

let t: TestApp;
let withoutPackaged: TestApp;
beforeAll(async () => {
  t = await openTestApp({}, { allowedOrigins: ['https://tv.example'], packagedTvApps: true });
  withoutPackaged = await openTestApp({}, { allowedOrigins: ['https://tv.example'] });
});
afterAll(async () => {
  await t.close();
  await withoutPackaged.close();
});

const preflight = (path: string, origin: string, app = t) =>
  app.app.request(path, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization',
    },
  });

describe("CORS (issue 13: only for the app's own origins on the façades)", () => {
  it('answers any origin for public content', async () => {
    const response = await preflight('/v2/playlists/featured', 'https://elsewhere.example');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('gives the façades to no foreign origin', async () => {
    const response = await preflight('/providers/subscription/auths', 'https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const mail = await t.app.request('/dev/mail.json', { headers: { origin: 'https://evil.example' } });
    expect(mail.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives them to the origins the operator allows', async () => {
    const response = await preflight('/providers/subscription/auths', 'https://tv.example');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://tv.example');
  });
});

describe('packaged TV apps (issue 20: a page opened from a file sends Origin: null or file://)', () => {
  it('reach the façades, the legal texts and the payment hand-offs, without credentials', async () => {
    for (const path of [
      '/providers/subscription/auths',
      '/legal/terms-of-use.en.html',
      '/payment-handoffs/x',
    ]) {
      for (const origin of ['null', 'file://']) {
        const response = await preflight(path, origin);
        expect(response.headers.get('access-control-allow-origin'), path).toBe(origin);
        expect(response.headers.get('access-control-allow-credentials'), path).toBeNull();
      }
    }
    const legal = await t.app.request('/legal/terms-of-use.en.html', { headers: { origin: 'null' } });
    expect(legal.headers.get('access-control-allow-origin')).toBe('null');
  });

  it('never read the dev outbox, whose mails hold reset links', async () => {
    const mail = await t.app.request('/dev/mail.json', { headers: { origin: 'null' } });
    expect(mail.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('get nothing where the operator turned them off (PACKAGED_TV_APPS=false)', async () => {
    const response = await preflight('/providers/subscription/auths', 'null', withoutPackaged);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('leave the own origins their credentials', async () => {
    const response = await preflight('/providers/subscription/auths', 'https://tv.example');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

describe('legal documents (issue 22: untrusted HTML)', () => {
  it("are served sandboxed and only to the app's origins", async () => {
    const own = await t.app.request('/legal/terms-of-use.en.html', {
      headers: { origin: 'https://tv.example' },
    });
    expect(own.headers.get('content-security-policy')).toBe('sandbox');
    expect(own.headers.get('access-control-allow-origin')).toBe('https://tv.example');
    const foreign = await t.app.request('/legal/terms-of-use.en.html', {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
