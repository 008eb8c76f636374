import { useEffect } from 'react';
import type { LoadMore } from './MediaGrid.tsx';

/** What a grid needs of an infinite query (react-query's useInfiniteQuery result). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage(options?: { cancelRefetch?: boolean }): Promise<unknown>;
}

/**
 * A grid's 'Load more' from its paged query: shown while a next page exists; one request at a time.
 * spec: browsing 8 — a failed 'load more' is only logged: the grid stays as it was, the button keeps
 * focus and OK tries again. (react-query keeps the pages it has and reports the error beside them:
 * screens show their error only when they have no page at all.)
 */
export function useLoadMore(query: PagedQuery): LoadMore | undefined {
  const { isFetchNextPageError, error } = query;
  useEffect(() => {
    if (isFetchNextPageError) console.warn('Load more failed', error);
  }, [isFetchNextPageError, error]);
  if (!query.hasNextPage) return undefined;
  return {
    loading: query.isFetchingNextPage,
    // A second OK before the grid re-renders (its isFetchingNextPage still false) joins the request in
    // flight: react-query's default would cancel it and ask for the same page again.
    onPress: () => void query.fetchNextPage({ cancelRefetch: false }),
  };
}
