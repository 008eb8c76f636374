import { readFileSync } from 'node:fs';
import type { ManifestEntry, RuntimeCaching } from 'workbox-build';
import { firstScreenFiles, pageChromeKeys, readBuildManifest } from '../../scripts/build/firstScreen.ts';
import { remoteConfigSchema } from '../../src/config/remoteConfig.ts';

/** The launcher icons the web app manifest names, drawn at build time (vite.config.ts, appIcons). */
export const APP_ICONS = [
  { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export interface AppColours {
  primary: string;
  background: string;
}

/**
 * The branding the reference back end serves (its remote configuration's theme): the installed app's
 * splash, title bar and icons take it, so they match what the app paints once it runs.
 */
export function brandingColours(remoteConfigPath: string): AppColours {
  const file = remoteConfigSchema.parse(JSON.parse(readFileSync(remoteConfigPath, 'utf8')));
  const { primary, background } = file.global_remote_config?.theme?.theme_colors ?? {};
  if (!primary || !background) {
    throw new Error(
      `${remoteConfigPath}: the theme colours primary and background are needed for the app icons`,
    );
  }
  return { primary, background };
}

/** The web app manifest: what a browser needs to offer installing the app, and what a launcher shows. */
export function webAppManifest(name: string, colours: AppColours) {
  return {
    name,
    short_name: name,
    description: 'Films, series and live TV',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone' as const,
    orientation: 'any' as const,
    theme_color: colours.background,
    background_color: colours.background,
    icons: [...APP_ICONS],
  };
}

/**
 * The precache holds what a first visit downloads before the first screen runs (the page, the modern
 * entry and its static imports, the desktop header and footer, their CSS), the legacy plugin's guards
 * and the icons (vite-plugin-pwa adds the manifest itself): enough to start with the back end down and say so. Every other chunk (the
 * legacy build, lazy screens, the players) is cached as it is first used (assetsCache below): precaching
 * all of them would make each first visit download megabytes it may never run.
 */
export function keepFirstScreen(distDir: string) {
  return (entries: Array<ManifestEntry & { size: number }>) => {
    const manifest = readBuildManifest(distDir);
    const { js, css } = firstScreenFiles(manifest, 'index.html', 'vite/legacy-polyfills', [
      pageChromeKeys.modern,
    ]);
    const wanted = new Set<string>([...js, ...css, 'index.html']);
    for (const icon of APP_ICONS) wanted.add(icon.src);
    const kept = entries.filter(
      (entry) => wanted.has(entry.url) || /^assets\/guard-[0-9a-f]+\.js$/.test(entry.url),
    );
    const missing = [...wanted].filter((url) => !kept.some((entry) => entry.url === url));
    return {
      manifest: kept,
      warnings: missing.length > 0 ? [`Not found for the precache: ${missing.join(', ')}`] : [],
    };
  };
}

/*
 * The matchers below are copied into the service worker as source text (workbox-build serialises
 * them), so each must stand alone: no imports, no names from this module.
 */

/** Built files under /assets/ are named by their content hash: one name, one content, for ever. */
export const isBuildAsset = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }): boolean =>
  sameOrigin && url.pathname.startsWith('/assets/');

/**
 * Posters and artwork, from any host, unless the address carries a credential (a signed image URL
 * must not outlive its signature in a cache).
 */
export const isPlainImage = ({ url, request }: { url: URL; request: Request }): boolean =>
  request.destination === 'image' && !/[?&](token|signature|sig|key|auth|expires|policy)=/i.test(url.search);

/**
 * A page of the app (a deep link, a reload): everything but the back end's own pages and APIs, which
 * the app's origin also serves (server/createServerApp.ts).
 */
export const isAppPage = ({ url, request }: { url: URL; request: Request }): boolean =>
  request.mode === 'navigate' &&
  !/^\/(v1|v2|apps|media|images|providers|pay|payment-handoffs|dev|legal|mqtt|healthz|readyz)(\/|$)/.test(
    url.pathname,
  );

/** A runtime cache of at most `maxEntries` answers kept `days`, whole answers (200) only. */
const boundedCache = (cacheName: string, maxEntries: number, days: number) => ({
  cacheName,
  expiration: { maxEntries, maxAgeSeconds: 60 * 60 * 24 * days, purgeOnQuotaError: true },
  cacheableResponse: { statuses: [200] },
});

/**
 * What the service worker does with requests besides the precache. Anything no rule names (API answers,
 * media segments and manifests, licences, the settings file, anything with a token) goes to the network
 * untouched and is never stored.
 */
export const runtimeCaching: RuntimeCaching[] = [
  {
    // A page comes from the network, so a deploy or a new .webapp.ini host (its CSP) shows at once;
    // only when the network fails does the precached page start the app, which then says it is offline.
    urlPattern: isAppPage,
    handler: 'NetworkOnly',
    options: { precacheFallback: { fallbackURL: 'index.html' } },
  },
  {
    urlPattern: isBuildAsset,
    handler: 'CacheFirst',
    options: boundedCache('app-assets', 200, 60),
  },
  {
    // Artwork can change under one address: shown from the cache at once, refreshed behind it.
    // Opaque answers (status 0) are never kept: Chromium counts each as about 7 MB of quota.
    urlPattern: isPlainImage,
    handler: 'StaleWhileRevalidate',
    options: boundedCache('images', 300, 14),
  },
];
