import { describe, expect, it } from 'vitest';
import {
  chosenSeason,
  continueWatchingEpisode,
  episodeNumbers,
  episodeOfSeries,
  seasonEpisodeInfo,
} from './seriesPage.ts';
import type { HistoryEntry } from './watchHistory.ts';

describe('series page: the default season (spec: browsing 2, Series page)', () => {
  it.each<[string, string | null, number | undefined, number[], number | undefined]>([
    ['no choice, no current episode: the first season', null, undefined, [1, 2], 1],
    ['no choice: the current episode season', null, 2, [1, 2], 2],
    ['the first season is the lowest, whatever the order', null, undefined, [3, 2], 2],
    ['a current episode in a season the series does not list: the first', null, 7, [1, 2], 1],
    ["'all' shows every season", 'all', 2, [1, 2], undefined],
    ['a chosen season wins over the current episode', '1', 2, [1, 2], 1],
    ['season 0 (specials) can be chosen', '0', 2, [0, 1], 0],
    ['an unreadable choice falls back to the current episode', 'x', 2, [1, 2], 2],
    ['a series without seasons: all', null, undefined, [], undefined],
  ])('%s', (_name, param, current, seasons, expected) => {
    expect(chosenSeason(param, current, seasons)).toBe(expected);
  });
});

describe('series page: continue watching (spec: browsing 2 and 4)', () => {
  const entry = (mediaid: string, progress: number, seriesId?: string): HistoryEntry => ({
    mediaid,
    title: mediaid,
    progress,
    duration: 100,
    seriesId,
  });
  it.each<[string, HistoryEntry[], string | undefined]>([
    ['an episode of this series between the bounds', [entry('ep2', 0.4, 'sig')], 'ep2'],
    ['another series does not count', [entry('ck1', 0.4, 'kit')], undefined],
    ['a film does not count', [entry('m1', 0.4)], undefined],
    ['fully watched does not count', [entry('ep2', 1, 'sig')], undefined],
    ['the maximum bound is excluded', [entry('ep2', 0.999999999999999, 'sig')], undefined],
    ['the minimum bound is excluded', [entry('ep2', 1e-15, 'sig')], undefined],
    ['the newest entry wins', [entry('ep3', 0.2, 'sig'), entry('ep2', 0.4, 'sig')], 'ep3'],
    ['no history', [], undefined],
  ])('%s', (_name, history, expected) => {
    expect(continueWatchingEpisode(history, 'sig')).toBe(expected);
  });
});

describe('series page: episode numbers and the metadata line (spec: browsing 2 and 3)', () => {
  it.each<[string, Record<string, unknown>, ReturnType<typeof episodeNumbers>]>([
    ['strings from the content API', { seasonNumber: '2', episodeNumber: '3' }, { season: 2, episode: 3 }],
    ['numbers', { seasonNumber: 1, episodeNumber: 1 }, { season: 1, episode: 1 }],
    ['season 0', { seasonNumber: '0', episodeNumber: '1' }, { season: 0, episode: 1 }],
    ['no numbers', {}, undefined],
    ['episode 0 is no episode', { seasonNumber: '1', episodeNumber: '0' }, undefined],
    ['not a number', { seasonNumber: 'one', episodeNumber: '1' }, undefined],
  ])('%s', (_name, item, expected) => {
    expect(episodeNumbers(item)).toEqual(expected);
  });

  const series = {
    season_count: 2,
    seasons: [
      { season_number: 1, episode_count: 4 },
      { season_number: 2, episode_count: 3 },
    ],
  };
  it.each([
    [
      { season: 1, episode: 2 },
      { season: 1, seasons: 2, episode: 2, episodes: 4 },
    ],
    [
      { season: 2, episode: 3 },
      { season: 2, seasons: 2, episode: 3, episodes: 3 },
    ],
    [
      { season: 5, episode: 1 },
      { season: 5, seasons: 2, episode: 1, episodes: 0 },
    ],
  ])('%o gives %o', (numbers, expected) => {
    expect(seasonEpisodeInfo(series, numbers)).toEqual(expected);
  });
});

// Issue 18: /s/{series}?e={episode of another series} played that episode under this series' title and
// SEO. Reading: an episode naming another series is refused; one naming none (a feed without series
// fields or tags) is taken at its word, as nothing says it is foreign.
describe('series page: the e parameter belongs to the series (spec: browsing 2, Series page)', () => {
  it.each([
    [{ seriesId: 'sig00001' }, true],
    [{ series_id: 'sig00001' }, true],
    [{ tags: 'episode,seriesid_sig00001' }, true],
    [{ seriesId: 'orb00001' }, false],
    [{ tags: 'seriesid_orb00001' }, false],
    [{ tags: 'drama' }, true],
    [{}, true],
  ])('%o in sig00001: %s', (episode, expected) => {
    expect(episodeOfSeries(episode, 'sig00001')).toBe(expected);
  });
});
