import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/*
 * What a first visit downloads before the first screen runs, read from Vite's build manifest: the
 * benchmark counts its bytes (scripts/bench/bundleSize.ts) and the service worker precaches it
 * (platform/web/pwaBuild.ts).
 */

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

/** Reads `dist/.vite/manifest.json` (`build.manifest` in vite.config.ts). */
export function readBuildManifest(distDir: string): BuildManifest {
  return buildManifestSchema.parse(JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')));
}
