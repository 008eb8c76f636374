import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { displayWindow, type TimeZone } from '../../epg/epgDay.ts';
import { type GuideDays, moveThroughDays } from '../../epg/guideAcrossDays.ts';
import {
  cursorAtNow,
  type GuideCursor,
  type GuideMove,
  type GuideView,
  moveCursor,
} from '../../epg/guideCursor.ts';
import type { ChannelDay, GuideSchedule } from './useGuideDays.ts';

const HOUR_MS = 3_600_000;

interface GuideCursorOptions {
  schedule: GuideSchedule;
  /** Config epgDisplayHours: the part of each day the guide shows. */
  displayHours: readonly [string, string] | undefined;
  timeZone: TimeZone;
  nowMs: number;
  /** The channel whose row the cursor starts on. */
  startChannelIndex: number;
  /** What fits the grid (useGuideGeometry); the cursor starts once it is measured. */
  rows: number;
  windowMs: number;
  measured: boolean;
}

/**
 * The guide's cursor (spec: browsing 2, EPG; issue 6, remote navigation; issue 18, on past midnight):
 * where the remote is, the day shown and its view. Kept in a ref as well, so a held key never works on a
 * stale cursor or on the view of a day it has just left.
 */
export function useGuideCursor(options: GuideCursorOptions) {
  const { schedule, displayHours, timeZone, nowMs, startChannelIndex, rows, windowMs, measured } = options;
  // One view per day, kept until the schedules or the grid's size change: a key press allocates none.
  const viewOf = useMemo(() => {
    const views = new Map<number, GuideView>();
    return (dayMs: number): GuideView => {
      const kept = views.get(dayMs);
      if (kept) return kept;
      const days = schedule.dayOf(dayMs).map((day) => day.slots);
      const built = { dayMs, days, rows, windowMs, ...displayWindow(dayMs, timeZone, displayHours) };
      views.set(dayMs, built);
      return built;
    };
  }, [schedule.dayOf, rows, windowMs, timeZone, displayHours]);
  const [cursor, setCursor] = useState<GuideCursor>(() =>
    cursorAtNow(startChannelIndex, nowMs, viewOf(schedule.todayMs)),
  );
  const view = viewOf(cursor.dayMs);
  const days: ChannelDay[] = schedule.dayOf(cursor.dayMs);
  // The cursor is written at once by every move (a held key outruns the renders); the rest at commit,
  // so a render React throws away (the grid renders as a transition) is never read.
  const latest = useRef({ cursor, schedule, viewOf, nowMs });
  useLayoutEffect(() => {
    latest.current = { ...latest.current, schedule, viewOf, nowMs };
  }, [schedule, viewOf, nowMs]);

  const apply = useCallback((next: GuideCursor) => {
    latest.current.cursor = next;
    setCursor(next);
  }, []);
  const move = useCallback(
    (step: GuideMove) => {
      const { cursor: current, schedule: all, viewOf: build, nowMs: now } = latest.current;
      const guide: GuideDays = {
        timeZone,
        lastDayMs: all.lastDayMs,
        // A channel's catch-up hours are the same whatever the day.
        catchupFromMs: all.today.map((day) => now - day.catchupHours * HOUR_MS),
        viewOf: build,
      };
      const next = moveThroughDays(current, step, guide);
      if (typeof next === 'string') return false;
      apply(next);
      return true;
    },
    [apply, timeZone],
  );
  const goToNow = useCallback(() => {
    const { cursor: current, schedule: all, viewOf: build, nowMs: now } = latest.current;
    apply(cursorAtNow(current.channelIndex, now, build(all.todayMs), current.topIndex));
  }, [apply]);

  // Once the grid is measured the cursor starts on 'now' in the start channel; later, when days change
  // (schedules load, the date turns), it is kept on a slot that exists, in a day the guide still has.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view changes; the rest is read from the latest ref.
  useEffect(() => {
    const { cursor: current, schedule: all, viewOf: build, nowMs: clock } = latest.current;
    if (!measured) return;
    const first = !started.current;
    // A day the guide no longer goes into (a shorter schedule came): back to now.
    if (first || current.dayMs > all.lastDayMs) {
      started.current = true;
      const channelIndex = first ? startChannelIndex : current.channelIndex;
      apply(cursorAtNow(channelIndex, clock, build(all.todayMs), first ? 0 : current.topIndex));
      return;
    }
    // A held key may already have taken the cursor into another day than the one this view shows.
    const day = view.dayMs === current.dayMs ? view.days[current.channelIndex] : undefined;
    if (current.slotId !== undefined && day && !day.some((slot) => slot.id === current.slotId)) {
      const onColumn = { ...current, slotId: undefined };
      const fixed = moveCursor(onColumn, 'right', view);
      apply(typeof fixed === 'string' ? onColumn : fixed);
    }
  }, [view, measured, schedule.lastDayMs]);

  return { cursor, view, days, move, apply, goToNow, latest };
}
