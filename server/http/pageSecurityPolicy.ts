import { createHash } from 'node:crypto';

/** An inline script: a script element with a body (one with only a src has none). */
const INLINE_SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/g;

/** The hash sources of the page's own inline scripts (the legacy build's loaders), as script-src takes them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

function originsOf(hosts: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const host of hosts) {
    if (!URL.canParse(host)) continue;
    const url = new URL(host);
    if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) origins.add(url.origin);
  }
  return [...origins];
}

export interface PagePolicyInput {
  /** The app's page, whose inline scripts are allowed by hash. */
  html: string;
  /**
   * Where the app talks to besides its own origin: the .webapp.ini hosts (content, identity,
   * providers), the notification broker, and what the operator adds (CSP_EXTRA_SOURCES: licence
   * servers, ad servers, a media CDN).
   */
  hosts: readonly string[];
}

/**
 * issue 18: the app page's Content-Security-Policy. Scripts come only from the app and its own inline
 * loaders (hashed; no 'unsafe-inline', no eval, no data:); the players play from blob: (MSE) and
 * start workers from blob: (hls.js, the notification client's timers); images may come from any https
 * host, as operators' catalogues point at image CDNs. Fetches, media and frames (the payment provider's
 * card component) reach only this origin and the configured hosts.
 */
export function pageSecurityPolicy({ html, hosts }: PagePolicyInput): string {
  const origins = originsOf(hosts);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScriptHashes(html)]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['media-src', ["'self'", 'blob:', 'data:', ...origins]],
    ['connect-src', ["'self'", ...origins]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'", ...origins]],
    ['form-action', ["'self'", ...origins]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
