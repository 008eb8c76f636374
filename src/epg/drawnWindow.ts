import type { GuideCursor, GuideView } from './guideCursor.ts';

/**
 * The part of the guide's day that is in the DOM: the channel rows and the time span whose cells are
 * mounted. It is the view with some overscan each side (a slide shows programmes already in place),
 * and it may trail the cursor by a frame (useDrawnWindow).
 */
export interface DrawnWindow {
  dayMs: number;
  /** First and last channel row mounted (inclusive). */
  firstRow: number;
  lastRow: number;
  fromMs: number;
  toMs: number;
}

export interface Overscan {
  rows: number;
  ms: number;
}

/** What the cursor's view wants drawn: the rows and time in view, and the overscan around them. */
export function drawnWindowFor(cursor: GuideCursor, view: GuideView, overscan: Overscan): DrawnWindow {
  return {
    dayMs: view.dayMs,
    firstRow: Math.max(0, cursor.topIndex - overscan.rows),
    // `rows` whole rows fit; the one after them shows in part, so it counts as in view.
    lastRow: Math.min(view.days.length - 1, cursor.topIndex + view.rows + overscan.rows),
    fromMs: cursor.windowStartMs - overscan.ms,
    toMs: cursor.windowStartMs + view.windowMs + overscan.ms,
  };
}

/** Whether everything the viewer sees at this cursor (no overscan) is already in `drawn`. */
export function coversView(drawn: DrawnWindow, cursor: GuideCursor, view: GuideView): boolean {
  const lastInView = Math.min(view.days.length - 1, cursor.topIndex + view.rows);
  return (
    drawn.dayMs === view.dayMs &&
    drawn.firstRow <= cursor.topIndex &&
    drawn.lastRow >= lastInView &&
    drawn.fromMs <= cursor.windowStartMs &&
    drawn.toMs >= cursor.windowStartMs + view.windowMs
  );
}

export function sameDrawnWindow(a: DrawnWindow, b: DrawnWindow): boolean {
  return (
    a.dayMs === b.dayMs &&
    a.firstRow === b.firstRow &&
    a.lastRow === b.lastRow &&
    a.fromMs === b.fromMs &&
    a.toMs === b.toMs
  );
}
