/** Ratings above what a children's profile may watch: US film and TV boards, and Europe's 12/16/18. */
const NOT_FOR_CHILDREN_RATINGS = new Set(['PG-13', 'R', 'NC-17', 'TV-14', 'TV-MA', '12', '16', '18']);
/** Tags an operator sets on titles for grown-ups. */
const NOT_FOR_CHILDREN_TAGS = new Set(['mature', 'adult']);

/**
 * Issue 16 — what a kids profile does not see: an item is not for children when its `rating` is one of
 * the ratings above, or its comma-separated `tags` hold 'mature' or 'adult'; everything else is. The app
 * leaves such items out of every list a kids profile sees, and the reference back end (which imports
 * this rule) refuses to sign them for a kids profile.
 */
export function notForChildren(item: Record<string, unknown>): boolean {
  const rating = typeof item.rating === 'string' ? item.rating.trim().toUpperCase() : '';
  if (NOT_FOR_CHILDREN_RATINGS.has(rating)) return true;
  const tags = typeof item.tags === 'string' ? item.tags.split(',') : [];
  return tags.some((tag) => NOT_FOR_CHILDREN_TAGS.has(tag.trim().toLowerCase()));
}
