import { QueryClient } from '@tanstack/react-query';

/**
 * spec: browsing 4, Refetching — the general cache is stale after 1 hour, with no refetch on window
 * focus and no retry on mount. One retry smooths over a dropped request on a TV's Wi-Fi.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60 * 60_000, refetchOnWindowFocus: false, retryOnMount: false, retry: 1 },
  },
});
