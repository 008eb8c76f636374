/** The shapes the catalogue is written in: the content API's own (spec: browsing 3), plus our fields. */
export interface ApiSource {
  file: string;
  type: string;
  label?: string;
  drm?: Record<string, { url?: string; processSpcUrl?: string; certificateUrl?: string }>;
}

export interface CatalogItem {
  mediaid: string;
  title: string;
  description: string;
  /** Seconds; 0 for live. */
  duration: number;
  pubdate: number;
  genre?: string;
  tags?: string;
  contentType?: string;
  sources: ApiSource[];
  [field: string]: unknown;
}

export interface CatalogPlaylist {
  feedid: string;
  title: string;
  description?: string;
  mediaIds: string[];
  contentType?: string;
  railType?: string;
  /** Playlists whose items depend on the query (spec: browsing 7, related_media_id and search). */
  kind?: 'recommendations' | 'search';
  [field: string]: unknown;
}

/** Epoch seconds of a fixed date, so pubdates never change between runs. */
export const CATALOGUE_EPOCH = Date.UTC(2026, 0, 1) / 1000;

export function imageFields(mediaid: string) {
  const base = `/v2/media/${mediaid}/images`;
  return {
    image: `${base}/card.webp`,
    images: [
      { src: `${base}/card.webp?width=320`, width: 320, type: 'image/webp' },
      { src: `${base}/card.webp?width=640`, width: 640, type: 'image/webp' },
      { src: `${base}/background.webp?width=1280`, width: 1280, type: 'image/webp' },
    ],
    cardImage: `${base}/card.webp`,
    backgroundImage: `${base}/background.webp`,
  };
}
