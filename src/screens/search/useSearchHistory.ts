import { useCallback, useState } from 'react';
import { z } from 'zod/mini';
import { addToSearchHistory } from '../../domain/searchHistory.ts';
import { localStore } from '../../stores/deviceStorage.ts';

const KEY = 'searchHistory';
const storedSchema = z.array(z.string());

/** Past queries on the device (spec: browsing 3, Other — searchHistory, up to 5 strings). */
export function useSearchHistory() {
  const [history, setHistory] = useState(() => localStore.getJson(KEY, storedSchema) ?? []);
  const remember = useCallback((query: string) => {
    setHistory((current) => {
      const next = addToSearchHistory(current, query);
      localStore.setJson(KEY, next);
      return next;
    });
  }, []);
  return { history, remember };
}
