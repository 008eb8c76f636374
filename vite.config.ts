import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import legacy from '@vitejs/plugin-legacy';
import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { deviceProfileSchema } from './devices/deviceProfileSchema.ts';
import { fileIndexHtml } from './platform/package/fileIndexHtml.ts';
import { drawAppIcon } from './platform/web/appIcon.ts';
import {
  APP_ICONS,
  type AppColours,
  brandingColours,
  keepFirstScreen,
  runtimeCaching,
  webAppManifest,
} from './platform/web/pwaBuild.ts';
import { guardsWithoutDataUrls } from './scripts/build/guardsWithoutDataUrls.ts';
import { loadPolyfillsWhereMissing } from './scripts/build/modernPolyfills.ts';
import { reactRouterShakeable } from './scripts/build/reactRouterShakeable.ts';
import { PRODUCT_NAME } from './src/config/product.ts';
import { SETTINGS_FILE_PATH } from './src/config/settingsFile.ts';

interface PreloadHost {
  hostId: string;
  hostType: 'html' | 'js';
}

/** Paths the reference back end answers; `npm run dev` forwards them to it. */
const backEndPaths = ['/v1', '/v2', '/apps', '/media', '/images', SETTINGS_FILE_PATH];

const inRepository = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Norigin's `lodash-es` import goes to src/focus/lodashForNorigin.ts: Norigin passes only function
 * iteratees, and lodash's shorthand machinery cost the first screen about 5 kB gzip (issue 7).
 * Only Norigin's import is redirected; the slim module takes throttle and debounce from lodash-es.
 */
function slimLodashForNorigin(): Plugin {
  const slim = inRepository('./src/focus/lodashForNorigin.ts');
  return {
    name: 'slim-lodash-for-norigin',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'lodash-es' && importer?.includes('norigin-spatial-navigation-core') ? slim : null;
    },
  };
}

/** `use-sync-external-store/shim` is React's own hook on React 18 (src/i18n/reactSyncExternalStore.ts). */
function reactSyncExternalStore(): Plugin {
  const own = inRepository('./src/i18n/reactSyncExternalStore.ts');
  return {
    name: 'react-sync-external-store',
    enforce: 'pre',
    resolveId: (source) => (source === 'use-sync-external-store/shim' ? own : null),
  };
}

/**
 * A lazy import's preload list need not name what its importing chunk statically imports: that is
 * loaded before the importer runs. Vite lists it anyway (the first screen's framework, schemas and
 * stores went into every lazy screen's list), and the entry carried those names and indices: about
 * 0.3 kB gzip of the first screen (issue 16). The bundle is captured before Vite's import analysis
 * writes the lists in the same hook.
 */
function skipLoadedPreloads() {
  let bundle: OutputBundle | undefined;
  const loadedBefore = (host: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      const chunk = bundle?.[file];
      if (seen.has(file) || chunk?.type !== 'chunk') return;
      seen.add(file);
      for (const imported of chunk.imports) visit(imported);
    };
    visit(host);
    return seen;
  };
  const plugin: Plugin = {
    name: 'skip-loaded-preloads',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId, hostType }: PreloadHost) => {
    if (hostType !== 'js') return deps;
    const loaded = loadedBefore(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

/**
 * Writes a .gz and a .br beside every text asset of the build, so the server sends compressed bytes
 * without compressing per request (issue 22: the main JS went uncompressed, 186 kB against 61 kB).
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        );
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|webmanifest|txt)$/.test(file) || statSync(file).size < 1024) continue;
        const bytes = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(bytes));
      }
    },
  };
}

/**
 * The settings file is start-up's first round trip (spec: browsing 1, step 1), and the app can ask for
 * it only once its modules have arrived and run: about 0.6 s after the page's HTML at 4x throttle
 * (issue 19). A preload in the page fetches it alongside the modules; the app's own fetch (same URL,
 * mode and credentials) takes the preloaded response, so start-up's order and its failures stay the
 * app's. The packaged app reads a local file instead and has no such tag.
 */
function preloadSettingsFile(): Plugin {
  return {
    name: 'preload-settings-file',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'preload', href: SETTINGS_FILE_PATH, as: 'fetch', crossorigin: 'anonymous' },
        injectTo: 'head',
      },
    ],
  };
}

