import { startTransition, useEffect, useState } from 'react';
import { coversView, type DrawnWindow, drawnWindowFor, sameDrawnWindow } from '../../epg/drawnWindow.ts';
import type { GuideCursor, GuideView } from '../../epg/guideCursor.ts';
import { afterNextPaint } from '../../ui/afterNextPaint.ts';
import { OVERSCAN_ROWS, overscanMs } from './guideLayout.ts';

/**
 * The rows and time span the grid mounts. A move whose view the mounted cells already cover renders
 * only the cursor and the slide, and the overscan catches up once that frame is painted, in a transition
 * the next key interrupts: mounting and laying out the cells coming into the overscan was most of a Left
 * or Right on a 4x TV (issue 19). A move beyond the mounted cells (a page, another day, presses faster
 * than the frames) draws its window at once.
 */
export function useDrawnWindow(cursor: GuideCursor, view: GuideView): DrawnWindow {
  const wanted = drawnWindowFor(cursor, view, { rows: OVERSCAN_ROWS, ms: overscanMs(view.windowMs) });
  const [drawn, setDrawn] = useState(wanted);
  const usable = coversView(drawn, cursor, view);
  // React's way to adjust state to new props: it renders again at once, before the children (and the
  // window drawn for a view always covers it: drawnWindow.test.ts).
  if (!usable) setDrawn(wanted);
  const shown = usable ? drawn : wanted;
  const caughtUp = sameDrawnWindow(shown, wanted);
  // Its fields, not the object, which is new on every render.
  const { dayMs, firstRow, lastRow, fromMs, toMs } = wanted;
  useEffect(() => {
    if (caughtUp) return undefined;
    return afterNextPaint(() => startTransition(() => setDrawn({ dayMs, firstRow, lastRow, fromMs, toMs })));
  }, [caughtUp, dayMs, firstRow, lastRow, fromMs, toMs]);
  return shown;
}
