import { z } from 'zod/mini';

/**
 * spec: browsing 3, MediaItem and Playlist. Items keep fields we do not read yet (custom parameters
 * such as 'VCH.EventState'): later features read them through these schemas, never around them.
 */
export const imageSchema = z.object({ src: z.string(), width: z.number(), type: z.string() });

export const sourceSchema = z.object({
  file: z.string(),
  type: z.string(),
  drm: z.optional(
    z.object({
      // ClearKey beside the spec's three: the one system every browser has (tests, reference back end).
      clearkey: z.optional(z.object({ url: z.string() })),
      playready: z.optional(z.object({ url: z.string() })),
      widevine: z.optional(z.object({ url: z.string() })),
      fairplay: z.optional(z.object({ processSpcUrl: z.string(), certificateUrl: z.optional(z.string()) })),
    }),
  ),
});

export const mediaItemSchema = z.looseObject({
  mediaid: z.string(),
  title: z.string(),
  description: z._default(z.string(), ''),
  duration: z._default(z.number().check(z.nonnegative()), 0),
  feedid: z.optional(z.string()),
  pubdate: z.optional(z.number()),
  link: z.optional(z.string()),
  genre: z.optional(z.string()),
  rating: z.optional(z.string()),
  tags: z.optional(z.string()),
  image: z.optional(z.string()),
  images: z._default(z.array(imageSchema), []),
  cardImage: z.optional(z.string()),
  backgroundImage: z.optional(z.string()),
  sources: z._default(z.array(sourceSchema), []),
  contentType: z.optional(z.string()),
});

export type MediaItem = z.infer<typeof mediaItemSchema>;

export const playlistSchema = z.looseObject({
  feedid: z.string(),
  title: z.string(),
  description: z.optional(z.string()),
  playlist: z.array(mediaItemSchema),
  links: z._default(z.object({ next: z.optional(z.string()), first: z.optional(z.string()) }), {}),
  /**
   * spec: browsing 2, Search — how many items match in all. Not in the vendor's answer (ours adds it to
   * searched playlists): optional, and a malformed one is dropped, not an error screen.
   */
  total: z.catch(z.optional(z.int().check(z.nonnegative())), undefined),
  contentType: z.optional(z.string()),
  railType: z.optional(z.string()),
  cardImageAspectRatio: z.optional(z.string()),
  shelfImageAspectRatio: z.optional(z.string()),
});

export type Playlist = z.infer<typeof playlistSchema> & {
  /** Items of this page the viewer's profile does not see (issue 16): paging still counts them. */
  hiddenCount?: number;
};

/** spec: browsing 3, Series and episodes. */
export const seriesSchema = z.looseObject({
  series_id: z.string(),
  title: z.string(),
  description: z._default(z.string(), ''),
  episode_count: z.int().check(z.nonnegative()),
  season_count: z.int().check(z.nonnegative()),
  seasons: z.array(
    z.object({
      season_number: z.int(),
      season_title: z.optional(z.string()),
      episode_count: z.int(),
    }),
  ),
});

export type Series = z.infer<typeof seriesSchema>;

export const episodesPageSchema = z.object({
  episodes: z.array(
    z.object({ media_item: mediaItemSchema, season_number: z.number(), episode_number: z.number() }),
  ),
  pagination: z.object({ page: z.int(), page_limit: z.int(), total: z.int() }),
});

export type EpisodesPage = z.infer<typeof episodesPageSchema>;
