/** spec: browsing 2, Route table — lowercase, spaces to hyphens, non-word characters removed. */
export function titleSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '');
}

/** The media page of an item: /m/{id}/{title-slug}, with the playlist it was opened from as r. */
export function mediaUrl(item: { mediaid: string; title: string }, playlistId?: string): string {
  const path = `/m/${encodeURIComponent(item.mediaid)}/${titleSlug(item.title)}`;
  return playlistId ? `${path}?r=${encodeURIComponent(playlistId)}` : path;
}
