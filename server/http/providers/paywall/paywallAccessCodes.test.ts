import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../shared/testApp.ts';
import { NOT_OFFERED } from './paywallNotOffered.ts';
import { paywallClient } from './paywallTestClient.ts';

let t: TestApp;
let client: ReturnType<typeof paywallClient>;
beforeAll(async () => {
  t = await openTestApp();
  client = paywallClient(t);
});
afterAll(() => t.close());

const enter = (item_id: number, code: string, browser_fingerprint: string, token?: string) =>
  client.call('POST', '/items/access/codes/entry', {
    token,
    multipart: { item_id, code, browser_fingerprint },
  });
const invalid = { code: 404, message: 'Invalid access code', errors: { code: 'Invalid access code' } };

describe('access codes (spec: payments 4 Access codes, 7 code access)', () => {
  it('opens the asset per browser, up to the code limit; the same browser again keeps its place', async () => {
    const first = await enter(7010, 'premiere-2026', 'browser-aaaa-1');
    expect(first.json).toMatchObject({
      code_id: 1,
      item_id: 7010,
      code: 'PREMIERE-2026',
      browser_fingerprint: 'browser-aaaa-1',
    });
    expect((await enter(7010, 'PREMIERE-2026', 'browser-aaaa-1')).json.code_id).toBe(1);
    await enter(7010, 'PREMIERE-2026', 'browser-bbbb-2');
    await enter(7010, 'PREMIERE-2026', 'browser-cccc-3');
    expect((await enter(7010, 'PREMIERE-2026', 'browser-dddd-4')).json).toMatchObject({ code: 409 });

    const sessions = await client.call('GET', '/items/access/codes/PREMIERE-2026/sessions');
    expect(sessions.json).toHaveLength(3);
    expect(sessions.json[0]).toMatchObject({ code_id: 1, item_id: 7010, browser_fingerprint: 'brow…' });
    // The code_id names the code too, as the paywall library's session calls do.
    expect((await client.call('GET', '/items/access/codes/1/sessions')).json).toHaveLength(3);

    expect((await client.call('DELETE', '/items/access/codes/1/browser-bbbb-2')).json).toEqual({
      code: 200,
      message: 'Access code session ended',
    });
    expect((await client.call('DELETE', '/items/access/codes/1/browser-bbbb-2')).status).toBe(404);
    expect((await enter(7010, 'PREMIERE-2026', 'browser-dddd-4')).status).toBe(200);
  });

  it('answers a wrong code, or a code of another asset, as Invalid access code', async () => {
    expect((await enter(7010, 'NOT-A-CODE', 'browser-x')).json).toEqual(invalid);
    expect((await enter(7010, 'RENT-FRIEND', 'browser-x')).json).toEqual(invalid);
    expect((await client.call('GET', '/items/access/codes/NOPE/sessions')).json).toEqual(invalid);
  });

  it("grants a signed-in viewer's asset through their browser's session, and only while it lasts", async () => {
    const viewer = await client.viewer();
    const other = await client.viewer();
    const access = (token: string, fingerprint?: string) =>
      client.call('GET', `/items/7020/access${fingerprint ? `?browser_fingerprint=${fingerprint}` : ''}`, {
        token,
      });
    expect((await enter(7020, 'RENT-FRIEND', 'tv-of-viewer', viewer)).status).toBe(200);
    expect((await access(viewer, 'tv-of-viewer')).json).toMatchObject({ item_id: 7020, expires_at: 0 });
    expect((await access(viewer)).status).toBe(403);
    expect((await access(other, 'tv-of-viewer')).status).toBe(403);
    await client.call('DELETE', '/items/access/codes/RENT-FRIEND/tv-of-viewer');
    expect((await access(viewer, 'tv-of-viewer')).status).toBe(403);
  });
});

describe('channels not offered (spec: payments 1 Payment channels)', () => {
  it.each(NOT_OFFERED)(
    '$method $path answers 501: $channel is not offered',
    async ({ method, path, channel }) => {
      const concrete = path
        .replace(':id', '7001')
        .replace(':platform', 'apple')
        .replace('*', 'reference-merchant/1');
      const form = method === 'GET' ? undefined : { item_id: 7001 };
      const { status, json } = await client.call(method, concrete, { form });
      const message = `${channel} is not offered by this back end`;
      expect(status).toBe(501);
      expect(json).toEqual({ code: 501, message, errors: { explain: message } });
    },
  );
});

describe('access code entry limit (issue 13: codes are limited per address)', () => {
  it('refuses the 21st entry in five minutes from one address with 429 and Retry-After', async () => {
    t.clock.now += 301_000;
    for (let attempt = 0; attempt < 20; attempt += 1)
      expect((await enter(7010, `GUESS-${attempt}`, 'browser-guess')).status).toBe(404);
    const limited = await enter(7010, 'PREMIERE-2026', 'browser-guess');
    expect(limited.json).toMatchObject({ code: 429, message: 'Too many requests' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
