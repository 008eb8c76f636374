import { sessionStore } from './deviceStorage.ts';

/** spec: browsing 3, Other — UI search state: preSearchPage, the page the viewer was on before search. */
const KEY = 'preSearchPage';

/** Overlays and playback are not part of a page to come back to. */
const TRANSIENT_PARAMS = ['u', 'play', 'trailer'];

export function isSearchPath(pathname: string): boolean {
  return pathname === '/q' || pathname.startsWith('/q/');
}

/** Records the current page unless it is search itself (so, on search, the page before it). */
export function rememberPage(pathname: string, search: string): void {
  if (isSearchPath(pathname)) return;
  const params = new URLSearchParams(search);
  for (const name of TRANSIENT_PARAMS) params.delete(name);
  const query = params.toString();
  sessionStore.set(KEY, query ? `${pathname}?${query}` : pathname);
}

/** spec: browsing 2, Search — reset returns to the page visited before search, or /. */
export function preSearchPage(): string {
  const stored = sessionStore.get(KEY);
  return stored?.startsWith('/') ? stored : '/';
}
