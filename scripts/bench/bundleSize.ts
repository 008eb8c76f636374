import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

/** The parts of Vite's build manifest (`dist/.vite/manifest.json`, `build.manifest`) we read. */
const manifestChunkSchema = z.object({
  file: z.string(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});
export const buildManifestSchema = z.record(z.string(), manifestChunkSchema);
export type BuildManifest = z.infer<typeof buildManifestSchema>;

export interface FirstScreenFiles {
  js: string[];
  css: string[];
}

/**
 * The files a first visit downloads before the first screen can run: the entry, every chunk it
 * imports statically (Vite preloads those), transitively, and the polyfills entry that the build
 * puts beside it. Dynamic imports (other screens, the player, es locale) are not counted.
 */
export function firstScreenFiles(
  manifest: BuildManifest,
  entryKey: string,
  polyfillsKey: string,
  /** Lazy chunks this layout's first screen loads beside the entry (see pageChromeKeys). */
  alsoLoaded: readonly string[] = [],
): FirstScreenFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (manifest[polyfillsKey]) visit(polyfillsKey);
  visit(entryKey);
  for (const key of alsoLoaded) visit(key);
  return { js: [...js], css: [...css] };
}

/**
 * The header and footer of the desktop and mobile layouts: a lazy chunk those layouts fetch alongside
 * the start-up requests, before their first screen shows (src/app/shell/pageChrome.ts); TV never
 * loads it. Manifest keys of the modern and legacy builds.
 */
export const pageChromeKeys = { modern: 'src/app/shell/chrome.ts', legacy: 'src/app/shell/chrome-legacy.ts' };

/** Gzip size at level 9, as a static server with precompressed files would send it. */
export function gzipBytes(content: Uint8Array | string): number {
  return gzipSync(content, { level: 9 }).length;
}

export interface BundleFigures {
  /** Modern build (Chromium 64+): polyfills + entry + static imports. TV's first screen. */
  modernJs: number;
  /** The same plus the header and footer chunk: the desktop and mobile first screen. */
  modernWithPageChromeJs: number;
  /** Legacy build (nomodule, Chromium 53-63): entry + static imports, without its polyfills. */
  legacyJs: number;
  /** The legacy build's polyfills file alone (core-js and SystemJS), loaded before its entry. */
  legacyPolyfillsJs: number;
  css: number;
  files: { modern: FirstScreenFiles; legacy: FirstScreenFiles };
}

/** Reads `dist/` and sums the gzip bytes of both builds' first-screen files. */
export function measureBundle(distDir: string): BundleFigures {
  const manifest = buildManifestSchema.parse(
    JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')),
  );
  const sizeOf = (files: readonly string[]) =>
    files.reduce((total, file) => total + gzipBytes(readFileSync(join(distDir, file))), 0);
  const modern = firstScreenFiles(manifest, 'index.html', 'vite/legacy-polyfills');
  const modernWithPageChrome = firstScreenFiles(manifest, 'index.html', 'vite/legacy-polyfills', [
    pageChromeKeys.modern,
  ]);
  const legacy = firstScreenFiles(manifest, 'index-legacy.html', 'vite/legacy-polyfills-legacy');
  const legacyPolyfills = manifest['vite/legacy-polyfills-legacy']?.file;
  const legacyEntryFiles = legacy.js.filter((file) => file !== legacyPolyfills);
  return {
    modernJs: sizeOf(modern.js),
    modernWithPageChromeJs: sizeOf(modernWithPageChrome.js),
    legacyJs: sizeOf(legacyEntryFiles),
    legacyPolyfillsJs: legacyPolyfills ? sizeOf([legacyPolyfills]) : 0,
    css: sizeOf(modern.css),
    files: { modern, legacy },
  };
}
