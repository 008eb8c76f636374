import type { TFunction } from 'i18next';
import type { MediaItem } from '../content/contentSchemas.ts';

/**
 * The card's tag, first match wins (spec: browsing 2, Card): series, duration, live. Season/episode
 * labels and the scheduled tag come with the catalogue's series and live events.
 */
export function cardTag(item: MediaItem, t: TFunction): string | undefined {
  if (item.contentType?.toLowerCase() === 'series') return t('video.series');
  if (item.duration > 0) return t('video.minutes', { count: Math.max(1, Math.round(item.duration / 60)) });
  if (item.contentType?.toLowerCase() === 'livechannel' || item.contentType?.toLowerCase() === 'live')
    return t('video.live');
  return undefined;
}
