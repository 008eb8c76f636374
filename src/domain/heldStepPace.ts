/**
 * A held key reaches the app at every repeat the TV keeps up with, up to about thirty a second (issue 19,
 * src/focus/heldKeyThrottle.ts). Focus follows each one; steps whose size or meaning is tuned for a
 * viewer's pace take at most ten a second: a trick-play jump (trickPlay.ts's sizes) and a channel in the
 * skim banner (a viewer reads the banner to let go on the channel they want).
 */
export const HELD_STEP_MS = 100;

/** Whether a held key's repeat at `now` takes a step, the last one having been taken at `lastStepAt`. */
export function heldStepDue(lastStepAt: number | undefined, now: number): boolean {
  return lastStepAt === undefined || now - lastStepAt >= HELD_STEP_MS;
}
