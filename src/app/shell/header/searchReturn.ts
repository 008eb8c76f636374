/**
 * spec: browsing 3, UI search state (preSearchPage) — whether the viewer opened search from a page of
 * this visit: closing the bar then goes back there (its focus restored); a deep link to /q/ closes to /.
 */
let openedFromPage = false;

export function markSearchOpenedFromPage(): void {
  openedFromPage = true;
}

/** Where closing the search bar goes: -1 (the page before search) or '/'. */
export function takeSearchReturn(): -1 | '/' {
  const target = openedFromPage ? -1 : '/';
  openedFromPage = false;
  return target;
}
