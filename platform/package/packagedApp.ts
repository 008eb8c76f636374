import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureBundle } from '../../scripts/bench/bundleSize.ts';

/** The packaged build (`vite build --mode tv`, vite.config.ts). */
export const PACKAGED_BUILD = 'dist-tv';

/** A file of the package: its path inside the app's folder, with forward slashes, and its bytes. */
export interface PackageFile {
  path: string;
  bytes: Uint8Array;
}

/**
 * The app's files from the packaged build, with its .webapp.ini pointing at the content host: a
 * packaged app's page is a file, so start-up can only find its content API by name. Precompressed
 * copies (.gz, .br) and source maps stay out: a TV reads the files from its own storage.
 */
export function packagedAppFiles(buildDir: string, contentHost: string): PackageFile[] {
  const host = new URL(contentHost);
  if (host.protocol !== 'https:' && host.protocol !== 'http:') {
    throw new Error(`The content host must be an http(s) address, not ${contentHost}`);
  }
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  let files: string[];
  try {
    files = walk(buildDir);
  } catch (cause) {
    throw new Error(`No packaged build in ${buildDir}: run \`npx vite build --mode tv\` first`, { cause });
  }
  if (!files.some((file) => relative(buildDir, file) === 'index.html')) {
    throw new Error(`${buildDir} has no index.html: run \`npx vite build --mode tv\` first`);
  }
  const kept = files.filter((file) => !/\.(gz|br|map)$/.test(file) && !file.includes(`${sep}.vite${sep}`));
  return withoutModernChunks(kept).map((file) => {
    const path = relative(buildDir, file).split(sep).join('/');
    const bytes = readFileSync(file);
    return {
      path,
      bytes: path === '.webapp.ini' ? withContentHost(bytes.toString('utf8'), contentHost) : bytes,
    };
  });
}

/**
 * The packaged page runs the legacy build only (fileIndexHtml.ts): the modern build's chunks would be
 * half the package and never load. A modern-named file the legacy build names stays (the bot check's
 * worker, which both builds share).
 */
function withoutModernChunks(files: readonly string[]): string[] {
  const isScript = (file: string) => file.endsWith('.js');
  const isLegacy = (file: string) => /-legacy[-.]/.test(basename(file));
  const legacyText = files
    .filter((file) => isScript(file) && isLegacy(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return files.filter((file) => !isScript(file) || isLegacy(file) || legacyText.includes(basename(file)));
}

/** The settings file with `contentHost` set, every other line (sources, comments) as it was. */
export function withContentHost(ini: string, contentHost: string): Uint8Array {
  const isSetting = (line: string | undefined) => line !== undefined && /^\s*;?\s*contentHost\s*=/.test(line);
  const isComment = (line: string) => /^\s*;/.test(line);
  const given = ini.split('\n');
  // The setting's own comment goes with it (the web file's says to leave it unset).
  const lines = given.filter(
    (line, at) => !isSetting(line) && !(isComment(line) && isSetting(given[at + 1])),
  );
  while (lines.at(-1) === '') lines.pop();
  return new TextEncoder().encode(
    `${lines.join('\n')}\n; Where the content API lives: a packaged app's page is a file, so it is named here.\ncontentHost = ${contentHost.replace(/\/$/, '')}\n`,
  );
}

/** What the packaging scripts print: the package's size and the first screen's bytes inside it. */
export function packageReport(packagePath: string, buildDir: string): string {
  const bundle = measureBundle(buildDir);
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  return [
    `${packagePath}: ${kB(statSync(packagePath).size)}`,
    `  first screen inside it (the legacy build, which a packaged app runs): JS ${kB(bundle.legacyJs)} gzip + ${kB(bundle.legacyPolyfillsJs)} polyfills and loader, CSS ${kB(bundle.css)} gzip`,
    `  uncompressed on the TV: JS (with polyfills) ${kB(rawBytes(buildDir, [...bundle.files.legacy.js]))}, CSS ${kB(rawBytes(buildDir, bundle.files.modern.css))}`,
  ].join('\n');
}

const rawBytes = (dir: string, files: readonly string[]) =>
  files.reduce((total, file) => total + readFileSync(join(dir, file)).length, 0);

/** The gzip of a file, for the archives whose parts are gzipped tarballs. */
export const gzip = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 });
