/*
 * The modern build's polyfills (issue 19). Chromium 92 and every current desktop engine have all of
 * these built-ins; the TVs the modern build serves from Chromium 64 lack some. The polyfills are ours
 * (platform/web/modernPolyfills.ts, 0.6 kB gzip where core-js's modules for the same seven were 7 kB),
 * built by the legacy plugin into the modern polyfills file; the page loads that file only where a test
 * below fails, so current engines skip it and old ones run it before any module.
 */

/** Each built-in the modern polyfills provide, with the expression that is truthy where the engine has it. */
export const MODERN_POLYFILLS = {
  'Array.prototype.flat': '[].flat',
  'Array.prototype.flatMap': '[].flatMap',
  'Array.prototype.at': '[].at',
  'Object.fromEntries': 'Object.fromEntries',
  globalThis: 'typeof globalThis=="object"',
  'String.prototype.trimStart': '"".trimStart',
  'String.prototype.trimEnd': '"".trimEnd',
} as const;

/** The legacy plugin's tag for the modern polyfills (`modernPolyfills`), as it writes it into index.html. */
const POLYFILLS_TAG = /<script type="module" crossorigin src="([^"]*\/polyfills-[\w-]+\.js)"><\/script>/;

/**
 * Replaces the modern polyfills' module script with a classic inline script that writes it only where a
 * built-in is missing. `document.write` keeps the order: the written module script stands where the old
 * tag stood, before the entry's, and module scripts run in document order. Engines without modules
 * (the legacy build's) write a tag they ignore. The server allows the inline script by its hash
 * (server/http/pageSecurityPolicy.ts).
 */
export function loadPolyfillsWhereMissing(html: string): string {
  const tag = POLYFILLS_TAG.exec(html);
  if (!tag)
    throw new Error("modern polyfills: the legacy plugin's polyfills tag was not found in index.html");
  const present = Object.values(MODERN_POLYFILLS).join('&&');
  const written = tag[0].replace('</script>', '<\\/script>');
  return html.replace(tag[0], `<script>${present}||document.write('${written}')</script>`);
}
