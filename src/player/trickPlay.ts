/**
 * Issue 26: a held Left/Right seeks faster the longer it is held, as TV players do: 10 s steps, then
 * 30 s after a second, 1 min after two, 5 min after three. At ten steps a second (a held key's pace,
 * heldStepPace.ts) 45:00 is about 3.5 s away, instead of 27 s at 10 s a step.
 */
const STEPS: ReadonlyArray<{ afterMs: number; seconds: number }> = [
  { afterMs: 3_000, seconds: 300 },
  { afterMs: 2_000, seconds: 60 },
  { afterMs: 1_000, seconds: 30 },
  { afterMs: 0, seconds: 10 },
];

/** The seek step, in seconds, for a key held this long (0 for a single press). */
export function trickStepSeconds(heldMs: number): number {
  return STEPS.find((step) => heldMs >= step.afterMs)?.seconds ?? 10;
}

/** Where a step lands: within the item (its end ends it, as a single 10 s step past it always did). */
export function trickTarget(from: number, direction: 1 | -1, seconds: number, duration: number): number {
  const target = Math.max(0, from + direction * seconds);
  return duration > 0 ? Math.min(duration, target) : target;
}
