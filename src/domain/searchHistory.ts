/** spec: browsing 9 — search history: at most 5, saved 2 s after results. */
export const SEARCH_HISTORY_MAX = 5;
export const SEARCH_HISTORY_DELAY_MS = 2000;
/** spec: browsing 9 — search debounce 350 ms. */
export const SEARCH_DEBOUNCE_MS = 350;

/** spec: browsing 4, Other — newest first, deduplicated, at most 5. */
export function addToSearchHistory(history: readonly string[], query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return [...history];
  return [trimmed, ...history.filter((entry) => entry.toLowerCase() !== trimmed.toLowerCase())].slice(
    0,
    SEARCH_HISTORY_MAX,
  );
}

/** spec: browsing 2, Search — items whose mediaid starts with 'placeholder_' are dropped. */
export function withoutPlaceholders<T extends { mediaid: string }>(items: readonly T[]): T[] {
  return items.filter((item) => !item.mediaid.startsWith('placeholder_'));
}
