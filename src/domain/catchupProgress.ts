import { z } from 'zod/mini';
import type { ProgrammeWindow } from './playbackQuery.ts';
import { progressOf, resumePosition } from './watchHistory.ts';

/**
 * Issue 26: where a viewer left a catch-up programme (a past programme of a live channel), so playing it
 * again resumes there, as a title does. Not in the watch history: a programme is a channel and a time,
 * not a title the catalogue (and so the Continue watching row, or an account's history) knows. Kept on
 * the device per viewer, the newest first.
 */
export const catchupEntrySchema = z.object({
  channel: z.string(),
  startMs: z.number(),
  /** 0 to 1, as a title's progress. */
  progress: z.number(),
  /** Seconds of the programme's stream. */
  duration: z.number(),
});
export type CatchupEntry = z.infer<typeof catchupEntrySchema>;
export const catchupListSchema = z.array(catchupEntrySchema);

/** A day of programmes on a few channels; older places go first. */
export const CATCHUP_LIMIT = 24;

/** The storage key of a viewer's catch-up places. */
export function catchupKey(profileId: string | undefined): string {
  return `catchup.${profileId ?? 'device'}`;
}

/** The list after leaving `channel`'s programme at `position` of `duration` s (unchanged when unknowable). */
export function recordCatchup(
  list: readonly CatchupEntry[],
  channel: string,
  programme: ProgrammeWindow,
  position: number,
  duration: number,
): CatchupEntry[] {
  const progress = progressOf(position, duration);
  const rest = list.filter((entry) => entry.channel !== channel || entry.startMs !== programme.startMs);
  if (progress === undefined) return [...list];
  return [{ channel, startMs: programme.startMs, progress, duration }, ...rest].slice(0, CATCHUP_LIMIT);
}

/** Where a programme resumes: its saved place while between the bounds (as a title's), else its start. */
export function catchupResume(
  list: readonly CatchupEntry[],
  channel: string,
  programme: ProgrammeWindow,
): number | undefined {
  const entry = list.find(
    (candidate) => candidate.channel === channel && candidate.startMs === programme.startMs,
  );
  return entry
    ? resumePosition({ mediaid: channel, title: '', progress: entry.progress, duration: entry.duration })
    : undefined;
}
