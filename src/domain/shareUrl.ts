import { titleSlug } from './titleSlug.ts';

/**
 * The media path of an item with the query the page was opened with: r (the playlist it came from)
 * and, on a series, e (the current episode) — spec: browsing 2, Route table.
 */
export function mediaPath(
  item: { mediaid: string; title: string },
  query: { playlistId?: string; episodeId?: string } = {},
): string {
  const path = `/m/${encodeURIComponent(item.mediaid)}/${titleSlug(item.title)}`;
  const params = new URLSearchParams();
  if (query.playlistId) params.set('r', query.playlistId);
  if (query.episodeId) params.set('e', query.episodeId);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * spec: browsing 2 — the share URL: the media path with &shared=true (video detail page), with
 * &play=1&shared=true on a series page. It is also the canonical URL (SEO on detail pages).
 */
export function shareUrl(path: string, { play }: { play: boolean }): string {
  const extra = play ? 'play=1&shared=true' : 'shared=true';
  return `${path}${path.includes('?') ? '&' : '?'}${extra}`;
}
