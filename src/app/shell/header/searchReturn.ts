import { preSearchPage } from '../../../stores/preSearchPage.ts';

/**
 * spec: browsing 3, UI search state (preSearchPage) — whether the viewer opened search from a page of
 * this visit: closing the bar then goes back there (its focus restored); a deep link to /q/ closes to /.
 */
let openedFromPage = false;

export function markSearchOpenedFromPage(): void {
  openedFromPage = true;
}

/**
 * Where closing the search bar goes: -1 (back to the page before search, its focus restored) or, for
 * a search opened by a link, the page visited before search in this session, else / (spec: browsing
 * 2, Search — reset).
 */
export function takeSearchReturn(): -1 | string {
  const target = openedFromPage ? -1 : preSearchPage();
  openedFromPage = false;
  return target;
}
