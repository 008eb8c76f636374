import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The legacy plugin's guard import; the literal's body may hold escaped quotes (an unminified build writes "…\"…\"…"). */
const GUARD = /import\s*(['"])data:text\/javascript,((?:\\.|(?!\1)[^\\])*)\1/g;

/** The guard's code from its string literal's body, where only quotes and backslashes are escaped. */
function unescapeQuotes(literal: string): string {
  if (/\\[^'"\\]/.test(literal))
    throw new Error(`guards-without-data-urls: an escape this plugin does not read: ${literal}`);
  return literal.replace(/\\(['"\\])/g, '$1');
}

/**
 * `text` with each guard import pointing at `prefix` + the file `fileFor` names for the guard's code.
 * Unchanged when it has no guard.
 */
export function rewriteGuards(text: string, prefix: string, fileFor: (code: string) => string): string {
  return text.replace(
    GUARD,
    (_all, quote: string, code: string) => `import${quote}${prefix}${fileFor(unescapeQuotes(code))}${quote}`,
  );
}

/**
 * `html` with a modulepreload of each of `guards` right after the script that loads `entrySrc`;
 * throws when the page has no such script.
 */
export function preloadEntryGuards(html: string, entrySrc: string, guards: readonly string[]): string {
  const tag = ` src="${entrySrc}"></script>`;
  const at = html.indexOf(tag);
  if (at < 0) throw new Error(`guards-without-data-urls: no script for ${entrySrc} in index.html`);
  const links = guards.map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}">`).join('');
  const end = at + tag.length;
  return `${html.slice(0, end)}${links}${html.slice(end)}`;
}

/**
 * The legacy plugin guards the page and each modern entry chunk with `import 'data:text/javascript,…'`,
 * a module that throws where import.meta.resolve is missing, so the modern code never starts there. The
 * page's Content-Security-Policy (server/http/pageSecurityPolicy.ts) runs no data: scripts: each guard
 * would fail in every browser and send modern engines to the legacy build as well. Each distinct guard
 * becomes a file of its own beside the assets (one per chunk, as the plugin keeps them unique for
 * Safari 15), imported the same way. A plugin update that drops the guards fails the build here.
 *
 * The page preloads the entry chunk's guard beside the entry (issue 19): Vite lists its modulepreloads
 * before this plugin runs, so the guard was found only once the entry had arrived and been parsed, one
 * more round trip in a row before any of the app's code could run.
 */
export function guardsWithoutDataUrls(): Plugin {
  let base = '/';
  return {
    name: 'guards-without-data-urls',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    writeBundle: {
      order: 'post',
      handler(options, bundle) {
        if (!bundle['index.html']) return;
        const outDir = options.dir ?? 'dist';
        const files = new Map<string, string>();
        const fileFor = (code: string) => {
          const name = `guard-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
          files.set(name, code);
          return name;
        };
        /** Rewrites the file at `path`; the names of the guards it imports. */
        const rewrite = (path: string, prefix: string) => {
          const text = readFileSync(path, 'utf8');
          const guards: string[] = [];
          const next = rewriteGuards(text, prefix, (code) => {
            const name = fileFor(code);
            guards.push(name);
            return name;
          });
          if (next !== text) writeFileSync(path, next);
          return guards;
        };
        const page = join(outDir, 'index.html');
        if (rewrite(page, `${base}assets/`).length === 0) {
          throw new Error(
            "guards-without-data-urls: the legacy plugin's guard changed; see scripts/build/guardsWithoutDataUrls.ts",
          );
        }
        for (const [name, output] of Object.entries(bundle)) {
          if (output.type !== 'chunk' || !output.code.includes('data:text/javascript,')) continue;
          const guards = rewrite(join(outDir, name), './');
          // The page's entry; the other guarded chunks (the modern polyfills) load only where needed.
          if (output.facadeModuleId?.endsWith('index.html')) {
            const hrefs = guards.map((guard) => `${base}assets/${guard}`);
            writeFileSync(page, preloadEntryGuards(readFileSync(page, 'utf8'), `${base}${name}`, hrefs));
          }
        }
        for (const [name, code] of files) writeFileSync(join(outDir, 'assets', name), code);
      },
    },
  };
}
