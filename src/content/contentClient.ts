import { requestJson } from '../net/http.ts';
import { type MediaItem, type Playlist, playlistSchema } from './contentSchemas.ts';

/** spec: browsing 9 — UI page and row pageLimit 25, starting pageOffset 1. */
export const PAGE_LIMIT = 25;
export const FIRST_PAGE_OFFSET = 1;

export interface PageRequest {
  pageOffset?: number;
  pageLimit?: number;
}

export class MediaNotFoundError extends Error {
  constructor(readonly mediaId: string) {
    super('MediaItem not found');
    this.name = 'MediaNotFoundError';
  }
}

/** The content delivery API of spec: browsing 7, Content API. */
export function createContentClient(contentHost: string) {
  return {
    getPlaylist(id: string, { pageOffset = FIRST_PAGE_OFFSET, pageLimit = PAGE_LIMIT }: PageRequest = {}) {
      const query = new URLSearchParams({ page_offset: String(pageOffset), page_limit: String(pageLimit) });
      return requestJson<Playlist>(
        `${contentHost}/v2/playlists/${encodeURIComponent(id)}?${query}`,
        playlistSchema,
      );
    },
    async getMedia(id: string): Promise<MediaItem> {
      const playlist = await requestJson(`${contentHost}/v2/media/${encodeURIComponent(id)}`, playlistSchema);
      const item = playlist.playlist[0];
      if (!item) throw new MediaNotFoundError(id);
      return item;
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
