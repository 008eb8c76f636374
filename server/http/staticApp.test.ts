import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticApp } from './staticApp.ts';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'index-AbC123.js.map'), '{}');
  writeFileSync(join(dir, 'sw.js'), 'self.skipWaiting()');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"app"}');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Issue 18: cache headers of the built app. */
describe('the built app', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const answer = await staticApp(dir).request('/assets/index-AbC123.js');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker and the web app manifest revalidated every time (issue 20)', async () => {
    const worker = await staticApp(dir).request('/sw.js');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    const manifest = await staticApp(dir).request('/manifest.webmanifest');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
  });

  it('serves index.html for an app route, not cached, with the page protections', async () => {
    const answer = await staticApp(dir).request('/m/m001demo/northern-lights');
    expect(await answer.text()).toContain('<title>app</title>');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    // A playlist id is one segment too: still the app.
    expect((await staticApp(dir).request('/dramas01')).status).toBe(200);
    // A search deep link's query may hold a dot.
    expect((await staticApp(dir).request('/q/mr.robot')).status).toBe(200);
  });

  it.each(['/', '/index.html'])(
    'serves %s with the page protections too (the home page itself)',
    async (path) => {
      const answer = await staticApp(dir).request(path);
      expect(await answer.text()).toContain('<title>app</title>');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    },
  );

  it.each(['/package.json', '/server/main.ts', '/assets/index-AbC123.js.map', '/src/app/boot.tsx'])(
    '%s is not the app: 404',
    async (path) => {
      expect((await staticApp(dir).request(path)).status).toBe(404);
    },
  );

  it('lets the page reach the hosts its .webapp.ini names and those the operator adds, and no others', async () => {
    const withHosts = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(withHosts, 'index.html'), '<!doctype html><script>boot()</script>');
    writeFileSync(
      join(withHosts, '.webapp.ini'),
      'defaultConfigSource = ottdemo1\ncontentHost = https://content.example.org\n' +
        'additionalAllowedConfigSources[] = https://configs.example.org/c.json\n',
    );
    const answer = await staticApp(withHosts, { extraSources: ['https://licence.example.org'] }).request('/');
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(
      /connect-src 'self' https:\/\/content\.example\.org https:\/\/configs\.example\.org https:\/\/licence\.example\.org;/,
    );
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    rmSync(withHosts, { recursive: true, force: true });
  });
});
