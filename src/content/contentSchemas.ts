import { z } from 'zod';

/**
 * spec: browsing 3, MediaItem and Playlist. Items keep fields we do not read yet (custom parameters
 * such as 'VCH.EventState'): later features read them through these schemas, never around them.
 */
export const imageSchema = z.object({ src: z.string(), width: z.number(), type: z.string() });

export const sourceSchema = z.object({
  file: z.string(),
  type: z.string(),
  drm: z
    .object({
      // ClearKey beside the spec's three: the one system every browser has (tests, reference back end).
      clearkey: z.object({ url: z.string() }).optional(),
      playready: z.object({ url: z.string() }).optional(),
      widevine: z.object({ url: z.string() }).optional(),
      fairplay: z.object({ processSpcUrl: z.string() }).optional(),
    })
    .optional(),
});

export const mediaItemSchema = z.looseObject({
  mediaid: z.string(),
  title: z.string(),
  description: z.string().default(''),
  duration: z.number().nonnegative().default(0),
  feedid: z.string().optional(),
  pubdate: z.number().optional(),
  link: z.string().optional(),
  genre: z.string().optional(),
  rating: z.string().optional(),
  tags: z.string().optional(),
  image: z.string().optional(),
  images: z.array(imageSchema).default([]),
  cardImage: z.string().optional(),
  backgroundImage: z.string().optional(),
  sources: z.array(sourceSchema).default([]),
  contentType: z.string().optional(),
});

export type MediaItem = z.infer<typeof mediaItemSchema>;

export const playlistSchema = z.looseObject({
  feedid: z.string(),
  title: z.string(),
  description: z.string().optional(),
  playlist: z.array(mediaItemSchema),
  links: z.object({ next: z.string().optional(), first: z.string().optional() }).default({}),
  contentType: z.string().optional(),
  railType: z.string().optional(),
  cardImageAspectRatio: z.string().optional(),
  shelfImageAspectRatio: z.string().optional(),
});

export type Playlist = z.infer<typeof playlistSchema>;

/** spec: browsing 3, Series and episodes. */
export const seriesSchema = z.looseObject({
  series_id: z.string(),
  title: z.string(),
  description: z.string().default(''),
  episode_count: z.number().int().nonnegative(),
  season_count: z.number().int().nonnegative(),
  seasons: z.array(
    z.object({
      season_number: z.number().int(),
      season_title: z.string().optional(),
      episode_count: z.number().int(),
    }),
  ),
});

export type Series = z.infer<typeof seriesSchema>;

export const episodesPageSchema = z.object({
  episodes: z.array(
    z.object({ media_item: mediaItemSchema, season_number: z.number(), episode_number: z.number() }),
  ),
  pagination: z.object({ page: z.number().int(), page_limit: z.number().int(), total: z.number().int() }),
});

export type EpisodesPage = z.infer<typeof episodesPageSchema>;
