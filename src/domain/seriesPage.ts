import { type SeriesFields, seriesIdOf } from './episodeSeries.ts';
import { type HistoryEntry, isContinueWatching } from './watchHistory.ts';

/** Season and episode numbers of an episode item (the content API sends them as strings). */
export interface EpisodeNumbers {
  season: number;
  episode: number;
}

/** An episode's numbers, or undefined when the item carries none (spec: browsing 3, MediaItem). */
export function episodeNumbers(item: Readonly<Record<string, unknown>>): EpisodeNumbers | undefined {
  const season = Number(item.seasonNumber);
  const episode = Number(item.episodeNumber);
  if (!Number.isInteger(season) || season < 0 || !Number.isInteger(episode) || episode < 1) return undefined;
  return { season, episode };
}

/**
 * spec: browsing 2, Series page — the season filter's choice: 'all' for every season, a season the
 * viewer picked, else the current episode's season, else the first season. undefined: all seasons.
 */
export function chosenSeason(
  param: string | null,
  currentEpisodeSeason: number | undefined,
  seasons: readonly number[],
): number | undefined {
  if (param === 'all') return undefined;
  if (param !== null && /^\d+$/.test(param)) return Number(param);
  if (currentEpisodeSeason !== undefined && seasons.includes(currentEpisodeSeason))
    return currentEpisodeSeason;
  return seasons.length ? Math.min(...seasons) : undefined;
}

/**
 * spec: browsing 2, Series page — Continue watching: with no e parameter, the episode of this series
 * that the watch history holds with progress strictly between the bounds.
 */
export function continueWatchingEpisode(
  history: readonly HistoryEntry[],
  seriesId: string,
): string | undefined {
  return history.find((entry) => entry.seriesId === seriesId && isContinueWatching(entry.progress))?.mediaid;
}

/**
 * spec: browsing 2, Series page — ' Season {s}/{seasonCount} - Episode {e}/{episodesInSeason}': the
 * numbers for the metadata line; a season the series does not list counts 0 episodes.
 */
export function seasonEpisodeInfo(
  series: { season_count: number; seasons: ReadonlyArray<{ season_number: number; episode_count: number }> },
  numbers: EpisodeNumbers,
): { season: number; seasons: number; episode: number; episodes: number } {
  const inSeason = series.seasons.find((entry) => entry.season_number === numbers.season);
  return {
    season: numbers.season,
    seasons: series.season_count,
    episode: numbers.episode,
    episodes: inSeason?.episode_count ?? 0,
  };
}

/**
 * spec: browsing 2, Series page — e names an episode of this series. One that names another series is
 * not played under this one's title (issue 18); one that names none is taken at its word.
 */
export function episodeOfSeries(episode: SeriesFields, seriesId: string): boolean {
  const named = seriesIdOf(episode);
  return named === undefined || named === seriesId;
}
