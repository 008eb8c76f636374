import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { useEpisodes, useMedia, useSeries } from '../../content/useContent.ts';
import {
  chosenSeason,
  continueWatchingEpisode,
  episodeNumbers,
  episodeOfSeries,
} from '../../domain/seriesPage.ts';
import { useHistoryStore } from '../../stores/historyStore.ts';

/**
 * The state of a series page (spec: browsing 2, Series page): the series, the current episode (the
 * e parameter's), the season shown (the chosen one, else the current episode's, else the first) and
 * its episodes, and the episode the start button plays (the current one, else the first).
 */
export function useSeriesPage(item: MediaItem) {
  const [params, setParams] = useSearchParams();
  const seriesId = String(item.seriesId ?? item.mediaid);
  const series = useSeries(seriesId);
  const currentId = params.get('e') ?? undefined;

  // spec: browsing 2, Series page — Continue watching: with no e, the episode of this series that the
  // watch history holds between the bounds becomes e (play=1 stays when present).
  const resumeId = useHistoryStore((state) =>
    currentId ? undefined : continueWatchingEpisode(state.entries, seriesId),
  );
  useEffect(() => {
    if (!resumeId) return;
    setParams(
      (current) => {
        current.set('e', resumeId);
        return current;
      },
      { replace: true },
    );
  }, [resumeId, setParams]);

  const asked = useMedia(currentId);
  // An e of another series is no current episode here (issue 18): it leaves the URL, so the page, its
  // title and its SEO are the series' own and the start button plays this series.
  const foreign = asked.data !== undefined && !episodeOfSeries(asked.data, seriesId);
  useEffect(() => {
    if (!foreign) return;
    setParams(
      (params) => {
        params.delete('e');
        return params;
      },
      { replace: true },
    );
  }, [foreign, setParams]);
  const current = foreign ? { data: undefined, isPending: false, isError: true } : asked;
  const currentNumbers = current.data ? episodeNumbers(current.data) : undefined;
  const seasons = series.data?.seasons.map((entry) => entry.season_number) ?? [];
  const firstSeason = chosenSeason(null, undefined, seasons);
  // The season waits for the current episode, so the page does not load one season and then another.
  const seasonKnown = Boolean(series.data) && (!currentId || !current.isPending);
  const season = chosenSeason(params.get('season'), currentNumbers?.season, seasons);
  const episodes = useEpisodes(seasonKnown ? seriesId : undefined, season);
  // The first episode of the series: what 'start watching' plays while there is no current episode
  // (none asked for, or the one asked for cannot be loaded: a failed refresh of a live one keeps it).
  const noCurrent = (!currentId && !resumeId) || (current.isError && !current.data);
  const firstSeasonEpisodes = useEpisodes(series.data && noCurrent ? seriesId : undefined, firstSeason);
  const firstEpisode = firstSeasonEpisodes.data?.pages[0]?.episodes[0]?.media_item;
  const target = noCurrent ? firstEpisode : current.data;

  return {
    series,
    seriesId,
    currentId,
    current: current.data,
    currentNumbers,
    seasons,
    season,
    episodes,
    list: episodes.data?.pages.flatMap((page) => page.episodes) ?? [],
    /** The episode the start button plays, once known. */
    target,
    chooseSeason(value: number | undefined) {
      setParams(
        (currentParams) => {
          currentParams.set('season', value === undefined ? 'all' : String(value));
          return currentParams;
        },
        { replace: true },
      );
    },
  };
}
