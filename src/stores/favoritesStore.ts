import { z } from 'zod/mini';
import { create } from 'zustand';
import { type Favorite, toggleFavorite } from '../domain/favorites.ts';
import { localStore } from './deviceStorage.ts';

const STORAGE_KEY = 'favorites';

/** spec: browsing 5 — stored favourites must have mediaid; an invalid stored list reads as empty. */
const storedSchema = z.array(z.object({ mediaid: z.string(), title: z.string() }));

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
  favorites: localStore.getJson(STORAGE_KEY, storedSchema) ?? [],
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
