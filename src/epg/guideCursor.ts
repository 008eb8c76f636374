import type { Slot } from './programme.ts';
import { slotAt } from './programmeState.ts';

const HALF_HOUR = 30 * 60_000;

/** Where the remote is in the guide, and which part of the grid is shown. */
export interface GuideCursor {
  /** The day shown (its local midnight): the guide shows one day at a time and goes on into the next. */
  dayMs: number;
  channelIndex: number;
  /** The focused slot of that channel (undefined while the channel column has focus). */
  slotId: string | undefined;
  /**
   * The time the viewer is looking at: kept while moving up and down, so the programme under the same
   * time is focused in the next channel (not its first one). Set by left and right.
   */
  anchorMs: number;
  /** First channel row shown. */
  topIndex: number;
  /** Left edge of the time window shown. */
  windowStartMs: number;
}

export interface GuideView {
  /** The day this view shows (its local midnight). */
  dayMs: number;
  /** Every channel's day, in channel order. */
  days: ReadonlyArray<readonly Slot[]>;
  /** How many channel rows fit. */
  rows: number;
  /** How much time fits across. */
  windowMs: number;
  /** The part of the day the guide may show (display hours). */
  fromMs: number;
  toMs: number;
}

export type GuideMove =
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'pageUp'
  | 'pageDown'
  | 'slideLeft'
  | 'slideRight'
  | 'channelColumn';

const floorHalfHour = (ms: number) => Math.floor(ms / HALF_HOUR) * HALF_HOUR;
const clamp = (value: number, low: number, high: number) =>
  Math.max(low, Math.min(value, Math.max(low, high)));

function clampWindow(startMs: number, view: GuideView): number {
  return clamp(startMs, view.fromMs, view.toMs - view.windowMs);
}

function clampTop(topIndex: number, channelIndex: number, view: GuideView): number {
  const top = clamp(topIndex, channelIndex - view.rows + 1, channelIndex);
  return clamp(top, 0, view.days.length - view.rows);
}

/**
 * The window moved as little as it takes to show `slot` with room to read it: its start when it fits,
 * else (a long programme to the left) its last three quarters of a window, not a jump to its start.
 */
function revealSlot(windowStartMs: number, slot: Slot, view: GuideView): number {
  const start = Math.max(slot.startMs, view.fromMs);
  if (start < windowStartMs) {
    return clampWindow(floorHalfHour(Math.max(start, slot.endMs - (view.windowMs * 3) / 4)), view);
  }
  if (start > windowStartMs + view.windowMs * 0.75) {
    return clampWindow(floorHalfHour(start - view.windowMs / 4), view);
  }
  return windowStartMs;
}

/** The slot under the anchor time in a channel (the anchor is first kept inside the window). */
function slotUnder(day: readonly Slot[] | undefined, cursor: GuideCursor, view: GuideView): Slot | undefined {
  const anchor = clamp(cursor.anchorMs, cursor.windowStartMs, cursor.windowStartMs + view.windowMs - 1);
  return day ? slotAt(day, anchor) : undefined;
}

/** A cursor on `now` in the given channel, the window starting half an hour before it. */
export function cursorAtNow(channelIndex: number, nowMs: number, view: GuideView, topIndex = 0): GuideCursor {
  const windowStartMs = clampWindow(floorHalfHour(nowMs) - HALF_HOUR, view);
  const index = clamp(channelIndex, 0, view.days.length - 1);
  const base = {
    dayMs: view.dayMs,
    channelIndex: index,
    anchorMs: clamp(nowMs, view.fromMs, view.toMs - 1),
    topIndex: 0,
    windowStartMs,
    slotId: undefined,
  };
  return {
    ...base,
    topIndex: clampTop(topIndex, index, view),
    slotId: slotUnder(view.days[index], base, view)?.id,
  };
}

function toChannel(cursor: GuideCursor, channelIndex: number, view: GuideView): GuideCursor {
  const index = clamp(channelIndex, 0, view.days.length - 1);
  const onChannelColumn = cursor.slotId === undefined;
  return {
    ...cursor,
    channelIndex: index,
    topIndex: clampTop(cursor.topIndex, index, view),
    slotId: onChannelColumn ? undefined : slotUnder(view.days[index], cursor, view)?.id,
  };
}

