import { episodeSeriesId, type SeriesFields } from './episodeSeries.ts';
import { mediaUrl } from './titleSlug.ts';

export interface CardItem extends SeriesFields {
  mediaid: string;
  title: string;
}

export interface CardLink {
  /** The playlist the card is shown from: the page's r. */
  playlistId?: string;
  /** Open playing (continue watching, single-click play). */
  play?: boolean;
}

/**
 * spec: browsing 2, Shelf — where a card leads: its media page with r and play; an episode, its series
 * page with e (Route table; Series page query: e, r, play=1), without the /m/ redirect in between.
 */
export function cardUrl(item: CardItem, { playlistId, play = false }: CardLink = {}): string {
  const seriesId = episodeSeriesId(item);
  const query = new URLSearchParams(seriesId ? { e: item.mediaid } : {});
  if (playlistId) query.set('r', playlistId);
  if (play) query.set('play', '1');
  const path = seriesId ? `/s/${encodeURIComponent(seriesId)}` : mediaUrl(item);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
