import type { MediaItem } from '../content/contentSchemas.ts';
import type { AppConfig } from './appConfigSchema.ts';

/**
 * spec: browsing 2, Shelf and Card grid — cards open with play=1 in continue-watching rows, or when
 * single-click play is on and the item is not a series. The config names no field for the flag; the
 * reference configs say `custom.singleClickPlay: true`.
 */
export function opensWithPlay(config: AppConfig, item: MediaItem, continueWatching: boolean): boolean {
  if (continueWatching) return true;
  return config.custom.singleClickPlay === true && item.contentType?.toLowerCase() !== 'series';
}
