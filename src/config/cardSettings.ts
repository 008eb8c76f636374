import type { MediaItem } from '../content/contentSchemas.ts';
import type { Features } from './features.ts';

/**
 * spec: browsing 2, Shelf and Card grid — cards open with play=1 in continue-watching rows, or when
 * single-click play is on (a feature flag, src/config/features.ts) and the item is not a series.
 */
export function opensWithPlay(
  features: Pick<Features, 'singleClickPlay'>,
  item: MediaItem,
  continueWatching: boolean,
): boolean {
  if (continueWatching) return true;
  return features.singleClickPlay && item.contentType?.toLowerCase() !== 'series';
}
