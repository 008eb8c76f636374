import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  type FirstScreenFiles,
  firstScreenFiles,
  pageChromeKeys,
  readBuildManifest,
} from '../build/firstScreen.ts';

/** Gzip size at level 9, as a static server with precompressed files would send it. */
export function gzipBytes(content: Uint8Array | string): number {
  return gzipSync(content, { level: 9 }).length;
}

export interface BundleFigures {
  /**
   * Modern build on a TV (Chromium 64-91): polyfills + entry + static imports. TV's first screen.
   * Engines that have every built-in skip the polyfills (scripts/build/modernPolyfills.ts).
   */
  modernJs: number;
  /** The modern polyfills file alone. */
  modernPolyfillsJs: number;
  /**
   * The desktop and mobile first screen: entry + static imports + the header and footer chunk, in an
   * engine with every built-in (Chromium 92+, Safari 15.4+, Firefox 90+), so without the polyfills.
   */
  modernWithPageChromeJs: number;
  /** Legacy build (nomodule, Chromium 53-63): entry + static imports, without its polyfills. */
  legacyJs: number;
  /** The legacy build's polyfills file alone (core-js and SystemJS), loaded before its entry. */
  legacyPolyfillsJs: number;
  /** The first screen's stylesheets on a TV: the entry's and its static imports'. */
  css: number;
  /** Desktop and mobile: the same and the header and footer chunk's stylesheet (src/app/shell/chrome.css). */
  cssWithPageChrome: number;
  files: { modern: FirstScreenFiles; legacy: FirstScreenFiles };
}

/** Reads `dist/` and sums the gzip bytes of both builds' first-screen files. */
export function measureBundle(distDir: string): BundleFigures {
  const manifest = readBuildManifest(distDir);
  const sizeOf = (files: readonly string[]) =>
    files.reduce((total, file) => total + gzipBytes(readFileSync(join(distDir, file))), 0);
  const modern = firstScreenFiles(manifest, 'index.html', 'vite/legacy-polyfills');
  const modernWithPageChrome = firstScreenFiles(manifest, 'index.html', 'vite/legacy-polyfills', [
    pageChromeKeys.modern,
  ]);
  const modernPolyfills = manifest['vite/legacy-polyfills']?.file;
  const legacy = firstScreenFiles(manifest, 'index-legacy.html', 'vite/legacy-polyfills-legacy');
  const legacyPolyfills = manifest['vite/legacy-polyfills-legacy']?.file;
  const legacyEntryFiles = legacy.js.filter((file) => file !== legacyPolyfills);
  return {
    modernJs: sizeOf(modern.js),
    modernPolyfillsJs: modernPolyfills ? sizeOf([modernPolyfills]) : 0,
    modernWithPageChromeJs: sizeOf(modernWithPageChrome.js.filter((file) => file !== modernPolyfills)),
    legacyJs: sizeOf(legacyEntryFiles),
    legacyPolyfillsJs: legacyPolyfills ? sizeOf([legacyPolyfills]) : 0,
    css: sizeOf(modern.css),
    cssWithPageChrome: sizeOf(modernWithPageChrome.css),
    files: { modern, legacy },
  };
}
