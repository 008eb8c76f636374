import { TZDate } from '@date-fns/tz';
import { addDays, setHours, setMinutes, startOfDay } from 'date-fns';
import type { Programme, Slot, WholeDayKind } from './programme.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The viewer's time zone (undefined: the device's own). */
export type TimeZone = string | undefined;

export function zoned(ms: number, timeZone: TimeZone): Date {
  return timeZone ? new TZDate(ms, timeZone) : new Date(ms);
}

/** Local midnight of the day `nowMs` falls on, and the next local midnight (23, 24 or 25 h later). */
export function localDay(nowMs: number, timeZone: TimeZone): { startMs: number; nextMs: number } {
  const start = startOfDay(zoned(nowMs, timeZone));
  return { startMs: start.getTime(), nextMs: addDays(start, 1).getTime() };
}

/**
 * The span a channel's day is built over. spec: browsing 4 — from 18:30 UTC of the previous day for
 * 24 hours minus 1 minute. That anchor is local midnight to 23:59 in UTC+5:30, where the reference app
 * was made; elsewhere it would cut the viewer's own day short (in New York it ends at 13:29). Reading
 * chosen, as a viewer expects: the span is the anchor's span widened to cover the whole local day, so
 * in UTC+5:30 it is exactly the spec's and everywhere the guide runs from local midnight to 23:59.
 */
export function daySpan(nowMs: number, timeZone: TimeZone): { fromMs: number; toMs: number } {
  const { startMs, nextMs } = localDay(nowMs, timeZone);
  const local = zoned(nowMs, timeZone);
  const anchorMs = Date.UTC(local.getFullYear(), local.getMonth(), local.getDate() - 1, 18, 30);
  return {
    fromMs: Math.min(anchorMs, startMs),
    toMs: Math.max(anchorMs + 24 * HOUR - MINUTE, nextMs - MINUTE),
  };
}

/** Sorted, with overlaps removed: a programme starting inside the previous one starts where it ends. */
function withoutOverlaps(programmes: readonly Programme[]): Programme[] {
  const sorted = [...programmes].sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
  const result: Programme[] = [];
  for (const programme of sorted) {
    const previousEnd = result.at(-1)?.endMs ?? Number.NEGATIVE_INFINITY;
    if (programme.endMs <= previousEnd) continue;
    result.push(programme.startMs < previousEnd ? { ...programme, startMs: previousEnd } : programme);
  }
  return result;
}

export interface DayTexts {
  /** Title of a gap (config epgEmptySlotText). */
  emptySlotTitle: string;
  /** Title of the one slot of a channel without programmes (config epgNoProgramText). */
  noProgrammeTitle: string;
  /** spec: browsing 4 — 'No programming during this time.' */
  gapDescription: string;
}

/**
 * A channel's day held by one placeholder slot over the day span: no programmes (spec: browsing 4, one
 * no-program slot), a schedule still on its way, or a schedule that failed (the channel still plays).
 */
export function wholeDay(
  kind: WholeDayKind,
  channelId: string,
  nowMs: number,
  timeZone: TimeZone,
  text: { title: string; description: string },
): Slot[] {
  const { fromMs, toMs } = daySpan(nowMs, timeZone);
  return [{ kind, id: `${kind}-${channelId}-${fromMs}`, ...text, startMs: fromMs, endMs: toMs }];
}

/**
 * spec: browsing 4, Programme guide — a channel's day: its programmes over the day span, gaps as
 * placeholder slots, one no-programme slot for a channel with none; then only what touches today's
 * local date. A programme that runs through the whole day (starts before it and ends after it) is kept:
 * the spec's 'starting or ending on today' would drop it, and a viewer expects to see what is on.
 */
export function buildDay(
  channelId: string,
  programmes: readonly Programme[],
  nowMs: number,
  timeZone: TimeZone,
  texts: DayTexts,
): Slot[] {
  const { fromMs, toMs } = daySpan(nowMs, timeZone);
  if (programmes.length === 0) {
    const text = { title: texts.noProgrammeTitle, description: texts.gapDescription };
    return wholeDay('noProgramme', channelId, nowMs, timeZone, text);
  }
  const gap = (startMs: number, endMs: number): Slot => ({
    kind: 'gap',
    id: `gap-${channelId}-${startMs}`,
    title: texts.emptySlotTitle,
    description: texts.gapDescription,
    startMs,
    endMs,
  });

  const slots: Slot[] = [];
  let cursor = fromMs;
  for (const programme of withoutOverlaps(programmes)) {
    if (programme.endMs <= fromMs || programme.startMs >= toMs) continue;
    if (programme.startMs > cursor) slots.push(gap(cursor, programme.startMs));
    slots.push({ ...programme, kind: 'programme' });
    cursor = Math.max(cursor, programme.endMs);
  }
  if (cursor < toMs) slots.push(gap(cursor, toMs));

  const { startMs, nextMs } = localDay(nowMs, timeZone);
  return slots.filter((slot) => slot.endMs > startMs && slot.startMs < nextMs);
}

/** 'HH:MM' as minutes after midnight; undefined when malformed. */
function minutesOf(value: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}

/**
 * The part of today the guide shows (config epgDisplayHours, default 00:00 to 23:59). spec: browsing 4
 * — an end hour of 23 or later means the end of the day. Malformed hours fall back to the whole day.
 */
export function displayWindow(
  nowMs: number,
  timeZone: TimeZone,
  hours: readonly [string, string] | undefined,
): { fromMs: number; toMs: number } {
  const { startMs, nextMs } = localDay(nowMs, timeZone);
  const from = minutesOf(hours?.[0] ?? '00:00');
  const to = minutesOf(hours?.[1] ?? '23:59');
  if (from === undefined || to === undefined || to <= from) return { fromMs: startMs, toMs: nextMs };
  const at = (minutes: number) =>
    setMinutes(setHours(zoned(startMs, timeZone), Math.floor(minutes / 60)), minutes % 60).getTime();
  return { fromMs: at(from), toMs: to >= 23 * 60 ? nextMs : at(to) };
}
