import type { Slot } from './programme.ts';

const HOUR = 3_600_000;

export interface ProgrammeState {
  /** On air: start <= now < end. */
  live: boolean;
  /** Ended: plays as catch-up (VOD) when still inside the catch-up window. */
  ended: boolean;
  upcoming: boolean;
  /** Started after now minus catchupHours: the recording from its start is still there. */
  watchableFromBeginning: boolean;
  /** Too old for catch-up while catch-up is on: shown greyed out; cannot be selected or played. */
  disabled: boolean;
  /** Something can play for it now: the live stream, or its catch-up recording. */
  playable: boolean;
}

/**
 * spec: browsing 4, Programme guide — recomputed every 5 s. Gaps and no-programme slots never play.
 * Catch-up is on when the channel keeps any hours (catchupHours > 0).
 */
export function programmeState(slot: Slot, nowMs: number, catchupHours: number): ProgrammeState {
  const live = slot.startMs <= nowMs && nowMs < slot.endMs;
  const ended = slot.endMs <= nowMs;
  const watchableFromBeginning = slot.startMs > nowMs - catchupHours * HOUR && slot.startMs <= nowMs;
  const isProgramme = slot.kind === 'programme';
  const disabled = isProgramme && catchupHours > 0 && ended && !watchableFromBeginning;
  return {
    live,
    ended,
    upcoming: slot.startMs > nowMs,
    watchableFromBeginning,
    disabled,
    playable: isProgramme && (live || (ended && watchableFromBeginning)),
  };
}

/** Share of the programme already shown, 0 to 1 (the progress fill, refreshed every 120 s). */
export function progressOf(slot: Pick<Slot, 'startMs' | 'endMs'>, nowMs: number): number {
  if (nowMs <= slot.startMs) return 0;
  if (nowMs >= slot.endMs) return 1;
  return (nowMs - slot.startMs) / (slot.endMs - slot.startMs);
}

/**
 * spec: browsing 4 — in the hero a live programme is watched from its beginning only by an entitled
 * viewer, inside the catch-up window. The spec's sentence also says 'a live programme has
 * canWatchFromBeginning false', which would leave the button never shown; the reading chosen is the
 * one a viewer expects: offered while the programme is on air and its start is still recorded.
 */
export function canWatchFromBeginning(state: ProgrammeState, entitled: boolean): boolean {
  return entitled && state.live && state.watchableFromBeginning;
}

/** The slot on air at `atMs` in a channel's day, else the nearest one after it, else the last. */
export function slotAt(slots: readonly Slot[], atMs: number): Slot | undefined {
  return (
    slots.find((slot) => slot.startMs <= atMs && atMs < slot.endMs) ??
    slots.find((slot) => slot.startMs > atMs) ??
    slots.at(-1)
  );
}
