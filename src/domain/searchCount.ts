/**
 * spec: browsing 2, Search — the page title and the results name a count with the query. The count
 * must not be the loaded page passed off as every match ('25 results' while 42 match): it is the back
 * end's total when there is one, the loaded items once no page follows, and otherwise 'at least' the
 * loaded items ('25+ results').
 */

/** What is known after some pages of results came in. */
export interface SearchFacts {
  /** Items the viewer sees. */
  shown: number;
  /** Items on the loaded pages the app left out: placeholders, what a kids profile does not see. */
  leftOut: number;
  /** The back end's number of matches in all, when it gives one (an operator's may not). */
  total: number | undefined;
  /** A next page exists (links.next). */
  hasMore: boolean;
}

export interface SearchCount {
  count: number;
  /** The count is a lower bound: more results follow that nothing counted. */
  atLeast: boolean;
}

export function searchCount({ shown, leftOut, total, hasMore }: SearchFacts): SearchCount {
  // Every page is in: what is shown is the whole answer, whatever a total says.
  if (!hasMore) return { count: shown, atLeast: false };
  // The total minus what the app leaves out. A total no larger than what is already shown while pages
  // follow is wrong; so is a guess: say 'at least' instead.
  const counted = total === undefined ? undefined : total - leftOut;
  if (counted !== undefined && counted > shown) return { count: counted, atLeast: false };
  return { count: shown, atLeast: true };
}

/** The shape of a loaded page the facts are read from (a content Playlist). */
export interface CountedPage {
  playlist: readonly unknown[];
  /** Items a kids profile's listing took out of this page. */
  hiddenCount?: number;
  total?: number;
  links: { next?: string };
}

/** The facts out of the loaded pages, `shown` being what the screen lists after its own filters. */
export function searchFacts(pages: readonly CountedPage[], shown: number): SearchFacts {
  const last = pages.at(-1);
  const received = pages.reduce((sum, page) => sum + page.playlist.length + (page.hiddenCount ?? 0), 0);
  return {
    shown,
    leftOut: received - shown,
    // The last page's total is the freshest, should the catalogue change while the viewer pages.
    total: last?.total,
    hasMore: Boolean(last?.links.next),
  };
}
