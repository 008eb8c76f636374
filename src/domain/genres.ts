/** The distinct genres of a list of items (genre is a comma-separated string), in first-seen order. */
export function genresOf(items: ReadonlyArray<{ genre?: string }>): string[] {
  const seen = new Set<string>();
  for (const item of items) {
    for (const genre of (item.genre ?? '').split(',')) {
      const name = genre.trim();
      if (name) seen.add(name);
    }
  }
  return [...seen];
}

export function hasGenre(item: { genre?: string }, genre: string | undefined): boolean {
  if (!genre) return true;
  return (item.genre ?? '').split(',').some((name) => name.trim() === genre);
}

/**
 * spec: browsing 2, Playlist page — the genre the grid is filtered by: the remembered one while the
 * playlist lists it, else 'All' (undefined). A genre the loaded items do not have (pages still
 * loading, or the catalogue changed) would leave an empty grid, perhaps with no filter to leave it by.
 */
export function shownGenre(remembered: string | undefined, genres: readonly string[]): string | undefined {
  return remembered !== undefined && genres.includes(remembered) ? remembered : undefined;
}
