import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../providers/shared/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const kid = Buffer.from('6f70656e6f74746b6964303030303031', 'hex').toString('base64url');
const sign = async (path: string) =>
  (
    await t.app.request(path, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })
  ).json();
const licence = (token: string, body: unknown) =>
  t.app.request(`/v2/drm/clearkey/licence?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('licences follow the policy and the item (issue 22)', () => {
  it('signs only for DRM policies it knows', async () => {
    const response = await t.app.request('/media/drm00001/sign/drm/anypolicy', {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'unknown_policy' });
  });

  it('refuses a token signed without a policy, keys the item does not have, and unknown session types', async () => {
    const policyToken = (await sign('/media/drm00001/sign/drm/clearkey1')).token;
    const plainToken = (await sign('/media/drm00001/sign')).token;
    expect((await licence(plainToken, { kids: [kid] })).status).toBe(403);
    expect((await licence(policyToken, { kids: [kid, 'AAAAAAAAAAAAAAAAAAAAAA'] })).status).toBe(404);
    expect((await licence(policyToken, { kids: [kid], type: '<script>' })).status).toBe(400);
    expect((await licence(policyToken, { kids: [kid], type: 'persistent-license' })).status).toBe(400);
    const granted = await licence(policyToken, { kids: [kid] });
    expect(await granted.json()).toMatchObject({ type: 'temporary', keys: [{ kid }] });
  });
});
