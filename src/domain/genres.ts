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
