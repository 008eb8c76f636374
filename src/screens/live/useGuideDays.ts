import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { buildDay, localDay, type TimeZone, wholeDay } from '../../epg/epgDay.ts';
import { type ChannelSchedule, DEFAULT_CATCHUP_HOURS, type Slot } from '../../epg/programme.ts';
import { fetchChannelSchedule } from '../../epg/scheduleClient.ts';
import { useStartupResult } from '../../stores/configStore.ts';

/** Schedules are fetched again now and then (spec: browsing 7 — refetched periodically). */
const SCHEDULE_REFETCH_MS = 10 * 60_000;

/** Module-level so React Query keeps the combined result while no schedule changes. */
function scheduleResults(results: ReadonlyArray<{ data?: ChannelSchedule; isError: boolean }>) {
  // A failed refetch keeps the schedule it had: only a channel with nothing to show has failed.
  return results.map((result) => ({ schedule: result.data, failed: result.isError && !result.data }));
}

export interface ChannelDay {
  channel: MediaItem;
  catchupHours: number;
  slots: Slot[];
  /** The schedule could not be loaded: the day is one 'failed' slot and the channel still plays live. */
  failed: boolean;
}

/**
 * Every channel's day for today (spec: browsing 4, Programme guide). Each schedule is its own query, so
 * one failing source gives its channel a 'could not load' day and leaves the others whole; a schedule on
 * its way shows as loading, not as 'No scheduled programs'. Days are rebuilt when the local date
 * changes, not on every clock tick.
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
      loading: { title: t('app.loading'), description: '' },
      failed: { title: t('epg.schedule_failed'), description: t('epg.schedule_failed_description') },
    }),
    [config.epgEmptySlotText, config.epgNoProgramText, t],
  );
  // Rebuilt when a schedule or the local date changes, not on every clock tick.
  return useMemo(
    () =>
      channels.map((channel, index) => {
        const result = schedules[index];
        const id = channel.mediaid;
        const schedule = result?.schedule;
        const failed = result?.failed ?? false;
        const placeholder = failed ? 'failed' : 'loading';
        const slots = schedule
          ? buildDay(id, schedule.programmes, dayStart, timeZone, texts)
          : wholeDay(placeholder, id, dayStart, timeZone, texts[placeholder]);
        return { channel, catchupHours: schedule?.catchupHours ?? DEFAULT_CATCHUP_HOURS, slots, failed };
      }),
    [channels, schedules, dayStart, timeZone, texts],
  );
}

/** Fetches again the schedules that failed (the hero's 'Retry' on a channel whose guide failed). */
export function useRetrySchedules(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void client.refetchQueries({
      queryKey: ['schedule'],
      predicate: (query) => query.state.status === 'error',
    });
  }, [client]);
}
