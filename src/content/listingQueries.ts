import type { Query } from '@tanstack/react-query';

/** The queries of useContent.ts that list items, which a kids profile filters (issue 16). */
const LISTING_ROOTS = new Set([
  'playlist',
  'playlist-pages',
  'playlist-grid',
  'watchlist',
  'search',
  'related',
]);

export const isListingQuery = (query: Query) => LISTING_ROOTS.has(String(query.queryKey[0]));
