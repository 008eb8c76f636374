import { getCurrentFocusKey, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useCallback, useEffect, useRef } from 'react';
import { useLatest } from './useLatest.ts';

/**
 * Focus after 'Load more': the first card of the new page, as the best TV apps do. Without it,
 * loading the last page unmounts the focused button and focus is lost. Only while focus is still on
 * the button (a viewer who moved on keeps their place); when nothing new arrived and the button is
 * gone, the last card. A failed load keeps focus on the button, so OK tries again.
 */
export function useFocusNewCards(
  cardKeys: readonly string[],
  moreKey: string,
  hasMore: boolean,
  loading: boolean,
): () => void {
  const pending = useRef<{ from: number; sawLoading: boolean } | null>(null);
  const latestKeys = useLatest(cardKeys);
  const count = cardKeys.length;

  useEffect(() => {
    const request = pending.current;
    if (!request) return;
    if (loading) {
      request.sawLoading = true;
      return;
    }
    const grew = count > request.from;
    if (!grew && hasMore && !request.sawLoading) return; // not started yet
    pending.current = null;
    if (getCurrentFocusKey() !== moreKey) return;
    const keys = latestKeys.current;
    const target = grew ? keys[request.from] : hasMore ? undefined : keys[keys.length - 1];
    if (target) void setFocus(target);
  }, [count, hasMore, loading, moreKey]);

  return useCallback(() => {
    pending.current = { from: latestKeys.current.length, sawLoading: false };
  }, []);
}
