/** spec: browsing 9 — navigation stack at most 50: older entries are forgotten. */
const MAX_ENTRIES = 50;

export interface EntryMemory<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

/**
 * Something remembered per history entry (react-router's location.key) or per page, newest last,
 * at most 50. Kept in memory: a reload starts fresh, as on every TV app.
 */
export function entryMemory<T>(): EntryMemory<T> {
  const entries = new Map<string, T>();
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
  };
}
