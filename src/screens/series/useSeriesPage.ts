import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { useEpisodes, useMedia, useSeries } from '../../content/useContent.ts';
import { chosenSeason, continueWatchingEpisode, episodeNumbers } from '../../domain/seriesPage.ts';
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

  const current = useMedia(currentId);
  const currentNumbers = current.data ? episodeNumbers(current.data) : undefined;
  const seasons = series.data?.seasons.map((entry) => entry.season_number) ?? [];
  const firstSeason = chosenSeason(null, undefined, seasons);
  // The season waits for the current episode, so the page does not load one season and then another.
  const seasonKnown = Boolean(series.data) && (!currentId || !current.isPending);
  const season = chosenSeason(params.get('season'), currentNumbers?.season, seasons);
  const episodes = useEpisodes(seasonKnown ? seriesId : undefined, season);
  // The first episode of the series: what 'start watching' plays while there is no current episode
  // (none asked for, or the one asked for cannot be loaded).
  const noCurrent = (!currentId && !resumeId) || current.isError;
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
