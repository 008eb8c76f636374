/** The fields of an item that can name its series (spec: browsing 3, MediaItem). */
export interface SeriesFields {
  contentType?: string;
  tags?: string;
  seriesId?: unknown;
  series_id?: unknown;
}

const SERIES_TAG = 'seriesid_';

/**
 * The series an item belongs to: its seriesId or series_id field (spec: browsing 3, MediaItem; feeds
 * send text or a number), else the tag seriesid_XXX (spec: browsing 2, Route table). Tags are a comma
 * list (spec: browsing 2, SEO — split on commas), so a space after a comma is not part of a tag.
 */
export function seriesIdOf(item: SeriesFields): string | undefined {
  const field = item.seriesId ?? item.series_id;
  if ((typeof field === 'string' && field) || (typeof field === 'number' && Number.isFinite(field))) {
    return String(field);
  }
  return seriesTagOf(item.tags);
}

function seriesTagOf(tags: string | undefined): string | undefined {
  const tag = (tags ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .find((entry) => entry.startsWith(SERIES_TAG) && entry.length > SERIES_TAG.length);
  return tag?.slice(SERIES_TAG.length);
}

/**
 * The series an item opens as an episode of, or undefined when it is no episode (spec: browsing 2,
 * Route table — "an episode whose tags contain seriesid_XXX links to /s/XXX?e={mediaid}"): its
 * contentType says episode (in lowercase, as the media route compares it), or, with no such type, its
 * tags carry seriesid_XXX. A seriesId field alone does not make an episode: a series item carries its
 * own id there, and it opens its media page.
 */
export function episodeSeriesId(item: SeriesFields): string | undefined {
  const type = item.contentType?.toLowerCase();
  if (type === 'episode') return seriesIdOf(item);
  if (type === 'series') return undefined;
  return seriesTagOf(item.tags) === undefined ? undefined : seriesIdOf(item);
}
