import type { AppConfig } from '../../config/appConfigSchema.ts';

export interface ShelfRow {
  /** The row's index in config content[]: stable, so focus keys survive reloads. */
  rowIndex: number;
  playlistId: string;
  customTitle?: string;
  featured: boolean;
  custom?: Record<string, unknown>;
}

/**
 * spec: browsing 2, Home — rows from config content[]. Continue-watching and favourites rows are built
 * from the device lists (not in this slice): they have nothing to show yet and are left out.
 */
export function homeRows(config: AppConfig): ShelfRow[] {
  return config.content.flatMap((row, rowIndex) =>
    row.type === 'playlist' && row.contentId
      ? [
          {
            rowIndex,
            playlistId: row.contentId,
            customTitle: row.title,
            featured: Boolean(row.featured),
            custom: row.custom,
          },
        ]
      : [],
  );
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
