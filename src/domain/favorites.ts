/**
 * spec: browsing 3, Viewer lists — a favourite; 5 — only its mediaid is required (the title is a hint:
 * screens fetch the item by id); 9 — default limit 48.
 */
export interface Favorite {
  mediaid: string;
  title?: string;
}

export const DEFAULT_FAVORITES_LIMIT = 48;

export type ToggleResult<T extends Favorite> = { list: T[]; added: boolean; overLimit: boolean };

/**
 * spec: browsing 4, Favourites — toggling removes an item that is present; when the list is already
 * at its limit a warning stands instead of adding (reading: "exceeds" counted as "reached", as every
 * product with a visible limit does); otherwise the item goes to the front.
 */
export function toggleFavorite<T extends Favorite>(
  list: readonly T[],
  item: T,
  limit = DEFAULT_FAVORITES_LIMIT,
): ToggleResult<T> {
  if (list.some((entry) => entry.mediaid === item.mediaid)) {
    return { list: list.filter((entry) => entry.mediaid !== item.mediaid), added: false, overLimit: false };
  }
  if (list.length >= limit) return { list: [...list], added: false, overLimit: true };
  return { list: [item, ...list], added: true, overLimit: false };
}
