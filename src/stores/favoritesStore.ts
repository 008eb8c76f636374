import { z } from 'zod/mini';
import { create } from 'zustand';
import { type Favorite, toggleFavorite } from '../domain/favorites.ts';
import { localStore } from './deviceStorage.ts';
import { validEntries } from './validEntries.ts';

const STORAGE_KEY = 'favorites';

/**
 * spec: browsing 5 — a stored favourite needs its mediaid and nothing else: the title is only a hint
 * (the rows and the favourites page fetch each item by id), so a missing or odd title costs nothing.
 */
const storedFavoriteSchema = z.object({
  mediaid: z.string(),
  title: z.catch(z.optional(z.string()), undefined),
});

/** The device's favourites: each valid entry kept, a list that is no list read as empty. */
export const storedFavoritesSchema = validEntries(storedFavoriteSchema);

interface FavoritesState {
  favorites: Favorite[];
  /** Toggles an item; false when the limit stopped it from being added. */
  toggle(item: Favorite, limit: number): { added: boolean; overLimit: boolean };
  clear(): void;
  /** The whole list at once: the account's, on sign-in; the device's again, on sign-out. */
  replace(favorites: Favorite[]): void;
}

/** Guests keep favourites on the device (spec: browsing 4, Favourites). */
export const useFavoritesStore = create<FavoritesState>((set, get) => ({
  favorites: localStore.getJson(STORAGE_KEY, storedFavoritesSchema) ?? [],
  toggle(item, limit) {
    const result = toggleFavorite(get().favorites, { mediaid: item.mediaid, title: item.title }, limit);
    if (!result.overLimit) {
      localStore.setJson(STORAGE_KEY, result.list);
      set({ favorites: result.list });
    }
    return { added: result.added, overLimit: result.overLimit };
  },
  clear() {
    get().replace([]);
  },
  replace(favorites) {
    localStore.setJson(STORAGE_KEY, favorites);
    set({ favorites });
  },
}));

export const useIsFavorite = (mediaId: string) =>
  useFavoritesStore((state) => state.favorites.some((entry) => entry.mediaid === mediaId));
