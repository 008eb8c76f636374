import legacy from '@vitejs/plugin-legacy';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Paths the reference back end answers; `npm run dev` forwards them to it. */
const backEndPaths = ['/v1', '/v2', '/apps', '/media', '/images', '/.webapp.ini'];

export default defineConfig({
  plugins: [
    react(),
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
       * every modern engine would download. Instead: the ES2019-2022 built-ins that Chromium 64-79
       * lacks and that the app or its libraries call.
       */
      modernPolyfills: [
        'es.array.flat',
        'es.array.flat-map',
        'es.array.at',
        'es.object.from-entries',
        'es.object.has-own',
        'es.promise.all-settled',
        'es.global-this',
        'es.string.replace-all',
        'es.string.trim-start',
        'es.string.trim-end',
        'web.queue-microtask',
      ],
    }),
  ],
  // The manifest lets the benchmark (scripts/bench/) and its CI check sum the first screen's chunks.
  build: { sourcemap: true, manifest: true },
  server: {
    proxy: Object.fromEntries(backEndPaths.map((path) => [path, 'http://localhost:8080'])),
  },
});
