/** The guide grid's spatial focus key: one focusable for the whole grid. */
export const GUIDE_FOCUS_KEY = 'epg-grid';

/**
 * Guide sizes in rem, so the TV layout scales them with the screen (1 rem = 16 px at 1920 wide). The
 * spec's figures (browsing 9: dayWidth 7200 px, item height 70 px at 1280 wide) are too small to read
 * from a sofa; these keep their proportion of about 3.5 hours across at 10-foot text sizes.
 */
export const HOUR_REM = 28;
export const ROW_REM = 5.5;
/** The channel column (logo and name), pinned at the left of every row. */
export const CHANNEL_REM = 12;
/**
 * Time drawn beyond each side of the window, so a slide shows programmes already in place: as far as a
 * Left or Right reveals a programme (a quarter window from the left edge after a Right, its last three
 * quarters after a Left: revealSlot in src/epg/guideCursor.ts), rounded down to the half hour, and half
 * an hour more. With an hour each side, every Right that slid went past it and drew its window at once.
 */
export function overscanMs(windowMs: number): number {
  const halfHourMs = HOUR_MS / 2;
  return Math.floor((windowMs * 3) / 4 / halfHourMs) * halfHourMs + halfHourMs;
}
/** Channel rows kept above and below the visible ones. */
export const OVERSCAN_ROWS = 1;
export const HOUR_MS = 3_600_000;

/** Left offset (rem) of an instant on the guide's track, which starts at `originMs`. */
export function remAt(ms: number, originMs: number): number {
  return ((ms - originMs) / HOUR_MS) * HOUR_REM;
}

/**
 * The part of a slot its cell shows (from its start, or the day's, to its end or the day's), and where
 * that cell sits on the guide's track (rem).
 */
export function cellSpan(slot: { startMs: number; endMs: number }, dayFromMs: number, dayToMs: number) {
  const startMs = Math.max(slot.startMs, dayFromMs);
  const endMs = Math.min(slot.endMs, dayToMs);
  return {
    startMs,
    endMs,
    leftRem: CHANNEL_REM + remAt(startMs, dayFromMs),
    widthRem: remAt(endMs, startMs),
  };
}
