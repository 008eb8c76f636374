import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../shared/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

it('answers one address 60 times a minute, then 429 with Retry-After, on both of its paths', async () => {
  const verify = () =>
    t.app.request('/providers/bot-check/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  for (let n = 0; n < 60; n++) expect((await verify()).status).toBe(400);
  const refused = await verify();
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await refused.json()).toMatchObject({ code: 'rate_limited' });
  expect((await t.app.request('/providers/bot-check/challenge?action=login')).status).toBe(429);
});