/** Rewrites the built index.html once every other plugin has written it. */
function rewriteIndexHtml(name: string, rewrite: (html: string) => string): Plugin {
  return {
    name,
    apply: 'build',
    writeBundle: {
      order: 'post',
      handler(options, bundle) {
        if (!bundle['index.html']) return;
        const page = join(options.dir ?? 'dist', 'index.html');
        writeFileSync(page, rewrite(readFileSync(page, 'utf8')));
      },
    },
  };
}

/**
 * The device profiles the app bundles, checked against their schema here, so a bad profile fails the
 * build with the reason and the first screen needs no schema to parse them (devices/index.ts). Their
 * performance budgets stay out: only Node reads them (the benchmark and the budget checks).
 */
function checkedProfiles(): Plugin {
  const profile = /[\\/]devices[\\/][a-z]+\.json$/;
  return {
    name: 'checked-profiles',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!profile.test(id)) return null;
      const checked = deviceProfileSchema.safeParse(JSON.parse(code));
      if (!checked.success) this.error(`${id} is not a valid device profile: ${checked.error.message}`);
      const { budgets: _budgets, ...runtime } = checked.data;
      return { code: JSON.stringify(runtime), map: null };
    },
  };
}

/**
 * The launcher icons (issue 20), drawn from the branding's colours, and the page's theme colour, Apple
 * touch icon and tab icon to match the web app manifest.
 */
function appIcons(colours: AppColours): Plugin {
  let base = '/';
  return {
    name: 'app-icons',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      for (const icon of APP_ICONS) {
        const size = Number(icon.sizes.split('x')[0]);
        this.emitFile({
          type: 'asset',
          fileName: icon.src,
          source: drawAppIcon(
            size,
            { background: colours.background, mark: colours.primary },
            { maskable: icon.purpose === 'maskable' },
          ),
        });
      }
    },
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: colours.background }, injectTo: 'head' },
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: `${base}${APP_ICONS[0].src}` },
        injectTo: 'head',
      },
      // The tab's icon until the config names the operator's (branding.favicon_url, StartupGate); without
      // it every first visit asked for /favicon.ico and logged a 404.
      {
        tag: 'link',
        attrs: { rel: 'icon', type: 'image/png', href: `${base}${APP_ICONS[0].src}` },
        injectTo: 'head',
      },
    ],
  };
}

const preloads = skipLoadedPreloads();
const colours = brandingColours(inRepository('./server/catalog/remote-config.json'));
/** Vite's default build folder, which the precache filter reads the build manifest from. */
const distDir = 'dist';

/**
 * `vite build --mode tv`: the build the Tizen and webOS packages hold (platform/package/). It runs from
 * local files: page-relative addresses, the legacy build only (platform/package/fileIndexHtml.ts), no
 * service worker; the app's file:// branches are compiled in by `import.meta.env.VITE_PACKAGED` and left
 * out of the web build.
 */
const PACKAGED_MODE = 'tv';

