import type { z } from 'zod/mini';
import { requestJson as requestContent } from '../net/http.ts';
import type { ListingFilter } from '../stores/accountStore.ts';
import { contentAddresses } from './contentAddresses.ts';
import {
  type EpisodesPage,
  episodesPageSchema,
  type MediaItem,
  type Playlist,
  playlistSchema,
  type Series,
  seriesSchema,
} from './contentSchemas.ts';

/** spec: browsing 9 — episodes page size 20. */
export const EPISODES_PAGE_SIZE = 20;

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

export interface ContentClientOptions {
  /** A kids profile's listing (issue 16): pages wait for it, then show only what it leaves. */
  hides?: ListingFilter;
  /** The page's origin: where it is not the content host, the answers' addresses are made absolute. */
  pageOrigin?: string;
}

/** The content delivery API of spec: browsing 7, Content API. */
export function createContentClient(contentHost: string, { hides, pageOrigin }: ContentClientOptions = {}) {
  const resolve = contentAddresses(contentHost, pageOrigin ?? contentHost);
  const requestJson = async <T>(url: string, schema: z.core.$ZodType<T>) =>
    resolve(await requestContent(url, schema));
  const listed = (page: Promise<Playlist>) =>
    hides ? Promise.all([page, hides]).then(([raw, kids]) => kids(raw)) : page;
  return {
    getPlaylist(
      id: string,
      {
        pageOffset = FIRST_PAGE_OFFSET,
        pageLimit = PAGE_LIMIT,
        relatedMediaId,
        search,
      }: PageRequest & { relatedMediaId?: string; search?: string } = {},
    ) {
      const query = new URLSearchParams({ page_offset: String(pageOffset), page_limit: String(pageLimit) });
      if (relatedMediaId) query.set('related_media_id', relatedMediaId);
      if (search) query.set('search', search);
      return listed(
        requestJson<Playlist>(
          `${contentHost}/v2/playlists/${encodeURIComponent(id)}?${query}`,
          playlistSchema,
        ),
      );
    },
    async getMedia(id: string): Promise<MediaItem> {
      const playlist = await requestJson(`${contentHost}/v2/media/${encodeURIComponent(id)}`, playlistSchema);
      const item = playlist.playlist[0];
      if (!item) throw new MediaNotFoundError(id);
      return item;
    },
    /** spec: browsing 7 — GET /apps/watchlists/{listId} with media_ids; reads playlist. */
    getWatchlist(listId: string, mediaIds: readonly string[]): Promise<Playlist> {
      const query = new URLSearchParams({ media_ids: mediaIds.join(',') });
      return listed(
        requestJson<Playlist>(
          `${contentHost}/apps/watchlists/${encodeURIComponent(listId)}?${query}`,
          playlistSchema,
        ),
      );
    },
    getSeries(id: string): Promise<Series> {
      return requestJson(`${contentHost}/apps/series/${encodeURIComponent(id)}`, seriesSchema);
    },
    /** One page (from 1) of a season's episodes, or of all episodes when `season` is undefined. */
    getEpisodes(seriesId: string, season: number | undefined, page: number): Promise<EpisodesPage> {
      const query = new URLSearchParams({
        page_offset: String(page),
        page_limit: String(EPISODES_PAGE_SIZE),
      });
      const path = season === undefined ? 'episodes' : `seasons/${season}/episodes`;
      return requestJson(
        `${contentHost}/apps/series/${encodeURIComponent(seriesId)}/${path}?${query}`,
        episodesPageSchema,
      );
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
