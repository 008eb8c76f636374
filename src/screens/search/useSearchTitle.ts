import { useEffect } from 'react';
import type { SearchCount } from '../../domain/searchCount.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { searchResultsTitle } from './searchResultsTitle.ts';
import { useSearchTranslation } from './searchStrings.ts';

/**
 * spec: browsing 2, Search — the page title names the count and the query once results are in
 * ('42 results for "sig" - Open OTT', or '25+ results...' while the count is a lower bound); otherwise
 * 'Search - Open OTT'.
 */
export function useSearchTitle(query: string, count: SearchCount | undefined): void {
  const { t } = useSearchTranslation();
  const { config } = useStartupResult();
  // The effect hangs on the count's parts: a fresh object each render must not re-run it.
  const shown = count?.count;
  const atLeast = count?.atLeast ?? false;
  useEffect(() => {
    const previous = document.title;
    const title =
      query && shown !== undefined
        ? searchResultsTitle(t, { count: shown, atLeast }, query)
        : t('search.title');
    document.title = `${title} - ${config.siteName ?? ''}`;
    return () => {
      document.title = previous;
    };
  }, [query, shown, atLeast, t, config.siteName]);
}
