/**
 * Issue 26: how the reference back end orders search results, the way viewers expect: titles that
 * start with the query, then titles with a word that does, then titles containing it anywhere, then
 * people (cast and director, by a word of their names), then the other fields (description, genre,
 * tags). Case and accents do not matter: 'oceano' finds 'Océano', 'sofia' finds 'Sofía'.
 */
type Item = Record<string, unknown>;

/** Lower case without diacritics ('Ñandú' → 'nandu'). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const field = (item: Item, name: string) => foldForSearch(String(item[name] ?? ''));

/** The item's rank for the query (0 best), or undefined when it does not match. */
export function searchRank(item: Item, query: string): number | undefined {
  const needle = foldForSearch(query.trim());
  if (!needle) return undefined;
  const title = field(item, 'title');
  if (title.startsWith(needle)) return 0;
  if (words(title).some((word) => word.startsWith(needle))) return 1;
  if (title.includes(needle)) return 2;
  const people = `${field(item, 'cast')}, ${field(item, 'director')}`;
  // A whole name ('julia brandt') or the start of one of its words ('bran').
  if (
    people.includes(needle) &&
    (words(people).some((word) => word.startsWith(needle)) || needle.includes(' '))
  )
    return 3;
  if (['description', 'genre', 'tags'].some((name) => field(item, name).includes(needle))) return 4;
  return undefined;
}

/** The items that match, best first; items of the same rank keep their playlist order. */
export function rankedSearch(items: readonly Item[], query: string): Item[] {
  return items
    .map((item, index) => ({ item, index, rank: searchRank(item, query) }))
    .filter((entry): entry is { item: Item; index: number; rank: number } => entry.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}
