/** spec: browsing 9 — progress bounds. */
export const MIN_PROGRESS = 1e-15;
export const MAX_PROGRESS = 0.999999999999999;
/** spec: browsing 9 — history and continue-watching default limit. */
export const DEFAULT_HISTORY_LIMIT = 48;

/**
 * spec: browsing 4 and 9 — the history is cut to the maximum count: the config's
 * max_no_of_continue_watching, else 48.
 */
export function historyLimit(configured: number | undefined): number {
  return configured ?? DEFAULT_HISTORY_LIMIT;
}

export interface HistoryEntry {
  mediaid: string;
  title: string;
  seriesId?: string;
  /** 0 to 1. */
  progress: number;
  /** Seconds of the stream when the progress was saved: resume = progress × duration. */
  duration: number;
}

/** spec: browsing 4, Continue watching — strictly between the bounds. */
export function isContinueWatching(progress: number): boolean {
  return progress > MIN_PROGRESS && progress < MAX_PROGRESS;
}

/**
 * spec: browsing 4, Continue watching and 9 — the continue-watching row's ids in the order it shows them:
 * the history (newest first) cut to the limit, even a list saved under a larger one, then only the
 * entries between the progress bounds. The player takes the next item after one of them from here.
 */
export function continueWatchingIds(
  history: readonly HistoryEntry[],
  configuredLimit: number | undefined,
): string[] {
  return history
    .slice(0, historyLimit(configuredLimit))
    .filter((entry) => isContinueWatching(entry.progress))
    .map((entry) => entry.mediaid);
}

/** spec: browsing 4 — progress = position / duration, rounded to 5 decimals. */
export function progressOf(position: number, duration: number): number | undefined {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(position)) return undefined;
  return Math.round(Math.min(1, Math.max(0, position / duration)) * 1e5) / 1e5;
}

/** The player's query parameter that plays from the start despite saved progress (issue 26: Start over). */
export const START_OVER_PARAM = 'over';

/** Whole minutes left after the saved position (at least 1: a title in progress is not done). */
export function minutesLeft(entry: Pick<HistoryEntry, 'progress' | 'duration'>): number {
  return Math.max(1, Math.round(((1 - entry.progress) * entry.duration) / 60));
}

/** spec: browsing 4, Continue watching — where playback resumes, or undefined to start at 0. */
export function resumePosition(entry: HistoryEntry | undefined): number | undefined {
  if (!entry || !isContinueWatching(entry.progress)) return undefined;
  return entry.progress * entry.duration;
}

/**
 * spec: browsing 4 — the new entry goes first, replacing one for the same media or the same series;
 * the list is cut to the limit.
 */
export function recordProgress(
  list: readonly HistoryEntry[],
  entry: HistoryEntry,
  limit = DEFAULT_HISTORY_LIMIT,
): HistoryEntry[] {
  const rest = list.filter(
    (existing) =>
      existing.mediaid !== entry.mediaid && !(entry.seriesId && existing.seriesId === entry.seriesId),
  );
  return [entry, ...rest].slice(0, limit);
}
