/**
 * The sample catalogue a fresh install starts with: deterministic, so tests and screenshots see the
 * same items every run. Real media, series, live channels and every access model arrive with the
 * catalogue issue; this first slice gives Home its shelves.
 */
export interface CatalogMedia {
  mediaid: string;
  title: string;
  description: string;
  duration: number;
  pubdate: number;
  genre: string;
  tags: string;
  contentType?: string;
}

export interface CatalogPlaylist {
  feedid: string;
  title: string;
  description: string;
  mediaIds: string[];
  railType?: string;
}

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
];
const genres = ['Drama', 'Documentary', 'Comedy', 'Family', 'Nature', 'Adventure'];

/** A stable 8-character id per index, like the ids of hosted media platforms. */
export function sampleMediaId(index: number): string {
  return `m${String(index + 1).padStart(3, '0')}demo`.slice(0, 8);
}

export const sampleMedia: CatalogMedia[] = titles.map((title, index) => {
  const genre = genres[index % genres.length] as string;
  return {
    mediaid: sampleMediaId(index),
    title,
    description: `${title} is a ${genre.toLowerCase()} from the sample catalogue of the reference back end. It exists so that every screen has real data to show and every test has real data to check.`,
    duration: 600 + index * 137,
    pubdate: 1_700_000_000 + index * 86_400 * 11,
    genre,
    tags: `${genre.toLowerCase()},sample`,
  };
});

const ids = (from: number, to: number) => sampleMedia.slice(from, to).map((item) => item.mediaid);

export const samplePlaylists: CatalogPlaylist[] = [
  { feedid: 'featured', title: 'Featured', description: 'Hand-picked for you', mediaIds: ids(0, 6) },
  {
    feedid: 'toprated',
    title: 'Top 10 Movies',
    description: 'The most watched',
    mediaIds: ids(6, 16),
    railType: 'top-rated',
  },
  {
    feedid: 'dramas01',
    title: 'Dramas',
    description: 'Stories to get lost in',
    mediaIds: ids(0, 24).filter((_, i) => i % 2 === 0),
  },
  {
    feedid: 'nature01',
    title: 'Nature and Adventure',
    description: 'Out of doors',
    mediaIds: ids(4, 24).filter((_, i) => i % 3 !== 1),
  },
  {
    feedid: 'family01',
    title: 'Family Time',
    description: 'For everyone on the sofa',
    mediaIds: ids(12, 24),
  },
  { feedid: 'emptyrow', title: 'Coming Soon', description: 'Nothing here yet', mediaIds: [] },
];
