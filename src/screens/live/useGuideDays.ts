import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { buildDay, localDay, type TimeZone } from '../../epg/epgDay.ts';
import { type ChannelSchedule, DEFAULT_CATCHUP_HOURS, type Slot } from '../../epg/programme.ts';
import { fetchChannelSchedule } from '../../epg/scheduleClient.ts';
import { useStartupResult } from '../../stores/configStore.ts';

/** Schedules are fetched again now and then (spec: browsing 7 — refetched periodically). */
const SCHEDULE_REFETCH_MS = 10 * 60_000;

/** Module-level so React Query keeps the combined result while no schedule changes. */
function scheduleResults(results: ReadonlyArray<{ data?: ChannelSchedule; isError: boolean }>) {
  return results.map((result) => ({ schedule: result.data, failed: result.isError }));
}

export interface ChannelDay {
  channel: MediaItem;
  catchupHours: number;
  slots: Slot[];
  /** The schedule could not be loaded: the day shows the no-programme slot. */
  failed: boolean;
}

/**
 * Every channel's day for today (spec: browsing 4, Programme guide). Each schedule is its own query, so
 * one failing source leaves its channel empty and the others whole; days are rebuilt when the local
 * date changes, not on every clock tick.
 */
export function useGuideDays(
  channels: readonly MediaItem[],
  nowMs: number,
  timeZone: TimeZone,
): ChannelDay[] {
  const { t } = useTranslation();
  const { config, contentHost } = useStartupResult();
  const schedules = useQueries({
    queries: channels.map((channel) => ({
      queryKey: ['schedule', channel.mediaid],
      queryFn: () => fetchChannelSchedule(channel, contentHost, Date.now()),
      refetchInterval: SCHEDULE_REFETCH_MS,
      staleTime: SCHEDULE_REFETCH_MS,
      retry: 1,
    })),
    combine: scheduleResults,
  });
  const dayStart = localDay(nowMs, timeZone).startMs;
  const texts = useMemo(
    () => ({
      emptySlotTitle: config.epgEmptySlotText ?? t('epg.empty_slot'),
      noProgrammeTitle: config.epgNoProgramText ?? t('epg.no_scheduled_programs'),
      gapDescription: t('epg.gap_description'),
    }),
    [config.epgEmptySlotText, config.epgNoProgramText, t],
  );
  // Rebuilt when a schedule or the local date changes, not on every clock tick.
  return useMemo(
    () =>
      channels.map((channel, index) => {
        const result = schedules[index];
        return {
          channel,
          catchupHours: result?.schedule?.catchupHours ?? DEFAULT_CATCHUP_HOURS,
          slots: buildDay(channel.mediaid, result?.schedule?.programmes ?? [], dayStart, timeZone, texts),
          failed: result?.failed ?? false,
        };
      }),
    [channels, schedules, dayStart, timeZone, texts],
  );
}
