import type { Slot } from './programme.ts';
import { progressOf } from './programmeState.ts';

/** What a channel's banner says: the slot on air, the programme after it, and how far `now` has run. */
export interface NowAndNext {
  /**
   * On air: a programme, a gap (its title is the configured 'No programming') or the no-programme
   * placeholder. Undefined while the schedule loads or when it failed: the banner then names only the
   * channel, which still plays live.
   */
  now?: Slot;
  /** The first programme starting after now: gaps are skipped, as a viewer wants to know what is on. */
  next?: Slot;
  /** Share of the programme on air already shown, 0 to 1; 0 when what is on air is not a programme. */
  progress: number;
}

/** Placeholders for a schedule that is not there: they say nothing about what is on air. */
const UNKNOWN: ReadonlySet<Slot['kind']> = new Set<Slot['kind']>(['loading', 'failed']);

/**
 * The channel banner's now and next (issue 25, the set-top-box banner; the spec is silent on it) from
 * one channel's day of slots, as the guide builds them (src/epg/epgDay.ts). After the day's last
 * programme the next one is on the following day: `nextDay` gives that day's slots, asked for only
 * when the day itself has no now or no next, as building a day is every channel's work and a zap's
 * render is a key press's. A programme running across midnight sits in both days; it is on air, so it
 * cannot be next (next starts after now).
 */
export function nowAndNext(
  slots: readonly Slot[],
  nowMs: number,
  nextDay: () => readonly Slot[] = () => [],
): NowAndNext {
  const inDay = (day: readonly Slot[]) => {
    const known = day.filter((slot) => !UNKNOWN.has(slot.kind));
    return {
      now: known.find((slot) => slot.startMs <= nowMs && nowMs < slot.endMs),
      next: known.find((slot) => slot.kind === 'programme' && slot.startMs > nowMs),
    };
  };
  const today = inDay(slots);
  const tomorrow = today.now && today.next ? today : inDay(nextDay());
  const now = today.now ?? tomorrow.now;
  const next = today.next ?? tomorrow.next;
  return { now, next, progress: now?.kind === 'programme' ? progressOf(now, nowMs) : 0 };
}
