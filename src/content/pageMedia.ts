import { queryClient } from '../app/queryClient.ts';
import type { MediaItem } from './contentSchemas.ts';

/** spec: browsing 2, Route table — the media item a page shows: /m/{id}/… and /s/{seriesId}. */
const MEDIA_PATH = /^\/(?:m|s)\/([^/]+)/;

export function mediaIdOf(pathname: string): string | undefined {
  const id = MEDIA_PATH.exec(pathname)?.[1];
  return id ? decodeURIComponent(id) : undefined;
}

/** The item the page at `pathname` shows, as its screen already loaded it (useMedia's cache); else none. */
export function cachedPageMedia(pathname: string): MediaItem | undefined {
  const id = mediaIdOf(pathname);
  return id ? queryClient.getQueryData<MediaItem>(['media', id]) : undefined;
}
