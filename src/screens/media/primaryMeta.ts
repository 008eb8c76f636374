import type { TFunction } from 'i18next';
import type { MediaItem } from '../../content/contentSchemas.ts';

/** spec: browsing 2, Video detail page — the primary metadata line: year • duration • rating. */
export function primaryMeta(item: MediaItem, t: TFunction): string {
  const minutes =
    item.duration > 0 ? t('video.minutes', { count: Math.max(1, Math.round(item.duration / 60)) }) : null;
  const year = item.pubdate ? new Date(item.pubdate * 1000).getFullYear() : null;
  return [year, minutes, item.rating].filter(Boolean).join(' • ');
}
