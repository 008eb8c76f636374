import { CATALOGUE_EPOCH, type CatalogItem, imageFields } from './catalogTypes.ts';
import { clipFields } from './clips.ts';

const titles = [
  'Northern Lights',
  'The Last Orchard',
  'City of Tides',
  'Paper Moons',
  'Salt and Stone',
  'The Quiet Engine',
  'Glass Harbour',
  'Wild Kitchens',
  'Ocean Drift',
  'The Clockmaker',
  'Desert Bloom',
  'Lanterns',
  'High Meadow',
  'Iron Rails',
  'Small Giants',
  'The Long Valley',
  'Silver Creek',
  'Winter Market',
  'River Voices',
  'Copper Sky',
  'Night Ferry',
  'Hidden Gardens',
  'Mountain School',
  'Sea Glass',
  'Glacier Notes',
  'The Lighthouse Keeper',
  'Fern Hollow',
  'Red Canyon',
  'Starlit Pier',
  'Amber Fields',
];
export const genres = ['Drama', 'Documentary', 'Comedy', 'Family', 'Nature', 'Adventure'] as const;

/** Clips whose burnt-in title matches the item; the other items borrow one of them. */
const ownClips: Record<string, string> = {
  m001demo: 'northern-lights',
  m003demo: 'city-of-tides',
  m007demo: 'glass-harbour',
};
const borrowed = Object.values(ownClips);

/** Stable 8-character ids. */
export function movieId(index: number): string {
  return `m${String(index + 1).padStart(3, '0')}demo`;
}

/** Who made what, for show-more-details (spec: browsing 2). */
const credits: Record<string, Record<string, string>> = {
  m001demo: {
    cast: 'Ana Torres, Liam Hart, Mei Chen',
    director: 'Sofía Ramírez',
    producer: 'North Film',
    studio: 'Aurora Studios',
    audio_language: 'English, Spanish',
    sub_title: 'English, Spanish',
    rating: 'PG',
  },
  m002demo: { cast: 'Omar Haddad, Julia Brandt', director: 'Peter Okafor', audio_language: 'English' },
  m003demo: {
    cast: 'Lucía Gómez',
    director: 'Hana Sato',
    studio: 'Tidewater',
    sub_title: 'English, Spanish',
  },
};

/**
 * The offers an item is sold by, in the subscription provider's ids (productIds, package) and as the
 * account provider's asset ids (paywallAssets; its configs name that field as packageKey). The offers
 * themselves are the payments domain's (server/domain/payments/offerCatalogue.ts).
 */
const sold = (offers: string) => ({ productIds: offers, package: offers, requiresSubscription: 'true' });

/** Access rules (spec: browsing 4, Entitlement and Lock icon): free, subscription, premier and rental items. */
const access: Record<string, Record<string, string>> = {
  m001demo: { free: 'true' },
  m002demo: { free: 'true' },
  m003demo: { free: 'true' },
  m005demo: { ...sold('S-MONTHLY,S-YEARLY,S-PASS30'), paywallAssets: '7001' },
  m006demo: { ...sold('S-MONTHLY,S-YEARLY,S-PASS30'), paywallAssets: '7001' },
  // The premier mark ('!') in every field: the app reads whichever one the config's packageKey names.
  m010demo: { ...sold('!P-PREMIER1'), paywallAssets: '!7010' },
  m011demo: { ...sold('S-MONTHLY'), paywallAssets: '7001' },
  m012demo: { ...sold('R-RENTAL48'), paywallAssets: '7020' },
};

const trailers: Record<string, string> = { m001demo: 'trl00001', m003demo: 'trl00002' };

/** spec: browsing 2, Card — an image entry of type video/* is the card's hover/focus preview. */
const previews: Record<string, string> = { m001demo: 'northern-lights', m003demo: 'city-of-tides' };

function imagesWithPreview(mediaid: string) {
  const fields = imageFields(mediaid);
  const preview = previews[mediaid];
  if (!preview) return fields;
  return {
    ...fields,
    images: [...fields.images, { src: `/media/previews/${preview}.mp4`, width: 480, type: 'video/mp4' }],
  };
}

export const movies: CatalogItem[] = titles.map((title, index) => {
  const mediaid = movieId(index);
  const genre = genres[index % genres.length] as string;
  const clip = ownClips[mediaid] ?? (borrowed[index % borrowed.length] as string);
  return {
    mediaid,
    title,
    description: `${title} is a ${genre.toLowerCase()} from the sample catalogue of the reference back end. It exists so that every screen has real data to show and every test has real data to check.`,
    duration: 600 + index * 137,
    pubdate: CATALOGUE_EPOCH - index * 86_400 * 11,
    genre,
    // The dramas are the sample's titles for grown-ups: a kids profile does not see them (README).
    tags: `${genre.toLowerCase()},sample${genre === 'Drama' ? ',mature' : ''}`,
    contentType: 'movie',
    link: `/m/${mediaid}`,
    ...clipFields(clip),
    ...imagesWithPreview(mediaid),
    ...(trailers[mediaid] ? { trailerId: trailers[mediaid] } : {}),
    ...credits[mediaid],
    ...access[mediaid],
  };
});

export const trailerItems: CatalogItem[] = [
  { id: 'trl00001', title: 'Northern Lights - Trailer' },
  { id: 'trl00002', title: 'City of Tides - Trailer' },
].map(({ id, title }) => ({
  mediaid: id,
  title,
  description: `${title} of the sample catalogue.`,
  duration: 8,
  pubdate: CATALOGUE_EPOCH,
  contentType: 'trailer',
  tags: 'trailer',
  ...clipFields('trailer'),
  ...imageFields(id),
}));
