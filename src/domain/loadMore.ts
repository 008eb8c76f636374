/**
 * spec: browsing 5 — load-more results keep only items with a mediaid and a title that are not
 * already listed (deduplicated by mediaid).
 */
export function listedOnce<T extends { mediaid: string; title: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (!item.mediaid || !item.title || seen.has(item.mediaid)) return false;
    seen.add(item.mediaid);
    return true;
  });
}
