/** Resolves the router's paths when only their path and query matter. */
const ANY_ORIGIN = 'http://app.invalid';

/**
 * The app's own path and query, read outside React (an event handler, a player starting): the page's
 * address, or in a TV package the fragment its HashRouter keeps them in (#/m/…?r=…).
 */
export function appLocation(): { pathname: string; search: string } {
  if (!import.meta.env.VITE_PACKAGED) return window.location;
  const inFragment = new URL(window.location.hash.slice(1) || '/', ANY_ORIGIN);
  return { pathname: inFragment.pathname, search: inFragment.search };
}

/** A router path as the address shows it (encoded: 'niño' in a search), to compare with appLocation's. */
export function encodedPath(routerPath: string): string {
  return new URL(routerPath, ANY_ORIGIN).pathname;
}

/**
 * The origin of the site's web pages, for addresses a viewer takes elsewhere (share links, page meta, a
 * text's links to the site): the page's own, or in a TV package, whose page is a file, the content
 * host's (the reference back end serves the web app there too).
 */
export function siteOrigin(contentHost: string): string {
  return import.meta.env.VITE_PACKAGED ? new URL(contentHost).origin : window.location.origin;
}
