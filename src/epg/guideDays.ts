import { addDays, startOfDay } from 'date-fns';
import { localDay, type TimeZone, zoned } from './epgDay.ts';

/**
 * How far ahead the guide goes: a week, as TV guides do. A schedule source may send far more (or a
 * programme dated years ahead by mistake); the guide builds one day at a time, so this bounds nothing
 * costly, only how long a held Right or Later can run.
 */
export const MAX_DAYS_AHEAD = 7;

/** The local midnight `count` days before (negative) or after `dayMs`: 23, 24 or 25 hours a day. */
export function shiftDay(dayMs: number, count: number, timeZone: TimeZone): number {
  return startOfDay(addDays(zoned(dayMs, timeZone), count)).getTime();
}

/**
 * The last day Right and Later may go into (issue 18: the guide goes on past midnight): the last day a
 * channel's schedule has a programme starting in, never before today and at most MAX_DAYS_AHEAD after
 * it. A programme that starts before midnight and runs past it is seen at the end of its own day, so it
 * opens no day of its own (that day would show nothing else). `lastStarts`: per channel, the start of its
 * last programme (undefined while its schedule is loading, failed or empty).
 */
export function lastGuideDay(
  nowMs: number,
  timeZone: TimeZone,
  lastStarts: ReadonlyArray<number | undefined>,
): number {
  const today = localDay(nowMs, timeZone).startMs;
  const starts = lastStarts.filter((start): start is number => start !== undefined);
  if (starts.length === 0) return today;
  const day = localDay(Math.max(...starts), timeZone).startMs;
  return Math.min(Math.max(day, today), shiftDay(today, MAX_DAYS_AHEAD, timeZone));
}
