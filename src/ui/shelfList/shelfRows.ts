import type { AppConfig } from '../../config/appConfigSchema.ts';
import { deviceListIds } from '../../config/deviceLists.ts';
import type { Features } from '../../config/features.ts';
import { isCssColor } from '../../config/remoteConfig.ts';
import { textColorOn } from '../../domain/cardRules.ts';
import { continueWatchingIds, type HistoryEntry } from '../../domain/watchHistory.ts';

export interface ShelfRow {
  /** The row's index in config content[]: stable, so focus keys survive reloads. */
  rowIndex: number;
  playlistId: string;
  customTitle?: string;
  featured: boolean;
  custom?: Record<string, unknown>;
  /** Device lists (continue watching, favourites): these ids through the watchlist endpoint. */
  mediaIds?: string[];
  /** Cards open the player directly (spec: browsing 2, Shelf — continue-watching rows). */
  playOnOpen?: boolean;
  /** The row's own background (config content[].backgroundColor) and the text colour on it. */
  colors?: { background: string; text: string };
}

export interface DeviceLists {
  continueWatching: string[];
  favorites: string[];
}

/**
 * The device lists Home's rows show: continue watching from the watch history, cut to the config's
 * max_no_of_continue_watching (spec: browsing 4), and the favourites.
 */
export function homeDeviceLists(
  config: Pick<AppConfig, 'max_no_of_continue_watching'>,
  history: readonly HistoryEntry[],
  favorites: ReadonlyArray<{ mediaid: string }>,
): DeviceLists {
  return {
    continueWatching: continueWatchingIds(history, config.max_no_of_continue_watching),
    favorites: favorites.map((entry) => entry.mediaid),
  };
}

/** The device rows' default titles, in the viewer's language. */
export interface DeviceRowTitles {
  continueWatching: string;
  favorites: string;
}

/** spec: browsing 5 — text on a coloured background: black above luminance 186, else white. */
function rowColors(background: string | null | undefined): ShelfRow['colors'] {
  return background && isCssColor(background) ? { background, text: textColorOn(background) } : undefined;
}

/**
 * spec: browsing 2, Home — rows from config content[]; continue-watching and favourites rows from the
 * device lists (hidden when empty, like every empty row, and when their feature is disabled).
 */
export function homeRows(
  config: AppConfig,
  features: Pick<Features, 'continueWatching' | 'favorites'>,
  lists: DeviceLists,
  titles: DeviceRowTitles,
): ShelfRow[] {
  const listIds = deviceListIds(config.features);
  return config.content.flatMap((row, rowIndex): ShelfRow[] => {
    const base = {
      rowIndex,
      customTitle: row.title,
      featured: Boolean(row.featured),
      custom: row.custom,
      colors: rowColors(row.backgroundColor),
    };
    if (row.type === 'playlist' && row.contentId) return [{ ...base, playlistId: row.contentId }];
    if (row.type === 'continue_watching' && features.continueWatching) {
      return [
        {
          ...base,
          playlistId: listIds.continueWatching,
          customTitle: row.title || titles.continueWatching,
          mediaIds: lists.continueWatching,
          playOnOpen: true,
        },
      ];
    }
    if (row.type === 'favorites' && features.favorites) {
      return [
        {
          ...base,
          playlistId: listIds.favorites,
          customTitle: row.title || titles.favorites,
          mediaIds: lists.favorites,
        },
      ];
    }
    return [];
  });
}

/** spec: browsing 2, Hub screen — rows from the item's comma-separated playlist ids. */
export function hubRows(playlistIds: string): ShelfRow[] {
  return playlistIds
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .map((playlistId, rowIndex) => ({ rowIndex, playlistId, featured: false }));
}

/** spec: browsing 9 — rows loaded per step: 6 first, then 4 more as the viewer scrolls. */
export const FIRST_ROWS = 6;
export const MORE_ROWS = 4;

export function shelfFocusKey(rowIndex: number): string {
  return `shelf-${rowIndex}`;
}

export function cardFocusKey(rowIndex: number, mediaId: string): string {
  return `card-${rowIndex}-${mediaId}`;
}

export function seeMoreFocusKey(rowIndex: number): string {
  return `see-more-${rowIndex}`;
}
