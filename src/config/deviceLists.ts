import type { AppConfig } from './appConfigSchema.ts';

export interface DeviceListIds {
  continueWatching: string;
  favorites: string;
}

/**
 * spec: browsing 3, App config (features.continueWatchingList, favoritesList) — the ids the viewer's
 * own lists go by: their rows ask the watchlist endpoint under them and give them to their cards as r.
 * The content API has no playlist by these ids, so nothing asks /v2/playlists/ for one (the player's
 * next item reads the list itself: domain/upNext.ts, nextSources).
 */
export function deviceListIds(features: AppConfig['features']): DeviceListIds {
  return {
    continueWatching: features.continueWatchingList || 'continue',
    favorites: features.favoritesList || 'favorites',
  };
}
