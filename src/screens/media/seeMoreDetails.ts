import { z } from 'zod/mini';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { sessionStore } from '../../stores/deviceStorage.ts';

/** spec: browsing 2 — the modal's query value (u=show-more-details). */
export const SHOW_MORE = 'show-more-details';

/** spec: browsing 2 — the session storage key that keeps the modal's state across reloads. */
const STORAGE_KEY = 'seeMoreDetails';

/** The extra metadata fields the modal lists after the description. */
export const DETAIL_FIELDS = [
  'audio_language',
  'sub_title',
  'cast',
  'director',
  'producer',
  'studio',
] as const;

const text = z.optional(z.string());

/** What the modal shows, as stored (spec: browsing 2, Show-more-details modal); validated on reading. */
export const seeMoreDetailsSchema = z.object({
  mediaid: z.string(),
  title: z.string(),
  /** The primary metadata line (year, duration, rating). */
  meta: z.string(),
  genre: text,
  description: z.string(),
  audio_language: text,
  sub_title: text,
  cast: text,
  director: text,
  producer: text,
  studio: text,
});

export type SeeMoreDetails = z.infer<typeof seeMoreDetailsSchema>;

const field = (item: MediaItem, name: string) => {
  const value = item[name];
  return typeof value === 'string' && value ? value : undefined;
};

export function detailsOf(item: MediaItem, meta: string): SeeMoreDetails {
  const details: SeeMoreDetails = {
    mediaid: item.mediaid,
    title: item.title,
    meta,
    genre: item.genre,
    description: item.description,
  };
  for (const name of DETAIL_FIELDS) details[name] = field(item, name);
  return details;
}

/** The link shows only with extra metadata or a cut description (spec: browsing 2, Video detail page). */
export function hasExtraDetails(item: MediaItem): boolean {
  return DETAIL_FIELDS.some((name) => field(item, name) !== undefined);
}

export function storeDetails(details: SeeMoreDetails): void {
  sessionStore.setJson(STORAGE_KEY, details);
}

/** The stored details of this item; a missing, invalid or other item's value reads as undefined. */
export function storedDetails(mediaid: string): SeeMoreDetails | undefined {
  const stored = sessionStore.getJson(STORAGE_KEY, seeMoreDetailsSchema);
  return stored?.mediaid === mediaid ? stored : undefined;
}