export default defineConfig(({ command, mode }) => {
  const packaged = mode === PACKAGED_MODE;
  return {
    base: packaged ? './' : '/',
    define: { 'import.meta.env.VITE_PACKAGED': JSON.stringify(packaged) },
    plugins: [
      preloads.plugin,
      react(),
      slimLodashForNorigin(),
      reactSyncExternalStore(),
      checkedProfiles(),
      precompressAssets(),
      /*
       * 2018+ TVs run Chromium 53-63 (webOS 4 is 53, Tizen 4 is 56): no ES modules before 61, no
       * dynamic import before 63. The legacy plugin adds a nomodule build transpiled for them, with
       * polyfills; engines from Chromium 64 take the modern build. scripts/check-legacy-syntax.ts
       * proves the legacy output parses as ES2016.
       */
      legacy({
        targets: ['chrome >= 53'],
        modernTargets: ['chrome >= 64', 'edge >= 79', 'firefox >= 67', 'safari >= 12'],
        /*
         * Usage detection pulled in ~39 kB gzip of polyfills (URL, iterator helpers, Set methods) that
         * every modern engine would download. Instead: the ES2019-2022 built-ins that Chromium 64-91
         * lacks and that the built chunks call (checked by grepping dist/assets: Object.hasOwn,
         * String#replaceAll and Promise.allSettled appear nowhere; queueMicrotask only behind React's
         * own feature test), written in platform/web/modernPolyfills.ts; the page loads them only where
         * one is missing (loadPolyfillsWhereMissing, which tests for each of MODERN_POLYFILLS).
         */
        additionalModernPolyfills: [inRepository('./platform/web/installModernPolyfills.ts')],
      }),
      guardsWithoutDataUrls(),
      reactRouterShakeable(),
      !packaged && preloadSettingsFile(),
      /*
       * The web page loads the modern polyfills only where a built-in is missing (issue 19); the packaged
       * page loads the legacy build only, as Chromium runs no module script from file://.
       */
      packaged
        ? rewriteIndexHtml('legacy-only-page', fileIndexHtml)
        : rewriteIndexHtml('polyfills-where-missing', loadPolyfillsWhereMissing),
      appIcons(colours),
      /*
       * Installable, and starts with the back end down (issue 20; spec: browsing 1). The worker is
       * registered by the app itself once the first screen is idle (src/app/shell/ServiceWorkerUpdates.tsx),
       * so the first screen carries no registration code; a new worker takes over at once and the app
       * reloads at a safe moment. What it keeps: platform/web/pwaBuild.ts. A packaged TV app has none.
       */
      !packaged &&
        VitePWA({
          injectRegister: false,
          manifest: webAppManifest(PRODUCT_NAME, colours),
          includeManifestIcons: false,
          workbox: {
            globPatterns: ['**/*.{js,css,html,png}'],
            globIgnores: ['images/**'],
            // Large chunks (the players) are filtered out by keepFirstScreen, not by size.
            maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
            manifestTransforms: [keepFirstScreen(distDir)],
            navigateFallback: null,
            runtimeCaching,
            skipWaiting: true,
            clientsClaim: true,
            cleanupOutdatedCaches: true,
            sourcemap: false,
          },
        }),
    ],
    // The manifest lets the benchmark (scripts/bench/) and its CI check sum the first screen's chunks.
    build: {
      outDir: packaged ? 'dist-tv' : distDir,
      sourcemap: true,
      manifest: true,
      /*
       * No modulepreload polyfill (0.2 kB gzip of the first screen, issue 16): every TV engine the modern
       * build serves from webOS 5 (Chromium 68) on preloads natively; Chromium 64-65, Firefox before 115
       * and Safari before 17 load the first screen's imports one round trip later instead.
       */
      modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
      rolldownOptions: {
        output: {
          /*
           * Everything the entry imports statically (Rolldown's `$initial` tag: the framework, zod, the
           * stores, Home) as one file. Left alone, Rolldown cuts the first screen by which lazy features
           * share each module (the account and payment screens made six small chunks); groups by library
           * and by shared module kept that to seven files, whose gzip streams each start cold and whose
           * imports and exports name each other: one file is 2.2 kB gzip less on a TV's first screen and
           * 3.0 kB less in the legacy build (scripts/bench/bundleSize.ts, 2026-12-04). The cost: a
           * release that changes the app's code changes the file with the framework in it too, which the
           * service worker fetches again in the background.
           */
          codeSplitting: {
            groups: [{ name: 'firstScreen', tags: ['$initial'] }],
          },
        },
      },
    },
    resolve: {
      /*
       * react-router 7 points every export condition at its development build (remix-run/react-router
       * #12532, #14102: dev warnings in production). The build takes its production files.
       */
      alias:
        command === 'build'
          ? [
              {
                find: /^react-router$/,
                replacement: inRepository('./node_modules/react-router/dist/production/index.mjs'),
              },
              {
                find: /^react-router\/dom$/,
                replacement: inRepository('./node_modules/react-router/dist/production/dom-export.mjs'),
              },
            ]
          : [],
    },
    server: {
      proxy: {
        ...Object.fromEntries(backEndPaths.map((path) => [path, 'http://localhost:8080'])),
        // The notification broker's WebSocket (issue 17).
        '/mqtt': { target: 'ws://localhost:8080', ws: true },
      },
    },
  };
});
