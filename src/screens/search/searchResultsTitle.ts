import type { TFunction } from 'i18next';
import type { SearchCount } from '../../domain/searchCount.ts';

/**
 * spec: browsing 2, Search — '42 results for "sig"'; '25+ results for "sig"' when the count is only a
 * lower bound (src/domain/searchCount.ts). 'N+' reads plural for every N, so the _more key has no _one.
 */
export function searchResultsTitle(t: TFunction, { count, atLeast }: SearchCount, query: string): string {
  return t(atLeast ? 'search.results_title_more' : 'search.results_title', { count, query });
}
