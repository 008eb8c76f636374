import type { ListingFilter } from '../stores/accountStore.ts';

/** A kids profile's listing (kidsListing.ts) as a lazy chunk: the first screen of most viewers needs none. */
export const loadKidsFilter = (): ListingFilter =>
  import('./kidsListing.ts').then((listing) => listing.kidsListing);
