import type { TimeZone } from './epgDay.ts';
import {
  focusSlot,
  type GuideCursor,
  type GuideMove,
  type GuideView,
  moveCursor,
  windowAt,
} from './guideCursor.ts';
import { shiftDay } from './guideDays.ts';
import type { Slot } from './programme.ts';

/** The guide across days: the days it may go into, and the view of any of them. */
export interface GuideDays {
  timeZone: TimeZone;
  /** The last day Right and Later go into (lastGuideDay). */
  lastDayMs: number;
  /**
   * Per channel, the instant a programme must start after to be inside the channel's catch-up window
   * (now minus its catchupHours): Left and Earlier go back into a day only where there is one.
   */
  catchupFromMs: readonly number[];
  /** The view of the day starting at the local midnight `dayMs`, built when the viewer goes there. */
  viewOf(dayMs: number): GuideView;
}

const visible = (slot: Slot, view: GuideView) => slot.endMs > view.fromMs && slot.startMs < view.toMs;

/**
 * Where Right past a day's last slot lands: the next day's first slot that starts once `slot` has ended.
 * A programme across midnight is in both days (the same programme): the one after it, not it again.
 */
export function firstSlotAfter(slots: readonly Slot[], slot: Slot, view: GuideView): Slot | undefined {
  return slots.find((candidate) => candidate.startMs >= slot.endMs && visible(candidate, view));
}

/** Where Left past a day's first slot lands: the day before's last slot that ended by `slot`'s start. */
export function lastSlotBefore(slots: readonly Slot[], slot: Slot, view: GuideView): Slot | undefined {
  for (let index = slots.length - 1; index >= 0; index -= 1) {
    const candidate = slots[index];
    if (candidate && candidate.endMs <= slot.startMs && visible(candidate, view)) return candidate;
  }
  return undefined;
}

/** The move would leave the day shown: 1 past its end, -1 before its start, 0 inside it. */
function dayEdge(cursor: GuideCursor, move: GuideMove, view: GuideView): -1 | 0 | 1 {
  const day = view.days[cursor.channelIndex] ?? [];
  const position = day.findIndex((slot) => slot.id === cursor.slotId);
  switch (move) {
    case 'right': {
      const next = day[position + 1];
      return position >= 0 && (!next || next.startMs >= view.toMs) ? 1 : 0;
    }
    case 'left': {
      const previous = day[position - 1];
      return position >= 0 && (!previous || previous.endMs <= view.fromMs) ? -1 : 0;
    }
    case 'slideRight':
      return cursor.windowStartMs >= view.toMs - view.windowMs ? 1 : 0;
    case 'slideLeft':
      return cursor.windowStartMs <= view.fromMs ? -1 : 0;
    default:
      return 0;
  }
}

/** The move into the next day, or undefined when there is none to go to (the last day, no slot after). */
function intoNextDay(cursor: GuideCursor, move: GuideMove, guide: GuideDays, view: GuideView) {
  const dayMs = shiftDay(cursor.dayMs, 1, guide.timeZone);
  if (dayMs > guide.lastDayMs) return undefined;
  const next = guide.viewOf(dayMs);
  if (move === 'slideRight') return windowAt(cursor, next.fromMs, next);
  const slot = view.days[cursor.channelIndex]?.find((candidate) => candidate.id === cursor.slotId);
  const target = slot && firstSlotAfter(next.days[cursor.channelIndex] ?? [], slot, next);
  return target && focusSlot(cursor, target, next.fromMs, next);
}

/**
 * The move into the day before, or undefined where there is nothing inside the catch-up window there
 * (spec: browsing 4 — older programmes are disabled; a day of only those is not gone into). Left asks
 * the cursor's channel: its programme before is still in its window. Earlier asks every channel, as the
 * toolbar (reached by going up through the channels) and the window act for the whole guide.
 */
function intoDayBefore(cursor: GuideCursor, move: GuideMove, guide: GuideDays, view: GuideView) {
  const reach = move === 'slideLeft' ? guide.catchupFromMs : [guide.catchupFromMs[cursor.channelIndex]];
  // Nothing before midnight is inside any window asked: the day before is not even built.
  if (!reach.some((fromMs) => fromMs !== undefined && fromMs < cursor.dayMs)) return undefined;
  const previous = guide.viewOf(shiftDay(cursor.dayMs, -1, guide.timeZone));
  const endStart = previous.toMs - previous.windowMs;
  const allowed = (slot: Slot, channelIndex: number) =>
    slot.startMs > (guide.catchupFromMs[channelIndex] ?? Number.POSITIVE_INFINITY);
  if (move === 'slideLeft') {
    const any = previous.days.some((slots, channelIndex) =>
      slots.some(
        (slot) => slot.kind === 'programme' && allowed(slot, channelIndex) && visible(slot, previous),
      ),
    );
    return any ? windowAt(cursor, endStart, previous) : undefined;
  }
  const slot = view.days[cursor.channelIndex]?.find((candidate) => candidate.id === cursor.slotId);
  const target = slot && lastSlotBefore(previous.days[cursor.channelIndex] ?? [], slot, previous);
  return target && allowed(target, cursor.channelIndex)
    ? focusSlot(cursor, target, endStart, previous)
    : undefined;
}

/**
 * One remote move through the guide, which goes on past midnight (issue 18: every TV guide lets the
 * viewer go on into tomorrow). Inside a day it is moveCursor; Right past the day's last slot and Later
 * at its end go into the next day (up to the last day with programmes), Left past its first slot and
 * Earlier at its start into the day before while a catch-up window reaches it (the channel's for Left,
 * any channel's for Earlier). Where no day can be gone into, the move is moveCursor's: it stays, or
 * Left goes on to the channel.
 */
export function moveThroughDays(
  cursor: GuideCursor,
  move: GuideMove,
  guide: GuideDays,
): GuideCursor | 'escape-up' | 'escape-left' {
  const view = guide.viewOf(cursor.dayMs);
  const edge = dayEdge(cursor, move, view);
  const crossed =
    edge === 1
      ? intoNextDay(cursor, move, guide, view)
      : edge === -1
        ? intoDayBefore(cursor, move, guide, view)
        : undefined;
  return crossed ?? moveCursor(cursor, move, view);
}
