import { CATALOGUE_EPOCH, type CatalogItem, imageFields } from './catalogTypes.ts';
import { clipFields } from './clips.ts';

export interface CatalogSeries {
  series_id: string;
  title: string;
  description: string;
  genre: string;
  seasons: Array<{ season_number: number; season_title: string; episode_count: number }>;
}

interface SeriesPlan {
  id: string;
  prefix: string;
  title: string;
  genre: string;
  episodesPerSeason: number[];
}

const plans: SeriesPlan[] = [
  { id: 'sig00001', prefix: 'sg', title: 'The Signal', genre: 'Drama', episodesPerSeason: [4, 4] },
  {
    id: 'kit00001',
    prefix: 'ck',
    title: 'Coastal Kitchens',
    genre: 'Documentary',
    episodesPerSeason: [3, 3, 3],
  },
  { id: 'tex00001', prefix: 'te', title: 'Tiny Explorers', genre: 'Family', episodesPerSeason: [6] },
];

/** Stable 8-character episode ids: prefix, season, 'e', episode, 'ep' (sg1e01ep). */
export function episodeId(prefix: string, season: number, episode: number): string {
  return `${prefix}${season}e${String(episode).padStart(2, '0')}ep`;
}

/** Episodes with their own burnt-in titles, so autoplay to the next episode shows in a screenshot. */
const ownClips: Record<string, string> = { sg1e01ep: 'the-signal-s1e1', sg1e02ep: 'the-signal-s1e2' };

export const series: CatalogSeries[] = plans.map((plan) => ({
  series_id: plan.id,
  title: plan.title,
  description: `${plan.title}: a sample series with ${plan.episodesPerSeason.length} season(s).`,
  genre: plan.genre,
  seasons: plan.episodesPerSeason.map((count, index) => ({
    season_number: index + 1,
    season_title: `Season ${index + 1}`,
    episode_count: count,
  })),
}));

export const seriesItems: CatalogItem[] = series.map((entry) => ({
  mediaid: entry.series_id,
  title: entry.title,
  description: entry.description,
  duration: 0,
  pubdate: CATALOGUE_EPOCH,
  genre: entry.genre,
  tags: `${entry.genre.toLowerCase()},series`,
  contentType: 'series',
  seriesId: entry.series_id,
  sources: [],
  ...imageFields(entry.series_id),
}));

export const episodes: CatalogItem[] = plans.flatMap((plan) =>
  plan.episodesPerSeason.flatMap((count, seasonIndex) =>
    Array.from({ length: count }, (_, episodeIndex): CatalogItem => {
      const season = seasonIndex + 1;
      const episode = episodeIndex + 1;
      const mediaid = episodeId(plan.prefix, season, episode);
      return {
        mediaid,
        title: `${plan.title} ${season}x${String(episode).padStart(2, '0')}`,
        description: `Season ${season}, episode ${episode} of ${plan.title}.`,
        duration: ownClips[mediaid] ? 12 : 1200 + episode * 60,
        pubdate: CATALOGUE_EPOCH + season * 86_400 * 30 + episode * 86_400 * 7,
        genre: plan.genre,
        tags: `seriesid_${plan.id},episode`,
        contentType: 'episode',
        seriesId: plan.id,
        series_id: plan.id,
        seasonNumber: String(season),
        episodeNumber: String(episode),
        ...clipFields(ownClips[mediaid] ?? (episode % 2 === 1 ? 'the-signal-s1e1' : 'the-signal-s1e2')),
        ...imageFields(mediaid),
      };
    }),
  ),
);

/** The episodes of one series in order (season, then episode). */
export function episodesOf(seriesId: string): CatalogItem[] {
  return episodes.filter((item) => item.seriesId === seriesId);
}
