import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { MediaItem } from '../../content/contentSchemas.ts';
import { buildDay, localDay, type TimeZone, wholeDay } from '../../epg/epgDay.ts';
import { lastGuideDay } from '../../epg/guideDays.ts';
import { type ChannelSchedule, DEFAULT_CATCHUP_HOURS, type Slot } from '../../epg/programme.ts';
import { fetchChannelSchedule } from '../../epg/scheduleClient.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { useLiveTranslation } from './liveStrings.ts';

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

/** The guide's days: today's (the hero's too), any other day's on demand, and how far ahead they go. */
export interface GuideSchedule {
  /** Local midnight of today. */
  todayMs: number;
  /** Every channel's day for today. */
  today: ChannelDay[];
  /**
   * Every channel's day starting at the local midnight `dayMs`: built the first time the guide goes
   * there, then kept (the same array) until a schedule changes. Only the days the viewer goes into.
   */
  dayOf(dayMs: number): ChannelDay[];
  /** The last day the guide goes into (lastGuideDay). */
  lastDayMs: number;
}

/** The start of a schedule's last programme (undefined while none): how far ahead the guide goes. */
function lastStartOf(schedule: ChannelSchedule | undefined): number | undefined {
  return schedule?.programmes.reduce<number | undefined>(
    (latest, programme) => Math.max(latest ?? programme.startMs, programme.startMs),
    undefined,
  );
}

/**
 * Every channel's days (spec: browsing 4, Programme guide; issue 18: the guide goes on past midnight).
 * Each schedule is its own query, so one failing source gives its channel a 'could not load' day and
 * leaves the others whole; a schedule on its way shows as loading, not as 'No scheduled programs'. A
 * schedule holds several days (the reference back end's: yesterday to tomorrow): each day is built from
 * it when shown. Days are rebuilt when a schedule or the local date changes, not on every clock tick.
 */
export function useGuideDays(
  channels: readonly MediaItem[],
  nowMs: number,
  timeZone: TimeZone,
): GuideSchedule {
  const { t } = useLiveTranslation();
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
  const todayMs = localDay(nowMs, timeZone).startMs;
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
  // A new cache when a schedule changes; its days are built when first asked for, not on clock ticks.
  const dayOf = useMemo(() => {
    const built = new Map<number, ChannelDay[]>();
    return (dayMs: number): ChannelDay[] => {
      const cached = built.get(dayMs);
      if (cached) return cached;
      const days = channels.map((channel, index) => {
        const result = schedules[index];
        const id = channel.mediaid;
        const schedule = result?.schedule;
        const failed = result?.failed ?? false;
        const placeholder = failed ? 'failed' : 'loading';
        const slots = schedule
          ? buildDay(id, schedule.programmes, dayMs, timeZone, texts)
          : wholeDay(placeholder, id, dayMs, timeZone, texts[placeholder]);
        return { channel, catchupHours: schedule?.catchupHours ?? DEFAULT_CATCHUP_HOURS, slots, failed };
      });
      built.set(dayMs, days);
      return days;
    };
  }, [channels, schedules, timeZone, texts]);
  const lastStarts = useMemo(() => schedules.map((result) => lastStartOf(result.schedule)), [schedules]);
  const lastDayMs = lastGuideDay(todayMs, timeZone, lastStarts);
  const today = dayOf(todayMs);
  return useMemo(() => ({ todayMs, today, dayOf, lastDayMs }), [todayMs, today, dayOf, lastDayMs]);
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
