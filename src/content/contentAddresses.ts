/** An address the content host gave from its own root (/v2/media/…): a single slash, no spaces. */
const ROOT_RELATIVE = /^\/(?!\/)\S*$/;

/** Fields that hold a screen of the app (/m/{id}), not a file of the content host. */
const APP_PATHS = new Set(['link']);

/**
 * Makes the content host's root-relative addresses (images, streams, thumbnails, schedules, the
 * signing host "/") absolute where answers enter the app, so they reach the content host when it is not
 * the page's origin: a TV package runs from files, and a site may name another host in .webapp.ini
 * (contentHost). Where the content host is the page's own origin, they mean the same and stay as given.
 */
export function contentAddresses(contentHost: string, pageOrigin: string): <T>(answer: T) => T {
  const host = contentHost.replace(/\/$/, '');
  if (host === pageOrigin) return (answer) => answer;
  const resolve = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string')
      return ROOT_RELATIVE.test(value) && !APP_PATHS.has(key ?? '') ? host + value : value;
    if (Array.isArray(value)) return value.map((entry) => resolve(entry));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, resolve(entry, name)]));
    }
    return value;
  };
  return <T>(answer: T) => resolve(answer) as T;
}
