import { useEffect, useState } from 'react';
import type { MediaItem } from '../content/contentSchemas.ts';
import { catchupParam, withParams } from '../domain/playbackQuery.ts';
import type { CatchupWindow } from './playableSource.ts';
import { parseThumbnailsVtt, type Thumbnail, thumbnailsTrackOf } from './thumbnails.ts';

/**
 * Issue 26: the item's trick-play thumbnails, fetched once the player opens on something seekable; a
 * catch-up programme's track carries the same t as its stream. None (an empty list) when the item has
 * no track or it cannot be read: seeking works without pictures.
 */
export function useThumbnails(
  item: MediaItem,
  catchup: CatchupWindow | undefined,
  seekable: boolean,
): Thumbnail[] {
  const [thumbnails, setThumbnails] = useState<Thumbnail[]>([]);
  const track = thumbnailsTrackOf(item);
  const startMs = catchup?.startMs;
  const endMs = catchup?.endMs;
  useEffect(() => {
    if (!track || !seekable) return undefined;
    const url = new URL(
      startMs !== undefined && endMs !== undefined
        ? withParams(track, [catchupParam({ startMs, endMs })])
        : track,
      window.location.href,
    ).href;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => setThumbnails(parseThumbnailsVtt(text, url)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [track, seekable, startMs, endMs]);
  return thumbnails;
}
