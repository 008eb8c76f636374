import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartupResult } from '../../stores/configStore.ts';

/**
 * spec: browsing 2, Search — the page title names the count and the query once results are in
 * ('3 results for "sig" - Open OTT'); otherwise 'Search - Open OTT'.
 */
export function useSearchTitle(query: string, count: number | undefined): void {
  const { t } = useTranslation();
  const { config } = useStartupResult();
  useEffect(() => {
    const previous = document.title;
    const title =
      query && count !== undefined ? t('search.results_title', { count, query }) : t('search.title');
    document.title = `${title} - ${config.siteName ?? ''}`;
    return () => {
      document.title = previous;
    };
  }, [query, count, t, config.siteName]);
}
