import type { LoadMore } from './MediaGrid.tsx';

/** What a grid needs of an infinite query (react-query's useInfiniteQuery result). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
}

/** A grid's 'Load more' from its paged query: shown while a next page exists; one request at a time. */
export function useLoadMore(query: PagedQuery): LoadMore | undefined {
  if (!query.hasNextPage) return undefined;
  return {
    loading: query.isFetchingNextPage,
    onPress: () => {
      if (!query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}
