import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from './providers/shared/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({}, { allowedOrigins: ['https://tv.example'] });
});
afterAll(() => t.close());

const preflight = (path: string, origin: string) =>
  t.app.request(path, {
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
