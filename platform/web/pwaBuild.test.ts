import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandingColours,
  isAppPage,
  isBuildAsset,
  isPlainImage,
  keepFirstScreen,
  webAppManifest,
} from './pwaBuild.ts';

const request = (mode: RequestMode, destination: RequestDestination) => ({ mode, destination }) as Request;
const at = (path: string) => new URL(path, 'https://tv.example.org');

describe('what the service worker keeps (issue 20)', () => {
  it('serves every app page, and no page of the back end, from the cache when the network fails', () => {
    for (const path of [
      '/',
      '/m/m001demo/northern-lights',
      '/u/my-account',
      '/q/mr.robot',
      '/payment-checkout',
    ]) {
      expect(isAppPage({ url: at(path), request: request('navigate', 'document') }), path).toBe(true);
    }
    for (const path of [
      '/pay/order',
      '/providers/paywall/login',
      '/v1/remote-config',
      '/dev/mail',
      '/legal/x',
    ]) {
      expect(isAppPage({ url: at(path), request: request('navigate', 'document') }), path).toBe(false);
    }
    // A page named like a back-end prefix but longer is the app's.
    expect(isAppPage({ url: at('/payments-help'), request: request('navigate', 'document') })).toBe(true);
    expect(isAppPage({ url: at('/'), request: request('cors', '') })).toBe(false);
  });

  it('keeps built chunks of its own origin only', () => {
    expect(isBuildAsset({ url: at('/assets/index-AbC.js'), sameOrigin: true })).toBe(true);
    expect(isBuildAsset({ url: at('/assets/index-AbC.js'), sameOrigin: false })).toBe(false);
    expect(isBuildAsset({ url: at('/v2/playlists/x'), sameOrigin: true })).toBe(false);
  });

  it('keeps images, but never one whose address carries a credential', () => {
    const image = request('no-cors', 'image');
    expect(isPlainImage({ url: at('/v2/media/m1/images/card.webp'), request: image })).toBe(true);
    expect(isPlainImage({ url: at('/img.jpg?token=abc'), request: image })).toBe(false);
    expect(isPlainImage({ url: at('/img.jpg?w=320&Signature=abc'), request: image })).toBe(false);
    expect(isPlainImage({ url: at('/v2/media/m1/master.m3u8'), request: request('cors', '') })).toBe(false);
  });
});

describe('the precache', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'pwa-dist-'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/index-a.js',
          isEntry: true,
          imports: ['_framework'],
          css: ['assets/index-a.css'],
        },
        _framework: { file: 'assets/framework-b.js' },
        'vite/legacy-polyfills': { file: 'assets/polyfills-c.js' },
        'src/app/shell/chrome.ts': { file: 'assets/chrome-d.js' },
        'src/player/Player.tsx': { file: 'assets/Player-e.js' },
      }),
    );
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('holds the first screen, the page, guards and icons, and leaves lazy chunks to the runtime cache', () => {
    const entry = (url: string) => ({ url, revision: null, size: 1 });
    const urls = [
      'index.html',
      'assets/index-a.js',
      'assets/index-a.css',
      'assets/framework-b.js',
      'assets/polyfills-c.js',
      'assets/chrome-d.js',
      'assets/guard-0123abcd.js',
      'assets/Player-e.js',
      'assets/index-legacy-f.js',
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/icon-maskable-512.png',
    ];
    const { manifest, warnings } = keepFirstScreen(dist)(urls.map(entry));
    expect(manifest.map((kept) => kept.url).sort()).toEqual(
      urls.filter((url) => !/Player|legacy/.test(url)).sort(),
    );
    expect(warnings).toEqual([]);
  });

  it('warns when a first-screen file is not in the build', () => {
    const { warnings } = keepFirstScreen(dist)([{ url: 'index.html', revision: 'x', size: 1 }]);
    expect(warnings[0]).toContain('assets/index-a.js');
  });
});

describe('the web app manifest', () => {
  it("takes the reference back end's branding and the installable fields", () => {
    const colours = brandingColours('server/catalog/remote-config.json');
    expect(colours).toEqual({ primary: '#2f7bff', background: '#0d1017' });
    const manifest = webAppManifest('Open OTT', colours);
    expect(manifest).toMatchObject({
      name: 'Open OTT',
      display: 'standalone',
      start_url: '/',
      theme_color: '#0d1017',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('refuses a branding file without the theme colours', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pwa-brand-'));
    writeFileSync(join(dir, 'remote.json'), '{"global_remote_config":{}}');
    expect(() => brandingColours(join(dir, 'remote.json'))).toThrow(/theme/);
    rmSync(dir, { recursive: true, force: true });
  });
});
