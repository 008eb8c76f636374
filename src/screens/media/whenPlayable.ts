import { msUntilPlayable } from '../../domain/liveEventButton.ts';

/**
 * A TV's clock may be set (or corrected) after the page opened, and one timer cannot wait longer than
 * about 24.8 days: a longer wait is measured again at least once a minute against the wall clock.
 */
const REMEASURE_MS = 60_000;

/**
 * Calls `onPlayable` once, at the moment `item` turns playable by the clock (a live event reaching its
 * start: spec: browsing 4, Live event button). An item already playable, or one no clock will open (no
 * start), calls nothing and holds no timer. Returns stop, which releases the timer (leaving the page).
 */
export function whenPlayable(
  item: Readonly<Record<string, unknown>>,
  onPlayable: () => void,
  now: () => number = Date.now,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    const wait = msUntilPlayable(item, now());
    if (wait === undefined) return;
    if (wait === 0) {
      timer = undefined;
      onPlayable();
      return;
    }
    timer = setTimeout(arm, Math.min(wait, REMEASURE_MS));
  };
  if (msUntilPlayable(item, now()) !== 0) arm();
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
}
