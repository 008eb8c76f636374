import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pageSecurityPolicy } from './pageSecurityPolicy.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

/** Issue 18: the app page's Content-Security-Policy — what the app, its workers and both players need. */
describe('pageSecurityPolicy', () => {
  const html = `<html><head>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <script type="module">window.__vite_is_modern_browser=true</script>
  </head><body><script nomodule>!function(){}();</script>
  <script nomodule crossorigin id="vite-legacy-polyfill" src="/assets/polyfills-legacy.js"></script>
  <script nomodule id="vite-legacy-entry" data-src="/assets/index-legacy.js">System.import('x')</script>
  </body></html>`;

  it('hashes each inline script of the page, and none with a src and no body', () => {
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.__vite_is_modern_browser=true'),
      sha('!function(){}();'),
      sha("System.import('x')"),
    ]);
  });

  it('runs scripts only from the app and its own inline scripts: no inline injection, no eval, no data:', () => {
    const policy = directives(pageSecurityPolicy({ html, hosts: [] }));
    expect(policy.get('script-src')).toEqual(["'self'", ...inlineScriptHashes(html)]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('lets the players play from blob: (MSE) and their workers start from blob: (hls.js, timers)', () => {
    const policy = directives(pageSecurityPolicy({ html, hosts: [] }));
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:', 'data:']);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('adds the configured content, identity and licence hosts where the app fetches and plays from', () => {
    const policy = directives(
      pageSecurityPolicy({
        html,
        hosts: [
          'https://content.example.org/',
          'https://licence.example.org/widevine',
          'wss://mq.example.org/mqtt',
        ],
      }),
    );
    const origins = ['https://content.example.org', 'https://licence.example.org', 'wss://mq.example.org'];
    expect(policy.get('connect-src')).toEqual(["'self'", ...origins]);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:', 'data:', ...origins]);
    expect(policy.get('frame-src')).toEqual(["'self'", ...origins]);
  });

  it('names each origin once, and ignores what is not an http(s) or ws(s) address', () => {
    const policy = directives(
      pageSecurityPolicy({
        html,
        hosts: ['https://a.example/x', 'https://a.example/y', 'javascript:alert(1)', 'nope'],
      }),
    );
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://a.example']);
  });
});