/**
 * The window of `view`'s day moved to start at `startMs` (kept inside the day), the cursor on what is at
 * its left edge; on the channel column it stays there. A slide, also into another day.
 */
export function windowAt(cursor: GuideCursor, startMs: number, view: GuideView): GuideCursor {
  const windowStartMs = clampWindow(startMs, view);
  const moved = { ...cursor, dayMs: view.dayMs, windowStartMs };
  if (cursor.slotId === undefined) return moved;
  const slot = slotUnder(view.days[cursor.channelIndex], { ...moved, anchorMs: windowStartMs }, view);
  return { ...moved, anchorMs: Math.max(slot?.startMs ?? windowStartMs, windowStartMs), slotId: slot?.id };
}

/**
 * The cursor on `slot` of `view`'s day, the window moved from `startMs` as little as it takes to show
 * it. The anchor (the time kept by up and down) is the slot's start, or the window's edge when the slot
 * began before it.
 */
export function focusSlot(cursor: GuideCursor, slot: Slot, startMs: number, view: GuideView): GuideCursor {
  const windowStartMs = revealSlot(clampWindow(startMs, view), slot, view);
  return {
    ...cursor,
    dayMs: view.dayMs,
    slotId: slot.id,
    windowStartMs,
    anchorMs: Math.max(slot.startMs, windowStartMs),
  };
}

function slide(cursor: GuideCursor, direction: -1 | 1, view: GuideView): GuideCursor {
  return windowAt(cursor, floorHalfHour(cursor.windowStartMs + (direction * view.windowMs) / 2), view);
}

/**
 * One remote move through the guide (spec: browsing 2, EPG; issue 6, remote navigation). Returns
 * 'escape-up' or 'escape-left' when the move leaves the grid (to the toolbar above, or the menu).
 */
export function moveCursor(
  cursor: GuideCursor,
  move: GuideMove,
  view: GuideView,
): GuideCursor | 'escape-up' | 'escape-left' {
  const day = view.days[cursor.channelIndex] ?? [];
  const position = day.findIndex((slot) => slot.id === cursor.slotId);
  switch (move) {
    case 'up':
      return cursor.channelIndex === 0 ? 'escape-up' : toChannel(cursor, cursor.channelIndex - 1, view);
    case 'down':
      return toChannel(cursor, cursor.channelIndex + 1, view);
    case 'pageUp': {
      const moved = toChannel(cursor, cursor.channelIndex - view.rows, view);
      return { ...moved, topIndex: clampTop(cursor.topIndex - view.rows, moved.channelIndex, view) };
    }
    case 'pageDown': {
      const moved = toChannel(cursor, cursor.channelIndex + view.rows, view);
      return { ...moved, topIndex: clampTop(cursor.topIndex + view.rows, moved.channelIndex, view) };
    }
    case 'channelColumn':
      return { ...cursor, slotId: undefined };
    case 'left': {
      if (cursor.slotId === undefined) return 'escape-left';
      const previous = position > 0 ? day[position - 1] : undefined;
      // The first programme of the day: on to the channel's logo, which selects the channel.
      if (!previous || previous.endMs <= view.fromMs) return { ...cursor, slotId: undefined };
      return focusSlot(cursor, previous, cursor.windowStartMs, view);
    }
    case 'right': {
      if (cursor.slotId === undefined || position < 0) {
        const slot = slotUnder(day, cursor, view);
        return { ...cursor, slotId: slot?.id };
      }
      const next = day[position + 1];
      if (!next || next.startMs >= view.toMs) return cursor;
      const windowStartMs = revealSlot(cursor.windowStartMs, next, view);
      return { ...cursor, slotId: next.id, windowStartMs, anchorMs: next.startMs };
    }
    case 'slideLeft':
      return slide(cursor, -1, view);
    case 'slideRight':
      return slide(cursor, 1, view);
  }
}

/** The slots of a channel that overlap the window plus `overscanMs` each side: all the DOM holds. */
export function slotsInWindow(day: readonly Slot[], fromMs: number, toMs: number): Slot[] {
  return day.filter((slot) => slot.endMs > fromMs && slot.startMs < toMs);
}
