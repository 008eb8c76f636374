import { type LiveFields, mediaStatus } from './mediaStatus.ts';

/** spec: browsing 9 — the up-next countdown covers the last 10 s. */
export const UP_NEXT_SECONDS = 10;

type Candidate = LiveFields & { mediaid: string };

/**
 * spec: browsing 4, Player — the next item of the list after the current one (the whole list when the
 * current one is not in it, as with recommendations), skipping the current item itself and any item
 * whose media status is SCHEDULED: a scheduled event cannot be autoplayed.
 */
export function nextItem<T extends Candidate>(
  items: readonly T[],
  currentId: string,
  now: number,
): T | undefined {
  const index = items.findIndex((item) => item.mediaid === currentId);
  return items
    .slice(index + 1)
    .find((item) => item.mediaid !== currentId && mediaStatus(item, now) !== 'SCHEDULED');
}

/** Whole seconds of up-next countdown at `position`, or undefined outside the last 10 s (or for live). */
export function upNextSeconds(position: number, duration: number): number | undefined {
  if (!(duration > 0) || !Number.isFinite(duration)) return undefined;
  const left = duration - position;
  return left > 0 && left <= UP_NEXT_SECONDS ? Math.ceil(left) : undefined;
}
