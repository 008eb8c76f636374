import { episodeNumbers } from './seriesPage.ts';

/** spec: browsing 9 — page meta: image 720x406, video 1280x720. */
export const META_IMAGE = { width: 720, height: 406 } as const;
export const META_VIDEO = { width: 1280, height: 720 } as const;

export interface MetaItem {
  mediaid: string;
  title: string;
  description: string;
  duration: number;
  pubdate?: number;
  image?: string;
  tags?: string;
  contentType?: string;
  sources: ReadonlyArray<{ file: string; type: string }>;
  [field: string]: unknown;
}

export interface PageMetaInput {
  origin: string;
  siteName: string;
  /** The share URL (spec: canonical URL = share URL), absolute or from the origin. */
  shareUrl: string;
  item: MetaItem;
  /** On a series page: the series, and how it was reached (the legacy /s/{id} route or /m/{id}). */
  series?: { id: string; title: string; episodeCount: number; seasonCount: number; legacyRoute: boolean };
  /** On a series page: its current episode. */
  episode?: MetaItem;
}

export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface PageMeta {
  title: string;
  canonical: string;
  tags: MetaTag[];
  structuredData: Record<string, unknown>;
}

const absolute = (url: string, origin: string) => new URL(url, origin).toString();

/** The image at the meta width: the image service takes a width parameter (spec: browsing 3, 9). */
function metaImage(image: string | undefined, origin: string): string {
  if (!image) return '';
  const url = new URL(image, origin);
  url.searchParams.set('width', String(META_IMAGE.width));
  return url.toString();
}

const isoDate = (epochSeconds: number | undefined) =>
  epochSeconds ? new Date(epochSeconds * 1000).toISOString() : undefined;

/** spec: browsing 3 — tags are a comma-separated string. */
export function splitTags(tags: string | undefined): string[] {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

function videoObject(item: MetaItem, id: string, origin: string): Record<string, unknown> {
  return {
    '@type': 'VideoObject',
    '@id': id,
    name: item.title,
    description: item.description,
    duration: `PT${Math.round(item.duration)}S`,
    thumbnailUrl: metaImage(item.image, origin),
    uploadDate: isoDate(item.pubdate),
    contentUrl: item.sources[0] ? absolute(item.sources[0].file, origin) : undefined,
  };
}

/**
 * spec: browsing 2, SEO on detail pages — title '{title} - {siteName}', canonical = share URL, og and
 * twitter meta (og:type video.episode or video.series on series pages, video.movie or video.other
 * elsewhere; image 720x406; video 1280x720; tags split on commas), and structured data: VideoObject,
 * TVSeries (@id {origin}/s/{id} on the legacy route, else /m/{series_id}) and TVEpisode.
 */
export function pageMeta({ origin, siteName, shareUrl, item, series, episode }: PageMetaInput): PageMeta {
  const canonical = absolute(shareUrl, origin);
  const shown = episode ?? item;
  const image = metaImage(shown.image ?? item.image, origin);
  const source = shown.sources[0];
  let type = item.contentType?.toLowerCase() === 'movie' ? 'video.movie' : 'video.other';
  if (series) type = episode ? 'video.episode' : 'video.series';
  const tags: MetaTag[] = [
    { attribute: 'property', key: 'og:title', content: shown.title },
    { attribute: 'property', key: 'og:description', content: shown.description },
    { attribute: 'property', key: 'og:type', content: type },
    { attribute: 'property', key: 'og:url', content: canonical },
    { attribute: 'property', key: 'og:site_name', content: siteName },
    { attribute: 'property', key: 'og:image', content: image },
    { attribute: 'property', key: 'og:image:width', content: String(META_IMAGE.width) },
    { attribute: 'property', key: 'og:image:height', content: String(META_IMAGE.height) },
    { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { attribute: 'name', key: 'twitter:title', content: shown.title },
    { attribute: 'name', key: 'twitter:description', content: shown.description },
    { attribute: 'name', key: 'twitter:image', content: image },
  ];
  if (source) {
    tags.push(
      { attribute: 'property', key: 'og:video', content: absolute(source.file, origin) },
      { attribute: 'property', key: 'og:video:type', content: source.type },
      { attribute: 'property', key: 'og:video:width', content: String(META_VIDEO.width) },
      { attribute: 'property', key: 'og:video:height', content: String(META_VIDEO.height) },
    );
  }
  for (const tag of splitTags(shown.tags))
    tags.push({ attribute: 'property', key: 'video:tag', content: tag });

  let structuredData: Record<string, unknown> = videoObject(item, canonical, origin);
  if (series) {
    const seriesData = {
      '@type': 'TVSeries',
      '@id': `${origin}/${series.legacyRoute ? 's' : 'm'}/${encodeURIComponent(series.id)}`,
      name: series.title,
      numberOfEpisodes: series.episodeCount,
      numberOfSeasons: series.seasonCount,
    };
    const numbers = episode ? episodeNumbers(episode) : undefined;
    structuredData = episode
      ? {
          '@type': 'TVEpisode',
          '@id': canonical,
          name: episode.title,
          description: episode.description,
          episodeNumber: numbers?.episode,
          seasonNumber: numbers?.season,
          uploadDate: isoDate(episode.pubdate),
          partOfSeries: seriesData,
          video: videoObject(episode, `${canonical}#video`, origin),
        }
      : seriesData;
  }
  return {
    title: `${shown.title} - ${siteName}`,
    canonical,
    tags,
    structuredData: { '@context': 'http://schema.org/', ...structuredData },
  };
}
