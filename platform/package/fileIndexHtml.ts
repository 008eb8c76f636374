/*
 * A packaged TV app opens index.html from local files. Chromium runs no module script there (a file://
 * page's origin is opaque, and module scripts are fetched with CORS), and a `crossorigin` script or
 * stylesheet is refused the same way. So the packaged page loads the legacy build only: the plugin's
 * polyfills (core-js and SystemJS) and its SystemJS entry, as plain classic scripts; SystemJS loads the
 * other chunks by script tags, which work from files. Engines with modules run the legacy build too:
 * it is transpiled for Chromium 53, so it runs on every TV the profiles name.
 */

const MODULE_SCRIPT = /[ \t]*<script type="module"[^>]*>[\s\S]*?<\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;
/** Safari 10.1's nomodule fix: no engine that runs the packaged page needs it. */
const SAFARI_NOMODULE_FIX = /[ \t]*<script nomodule>[\s\S]*?<\/script>\n?/g;
const LEGACY_SCRIPT = /<script nomodule crossorigin (id="vite-legacy-(?:polyfill|entry)")/g;

/** The built index.html made to start from file://; throws when the legacy plugin's tags are not there. */
export function fileIndexHtml(html: string): string {
  const legacyTags = html.match(LEGACY_SCRIPT)?.length ?? 0;
  if (legacyTags !== 2) {
    throw new Error(
      `fileIndexHtml: expected the legacy polyfill and entry scripts in index.html, found ${legacyTags}`,
    );
  }
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(SAFARI_NOMODULE_FIX, '')
    .replace(LEGACY_SCRIPT, '<script $1')
    .replace(/<link rel="stylesheet" crossorigin /g, '<link rel="stylesheet" ');
}
