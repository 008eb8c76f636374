import { Workbox } from 'workbox-window';

/** How often a page left open (a TV runs for days) asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the app's service worker (built by vite-plugin-pwa, vite.config.ts) and calls `onUpdate`
 * once a newer one has taken over this page: the page still runs the old code and should reload. A
 * packaged TV app (file://) and browsers without service workers get nothing; a registration that
 * fails (private mode, storage off) costs the viewer nothing. Returns a stop for the periodic checks.
 */
export function registerServiceWorker(onUpdate: () => void): () => void {
  if (!('serviceWorker' in navigator) || !/^https?:$/.test(window.location.protocol)) return () => undefined;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // The first worker also takes over (clientsClaim), but that page already runs the newest code.
  let controlled = Boolean(navigator.serviceWorker.controller);
  workbox.addEventListener('controlling', () => {
    if (controlled) onUpdate();
    controlled = true;
  });
  workbox.register().catch((error: unknown) => console.warn('The service worker was not registered', error));
  const check = () => {
    workbox.update().catch(() => undefined);
  };
  const timer = window.setInterval(check, UPDATE_CHECK_MS);
  // Coming back to the app (the TV woken, the tab shown) is when a deploy is most likely to be missed.
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
